// drizzle-kit reads every feature's *.table.ts and writes SQL migrations to drizzle/ (committed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/features/*/*.table.ts',
    './src/features/*/*/*.table.ts',
    './src/plugins/*.table.ts',
    './src/vendors/*/*.table.ts',
  ],
  out: './drizzle',
});

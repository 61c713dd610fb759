// The columns of an uploaded image's row (an application's, a feedback's): its place in the upload,
// the type its bytes showed (images.ts) and the bytes, as PostgreSQL's bytea.
import { customType, smallint, text } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Position (0 for the first image), mime_type and data; the owner's key column is the table's own. */
export const uploadImageColumns = () => ({
  position: smallint('position').notNull(),
  mimeType: text('mime_type').notNull(),
  data: bytea('data').notNull(),
});

// Content managed by the operator: notices (header bell and marquee) and help topics (footer links
// and help centre), each written per interface language.
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const noticesTable = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('notices_language_published').on(table.language, table.publishedAt)],
);

export const helpTopicsTable = pgTable(
  'help_topics',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('help_topics_code_language').on(table.code, table.language)],
);

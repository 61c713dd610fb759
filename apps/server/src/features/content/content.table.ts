// Content managed by the operator: notices (header bell and marquee), help topics (footer links
// and help centre) and banners (home carousel, registration and side-menu pictures), each written per
// interface language.
import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

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

export const bannersTable = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** Where it shows: w_home (home carousel), w_reg (registration), w_leftmenu (side menu). */
    groupName: text('group_name').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** NONE, ROUTE or URL (BANNER_LINKAGE_TYPES in the contract). */
    linkageType: text('linkage_type').notNull().default('NONE'),
    /** A site route for ROUTE, an address for URL; null for NONE. */
    linkUrl: text('link_url'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('banners_group_language').on(table.groupName, table.language, table.sortOrder)],
);

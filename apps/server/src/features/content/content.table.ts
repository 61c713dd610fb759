// Content managed by the operator: notices (header bell and marquee), help topics (footer links
// and help centre), banners (home carousel, registration and side-menu pictures), announcements
// (the announcement list and the popups chosen by execution type) and the legal licence, each
// written per interface language. Every HTML column holds sanitised HTML (content/sanitize-html.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

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

export const announcementsTable = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    /** The operator's category: B, PL, PU, PR or H (ANNOUNCEMENT_TYPES in the contract). */
    type: text('type').notNull(),
    /** Where it shows: W for the web site. */
    platform: text('platform').notNull().default('W'),
    /**
     * Which visitors get it as a popup: A signed in, F on a member's first sign-in, B anonymous;
     * null for an announcement that is only listed, never popped up.
     */
    execution: text('execution'),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Set when the announcement advertises a promotion: the popup offers Go to promotion. */
    promotionType: text('promotion_type'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    check('announcements_type_known', sql`${table.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    check(
      'announcements_execution_known',
      sql`${table.execution} is null or ${table.execution} in ('A', 'F', 'B')`,
    ),
    index('announcements_language_published').on(table.language, table.publishedAt),
  ],
);

/** The operator's legal licence, one per language, shown by the footer's licence popup and /licence. */
export const licencesTable = pgTable('licences', {
  language: text('language').primaryKey(),
  title: text('title').notNull(),
  /** The issuing authority, e.g. a gaming commission. */
  authority: text('authority').notNull(),
  licenceNumber: text('licence_number').notNull(),
  contentHtml: text('content_html').notNull(),
  /** The authority's seal picture, when the operator has one. */
  sealUrl: text('seal_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

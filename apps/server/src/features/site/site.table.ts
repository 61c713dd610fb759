// Operator site settings: scalar settings by key, the whitelabel module tree, customer-service
// links, download and social resources, and the access block list.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const siteSettingsTable = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const whitelabelModulesTable = pgTable('whitelabel_modules', {
  modId: text('mod_id').primaryKey(),
  parentModId: text('parent_mod_id'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const customerServiceLinksTable = pgTable('customer_service_links', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const siteResourcesTable = pgTable('site_resources', {
  resourceType: text('resource_type').primaryKey(),
  url: text('url').notNull(),
});

export const accessBlocksTable = pgTable(
  'access_blocks',
  {
    id: serial('id').primaryKey(),
    /** 'ip' (an address or a CIDR range) or 'country' (ISO 3166-1 alpha-2). */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [unique('access_blocks_kind_value').on(table.kind, table.value)],
);

// SQL for the site settings tables.
import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  accessBlocksTable,
  customerServiceLinksTable,
  siteResourcesTable,
  siteSettingsTable,
  whitelabelModulesTable,
} from './site.table';

export type AccessBlockKind = 'ip' | 'country';

export function createSiteRepository(db: DatabaseOrTransaction) {
  return {
    listSettings: () => db.select().from(siteSettingsTable),
    upsertSetting: (key: string, value: unknown) =>
      db
        .insert(siteSettingsTable)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettingsTable.key, set: { value, updatedAt: sql`now()` } }),
    listWhitelabelModules: () =>
      db
        .select()
        .from(whitelabelModulesTable)
        .orderBy(asc(whitelabelModulesTable.sortOrder), asc(whitelabelModulesTable.modId)),
    setWhitelabelModule: (modId: string, enabled: boolean) =>
      db.update(whitelabelModulesTable).set({ enabled }).where(eq(whitelabelModulesTable.modId, modId)),
    listCustomerService: () =>
      db
        .select()
        .from(customerServiceLinksTable)
        .where(eq(customerServiceLinksTable.enabled, true))
        .orderBy(asc(customerServiceLinksTable.sortOrder), asc(customerServiceLinksTable.id)),
    listResources: () => db.select().from(siteResourcesTable),
    upsertResource: (resourceType: string, url: string) =>
      db
        .insert(siteResourcesTable)
        .values({ resourceType, url })
        .onConflictDoUpdate({ target: siteResourcesTable.resourceType, set: { url } }),
    deleteResource: (resourceType: string) =>
      db.delete(siteResourcesTable).where(eq(siteResourcesTable.resourceType, resourceType)),
    listAccessBlocks: () => db.select().from(accessBlocksTable).orderBy(asc(accessBlocksTable.id)),
    replaceAccessBlocks: async (kind: AccessBlockKind, values: string[]) => {
      await db.delete(accessBlocksTable).where(eq(accessBlocksTable.kind, kind));
      if (values.length > 0) {
        await db
          .insert(accessBlocksTable)
          .values([...new Set(values)].map((value) => ({ kind, value })))
          .onConflictDoNothing();
      }
    },
  };
}

// SQL for notices, help topics and banners.
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { bannersTable, helpTopicsTable, noticesTable } from './content.table';

export function createContentRepository(db: DatabaseOrTransaction) {
  return {
    listLiveNotices: (language: string, limit: number) =>
      db
        .select()
        .from(noticesTable)
        .where(
          and(
            eq(noticesTable.language, language),
            lte(noticesTable.publishedAt, sql`now()`),
            or(isNull(noticesTable.expiresAt), gt(noticesTable.expiresAt, sql`now()`)),
          ),
        )
        .orderBy(desc(noticesTable.publishedAt), desc(noticesTable.id))
        .limit(limit),
    listHelpTopics: (language: string) =>
      db
        .select()
        .from(helpTopicsTable)
        .where(eq(helpTopicsTable.language, language))
        .orderBy(asc(helpTopicsTable.sortOrder), asc(helpTopicsTable.id)),
    listBanners: (groupName: string, language: string, limit: number) =>
      db
        .select()
        .from(bannersTable)
        .where(
          and(
            eq(bannersTable.groupName, groupName),
            eq(bannersTable.language, language),
            eq(bannersTable.enabled, true),
          ),
        )
        .orderBy(asc(bannersTable.sortOrder), asc(bannersTable.id))
        .limit(limit),
  };
}

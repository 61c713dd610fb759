// SQL for notices, help topics, banners, announcements and the licence.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  announcementsTable,
  bannersTable,
  helpTopicsTable,
  licencesTable,
  noticesTable,
} from './content.table';

export type AnnouncementRow = typeof announcementsTable.$inferSelect;
export type NewAnnouncementRow = typeof announcementsTable.$inferInsert;
export type LicenceRow = typeof licencesTable.$inferSelect;
export type NoticeRow = typeof noticesTable.$inferSelect;
export type NewNoticeRow = typeof noticesTable.$inferInsert;
export type HelpTopicRow = typeof helpTopicsTable.$inferSelect;
export type NewHelpTopicRow = typeof helpTopicsTable.$inferInsert;
export type BannerRow = typeof bannersTable.$inferSelect;
export type NewBannerRow = typeof bannersTable.$inferInsert;

export type LiveAnnouncementsFilter = {
  language: string;
  types: readonly string[];
  platform: string;
  /** Only popups for these audiences; null for every live announcement. */
  executions: readonly string[] | null;
};

function liveAnnouncementsWhere(filter: LiveAnnouncementsFilter): SQL | undefined {
  return and(
    eq(announcementsTable.language, filter.language),
    eq(announcementsTable.platform, filter.platform),
    eq(announcementsTable.enabled, true),
    inArray(announcementsTable.type, [...filter.types]),
    filter.executions ? inArray(announcementsTable.execution, [...filter.executions]) : undefined,
    lte(announcementsTable.publishedAt, sql`now()`),
    or(isNull(announcementsTable.expiresAt), gt(announcementsTable.expiresAt, sql`now()`)),
  );
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

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
    async listLiveAnnouncements(filter: LiveAnnouncementsFilter, offset: number, limit: number) {
      const where = liveAnnouncementsWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(announcementsTable)
          .where(where)
          .orderBy(
            asc(announcementsTable.sortOrder),
            desc(announcementsTable.publishedAt),
            desc(announcementsTable.id),
          )
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(announcementsTable).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
    listAllAnnouncements: () =>
      db
        .select()
        .from(announcementsTable)
        .orderBy(
          asc(announcementsTable.language),
          asc(announcementsTable.sortOrder),
          desc(announcementsTable.id),
        ),
    /** One row of each kind, locked for the transaction: what a change records as its before. */
    async announcement(id: number) {
      const [row] = await db
        .select()
        .from(announcementsTable)
        .where(eq(announcementsTable.id, id))
        .for('update');
      return row ?? null;
    },
    async notice(id: number) {
      const [row] = await db.select().from(noticesTable).where(eq(noticesTable.id, id)).for('update');
      return row ?? null;
    },
    async banner(id: number) {
      const [row] = await db.select().from(bannersTable).where(eq(bannersTable.id, id)).for('update');
      return row ?? null;
    },
    async helpTopic(code: string, language: string) {
      const [row] = await db
        .select()
        .from(helpTopicsTable)
        .where(and(eq(helpTopicsTable.code, code), eq(helpTopicsTable.language, language)))
        .for('update');
      return row ?? null;
    },
    async insertAnnouncement(row: NewAnnouncementRow) {
      const [inserted] = await db.insert(announcementsTable).values(row).returning();
      return inserted!;
    },
    async updateAnnouncement(id: number, row: NewAnnouncementRow) {
      const [updated] = await db
        .update(announcementsTable)
        .set(row)
        .where(eq(announcementsTable.id, id))
        .returning();
      return updated ?? null;
    },
    async deleteAnnouncement(id: number) {
      const deleted = await db
        .delete(announcementsTable)
        .where(eq(announcementsTable.id, id))
        .returning({ id: announcementsTable.id });
      return deleted.length > 0;
    },
    async findLicence(language: string) {
      const [row] = await db.select().from(licencesTable).where(eq(licencesTable.language, language));
      return row ?? null;
    },
    async saveLicence(row: Omit<LicenceRow, 'updatedAt'>) {
      const [saved] = await db
        .insert(licencesTable)
        .values(row)
        .onConflictDoUpdate({ target: licencesTable.language, set: { ...row, updatedAt: sql`now()` } })
        .returning();
      return saved!;
    },

    listAllNotices: () =>
      db.select().from(noticesTable).orderBy(desc(noticesTable.publishedAt), desc(noticesTable.id)),
    async insertNotice(row: NewNoticeRow) {
      const [inserted] = await db.insert(noticesTable).values(row).returning();
      return inserted!;
    },
    async updateNotice(id: number, row: NewNoticeRow) {
      const [updated] = await db.update(noticesTable).set(row).where(eq(noticesTable.id, id)).returning();
      return updated ?? null;
    },
    async deleteNotice(id: number) {
      const deleted = await db
        .delete(noticesTable)
        .where(eq(noticesTable.id, id))
        .returning({ id: noticesTable.id });
      return deleted.length > 0;
    },

    listAllHelpTopics: () =>
      db
        .select()
        .from(helpTopicsTable)
        .orderBy(asc(helpTopicsTable.language), asc(helpTopicsTable.sortOrder), asc(helpTopicsTable.id)),
    /** Creates the topic of a code and language, or replaces it (the pair is unique). */
    async saveHelpTopic(row: NewHelpTopicRow) {
      const [saved] = await db
        .insert(helpTopicsTable)
        .values(row)
        .onConflictDoUpdate({
          target: [helpTopicsTable.code, helpTopicsTable.language],
          set: { title: row.title, contentHtml: row.contentHtml, sortOrder: row.sortOrder },
        })
        .returning();
      return saved!;
    },
    async deleteHelpTopic(code: string, language: string) {
      const deleted = await db
        .delete(helpTopicsTable)
        .where(and(eq(helpTopicsTable.code, code), eq(helpTopicsTable.language, language)))
        .returning({ id: helpTopicsTable.id });
      return deleted.length > 0;
    },

    listAllBanners: () =>
      db
        .select()
        .from(bannersTable)
        .orderBy(
          asc(bannersTable.groupName),
          asc(bannersTable.language),
          asc(bannersTable.sortOrder),
          asc(bannersTable.id),
        ),
    async insertBanner(row: NewBannerRow) {
      const [inserted] = await db.insert(bannersTable).values(row).returning();
      return inserted!;
    },
    async updateBanner(id: number, row: NewBannerRow) {
      const [updated] = await db.update(bannersTable).set(row).where(eq(bannersTable.id, id)).returning();
      return updated ?? null;
    },
    async deleteBanner(id: number) {
      const deleted = await db
        .delete(bannersTable)
        .where(eq(bannersTable.id, id))
        .returning({ id: bannersTable.id });
      return deleted.length > 0;
    },
  };
}

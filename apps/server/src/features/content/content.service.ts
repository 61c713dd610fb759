// Notices, help topics, banners, announcements and the licence in the reader's language. Operator
// HTML is sanitised when it is written and again when it is read, so rows written by other means
// (a SQL console, an older version) cannot carry a script to a page either.
import type { AuditWriter } from '../audit/audit.service';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  announcementInputSchema,
  bannerInputSchema,
  helpTopicInputSchema,
  licenceInputSchema,
  noticeInputSchema,
  type Announcement,
  type AnnouncementInput,
  type AnnouncementsValue,
  type Banner,
  type BannerInput,
  type HelpTopic,
  type HelpTopicInput,
  type Licence,
  type LicenceInput,
  type Notice,
  type NoticeInput,
  type OperatorAnnouncement,
  type OperatorBanner,
  type OperatorHelpTopic,
  type OperatorNotice,
} from '@playdeck/contract/content';
import type { z } from 'zod';
import { AppError } from '../../plugins/errors';
import type { Database } from '../../plugins/database';
import {
  createContentRepository,
  type ContentRepository,
  type AnnouncementRow,
  type BannerRow,
  type HelpTopicRow,
  type LicenceRow,
  type NoticeRow,
} from './content.repository';
import { sanitizeHtml } from './sanitize-html';

// Other features' operator HTML (promotions) goes through the same sanitiser.
export { sanitizeHtml };

type ParsedAnnouncementsQuery = {
  lang: string;
  types?: readonly string[];
  platform: string;
  execution?: readonly string[];
  pageNo: number;
  pageSize: number;
};

const known = <T extends string>(codes: readonly T[], code: string | null): T | null =>
  codes.find((candidate) => candidate === code) ?? null;

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    type: known(ANNOUNCEMENT_TYPES, row.type) ?? 'B',
    execution: known(ANNOUNCEMENT_EXECUTIONS, row.execution),
    title: row.title,
    content: sanitizeHtml(row.contentHtml),
    promotionType: row.promotionType,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function toOperatorAnnouncement(row: AnnouncementRow): OperatorAnnouncement {
  return {
    ...toAnnouncement(row),
    language: row.language as OperatorAnnouncement['language'],
    platform: row.platform as OperatorAnnouncement['platform'],
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

function toLicence(row: LicenceRow): Licence {
  return {
    title: row.title,
    authority: row.authority,
    licenceNumber: row.licenceNumber,
    content: sanitizeHtml(row.contentHtml),
    sealUrl: row.sealUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toNotice(row: NoticeRow): Notice {
  return { id: row.id, title: row.title, content: row.content, publishedAt: row.publishedAt.toISOString() };
}

function toOperatorNotice(row: NoticeRow): OperatorNotice {
  return {
    ...toNotice(row),
    language: row.language as OperatorNotice['language'],
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

function toOperatorHelpTopic(row: HelpTopicRow): OperatorHelpTopic {
  return {
    code: row.code,
    language: row.language as OperatorHelpTopic['language'],
    title: row.title,
    contentHtml: sanitizeHtml(row.contentHtml),
    sortOrder: row.sortOrder,
  };
}

function toOperatorBanner(row: BannerRow): OperatorBanner {
  const linkageType = known(BANNER_LINKAGE_TYPES, row.linkageType) ?? 'NONE';
  return {
    id: row.id,
    groupName: known(BANNER_GROUPS, row.groupName) ?? 'w_home',
    language: row.language as OperatorBanner['language'],
    title: row.title,
    imageUrl: row.imageUrl,
    linkageType,
    linkUrl: linkageType === 'NONE' ? null : row.linkUrl,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

/** Checks an input again inside the service, so that a caller other than HTTP hears a 400 too. */
function parseInput<T extends z.ZodType>(schema: T, input: z.input<T>): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}

/**
 * The row an operator's notice becomes: an absent start is now, and the end must come after the
 * start, which the contract cannot check when the start is left to the server.
 */
function noticeRow(input: NoticeInput) {
  const notice = parseInput(noticeInputSchema, input);
  const publishedAt = notice.publishedAt ? new Date(notice.publishedAt) : new Date();
  const expiresAt = notice.expiresAt ? new Date(notice.expiresAt) : null;
  if (expiresAt && expiresAt <= publishedAt)
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: { expiresAt: 'validation.expiresBeforePublished' },
    });
  return { language: notice.language, title: notice.title, content: notice.content, publishedAt, expiresAt };
}

/** Sanitised operator HTML; HTML with nothing left after sanitising is refused as empty. */
function sanitizedContent(html: string): string {
  const content = sanitizeHtml(html);
  if (!content) throw new AppError('VALIDATION_FAILED', 400, { fields: { content: 'validation.required' } });
  return content;
}

/** The row an operator's announcement becomes: HTML sanitised, dates parsed, absent start is now. */
function announcementRow(input: AnnouncementInput) {
  const parsed = announcementInputSchema.parse(input);
  const content = sanitizeHtml(parsed.content);
  if (!content) throw new AppError('VALIDATION_FAILED', 400, { fields: { content: 'validation.required' } });
  return {
    language: parsed.language,
    type: parsed.type,
    platform: parsed.platform,
    execution: parsed.execution,
    title: parsed.title,
    contentHtml: content,
    promotionType: parsed.promotionType || null,
    enabled: parsed.enabled,
    sortOrder: parsed.sortOrder,
    publishedAt: parsed.publishedAt ? new Date(parsed.publishedAt) : new Date(),
    expiresAt: parsed.expiresAt ? new Date(parsed.expiresAt) : null,
  };
}

export const NOTICES_LIMIT = 50;
export const BANNERS_LIMIT = 20;

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(deps: { db: Database }) {
  const repository = createContentRepository(deps.db);

  /**
   * An operator's change of one piece of content, in one transaction with, given a writer, its entry
   * in the audit trail: the row before and after (null where there is none: created, or deleted).
   */
  async function audited<Result>(
    audit: AuditWriter | undefined,
    kind: string,
    change: (
      store: ContentRepository,
    ) => Promise<{ id: number | string; before: unknown; after: unknown; result: Result }>,
  ): Promise<Result> {
    return deps.db.transaction(async (transaction) => {
      const { id, before, after, result } = await change(createContentRepository(transaction));
      await audit?.(transaction, {
        action: `content.${kind}`,
        targetType: kind,
        targetId: id,
        before,
        after,
      });
      return result;
    });
  }

  return {
    async notices(language: string): Promise<Notice[]> {
      return (await repository.listLiveNotices(language, NOTICES_LIMIT)).map(toNotice);
    },
    async helpTopics(language: string): Promise<HelpTopic[]> {
      const rows = await repository.listHelpTopics(language);
      return rows.map(({ code, title, contentHtml }) => ({
        code,
        title,
        contentHtml: sanitizeHtml(contentHtml),
      }));
    },
    /** The enabled banners of a group in their order; an unknown linkage type counts as NONE. */
    async banners(groupName: Banner['groupName'], language: string): Promise<Banner[]> {
      const rows = await repository.listBanners(groupName, language, BANNERS_LIMIT);
      return rows.map((row) => {
        const linkageType = (BANNER_LINKAGE_TYPES as readonly string[]).includes(row.linkageType)
          ? (row.linkageType as Banner['linkageType'])
          : 'NONE';
        return {
          id: row.id,
          groupName: BANNER_GROUPS.find((group) => group === row.groupName) ?? groupName,
          title: row.title,
          url: row.imageUrl,
          linkageType,
          linkUrl: linkageType === 'NONE' ? null : row.linkUrl,
        };
      });
    },

    /** Live announcements, the list or only the popups of some audiences (SPEC.md §2 "Modals"). */
    async announcements(query: ParsedAnnouncementsQuery): Promise<AnnouncementsValue> {
      const types = query.types?.length ? query.types : ANNOUNCEMENT_TYPES;
      const executions = query.execution?.length ? query.execution : null;
      const { rows, total } = await repository.listLiveAnnouncements(
        { language: query.lang, types, platform: query.platform, executions },
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        list: rows.map(toAnnouncement),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    async operatorAnnouncements(): Promise<OperatorAnnouncement[]> {
      return (await repository.listAllAnnouncements()).map(toOperatorAnnouncement);
    },
    async createAnnouncement(input: AnnouncementInput, audit?: AuditWriter): Promise<OperatorAnnouncement> {
      return audited(audit, 'announcement', async (store) => {
        const created = await store.insertAnnouncement(announcementRow(input));
        return { id: created.id, before: null, after: created, result: toOperatorAnnouncement(created) };
      });
    },
    /** Errors: ANNOUNCEMENT_NOT_FOUND 404. */
    async updateAnnouncement(
      id: number,
      input: AnnouncementInput,
      audit?: AuditWriter,
    ): Promise<OperatorAnnouncement> {
      return audited(audit, 'announcement', async (store) => {
        const before = await store.announcement(id);
        const updated = before ? await store.updateAnnouncement(id, announcementRow(input)) : null;
        if (!updated) throw new AppError('ANNOUNCEMENT_NOT_FOUND', 404);
        return { id, before, after: updated, result: toOperatorAnnouncement(updated) };
      });
    },
    /** Errors: ANNOUNCEMENT_NOT_FOUND 404. */
    async deleteAnnouncement(id: number, audit?: AuditWriter): Promise<void> {
      await audited(audit, 'announcement', async (store) => {
        const before = await store.announcement(id);
        if (!before || !(await store.deleteAnnouncement(id)))
          throw new AppError('ANNOUNCEMENT_NOT_FOUND', 404);
        return { id, before, after: null, result: undefined };
      });
    },

    /** The licence in a language; null while the operator has published none. */
    async licence(language: string): Promise<Licence | null> {
      const row = await repository.findLicence(language);
      return row ? toLicence(row) : null;
    },
    async saveLicence(language: string, input: LicenceInput, audit?: AuditWriter): Promise<Licence> {
      const parsed = licenceInputSchema.parse(input);
      const content = sanitizeHtml(parsed.content);
      if (!content)
        throw new AppError('VALIDATION_FAILED', 400, { fields: { content: 'validation.required' } });
      return audited(audit, 'licence', async (store) => {
        const before = await store.findLicence(language);
        const saved = await store.saveLicence({
          language,
          title: parsed.title,
          authority: parsed.authority,
          licenceNumber: parsed.licenceNumber,
          contentHtml: content,
          sealUrl: parsed.sealUrl,
        });
        return { id: language, before, after: saved, result: toLicence(saved) };
      });
    },

    /** Every notice, live, future or expired, newest first. */
    async operatorNotices(): Promise<OperatorNotice[]> {
      return (await repository.listAllNotices()).map(toOperatorNotice);
    },
    /** Errors: VALIDATION_FAILED 400 (expiresAt not after the start). */
    async createNotice(input: NoticeInput, audit?: AuditWriter): Promise<OperatorNotice> {
      const row = noticeRow(input);
      return audited(audit, 'notice', async (store) => {
        const created = await store.insertNotice(row);
        return { id: created.id, before: null, after: created, result: toOperatorNotice(created) };
      });
    },
    /** Errors: VALIDATION_FAILED 400, NOTICE_NOT_FOUND 404. */
    async updateNotice(id: number, input: NoticeInput, audit?: AuditWriter): Promise<OperatorNotice> {
      const row = noticeRow(input);
      return audited(audit, 'notice', async (store) => {
        const before = await store.notice(id);
        const updated = before ? await store.updateNotice(id, row) : null;
        if (!updated) throw new AppError('NOTICE_NOT_FOUND', 404);
        return { id, before, after: updated, result: toOperatorNotice(updated) };
      });
    },
    /** Errors: NOTICE_NOT_FOUND 404. */
    async deleteNotice(id: number, audit?: AuditWriter): Promise<void> {
      await audited(audit, 'notice', async (store) => {
        const before = await store.notice(id);
        if (!before || !(await store.deleteNotice(id))) throw new AppError('NOTICE_NOT_FOUND', 404);
        return { id, before, after: null, result: undefined };
      });
    },

    async operatorHelpTopics(): Promise<OperatorHelpTopic[]> {
      return (await repository.listAllHelpTopics()).map(toOperatorHelpTopic);
    },
    /** Creates or replaces the topic of a code in a language. Errors: VALIDATION_FAILED 400 (empty HTML). */
    async saveHelpTopic(
      code: string,
      language: string,
      input: HelpTopicInput,
      audit?: AuditWriter,
    ): Promise<OperatorHelpTopic> {
      const topic = parseInput(helpTopicInputSchema, input);
      const contentHtml = sanitizedContent(topic.content);
      return audited(audit, 'help-topic', async (store) => {
        const before = await store.helpTopic(code, language);
        const saved = await store.saveHelpTopic({
          code,
          language,
          title: topic.title,
          contentHtml,
          sortOrder: topic.sortOrder,
        });
        return { id: `${code}/${language}`, before, after: saved, result: toOperatorHelpTopic(saved) };
      });
    },
    /** Errors: HELP_TOPIC_NOT_FOUND 404. */
    async deleteHelpTopic(code: string, language: string, audit?: AuditWriter): Promise<void> {
      await audited(audit, 'help-topic', async (store) => {
        const before = await store.helpTopic(code, language);
        if (!before || !(await store.deleteHelpTopic(code, language)))
          throw new AppError('HELP_TOPIC_NOT_FOUND', 404);
        return { id: `${code}/${language}`, before, after: null, result: undefined };
      });
    },

    /** Every banner, enabled or not, by group, language and order. */
    async operatorBanners(): Promise<OperatorBanner[]> {
      return (await repository.listAllBanners()).map(toOperatorBanner);
    },
    async createBanner(input: BannerInput, audit?: AuditWriter): Promise<OperatorBanner> {
      const row = parseInput(bannerInputSchema, input);
      return audited(audit, 'banner', async (store) => {
        const created = await store.insertBanner(row);
        return { id: created.id, before: null, after: created, result: toOperatorBanner(created) };
      });
    },
    /** Errors: BANNER_NOT_FOUND 404. */
    async updateBanner(id: number, input: BannerInput, audit?: AuditWriter): Promise<OperatorBanner> {
      const row = parseInput(bannerInputSchema, input);
      return audited(audit, 'banner', async (store) => {
        const before = await store.banner(id);
        const updated = before ? await store.updateBanner(id, row) : null;
        if (!updated) throw new AppError('BANNER_NOT_FOUND', 404);
        return { id, before, after: updated, result: toOperatorBanner(updated) };
      });
    },
    /** Errors: BANNER_NOT_FOUND 404. */
    async deleteBanner(id: number, audit?: AuditWriter): Promise<void> {
      await audited(audit, 'banner', async (store) => {
        const before = await store.banner(id);
        if (!before || !(await store.deleteBanner(id))) throw new AppError('BANNER_NOT_FOUND', 404);
        return { id, before, after: null, result: undefined };
      });
    },
  };
}

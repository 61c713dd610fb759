// Notices, help topics, banners, announcements and the licence in the reader's language. Operator
// HTML is sanitised when it is written and again when it is read, so rows written by other means
// (a SQL console, an older version) cannot carry a script to a page either.
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
    async createAnnouncement(input: AnnouncementInput): Promise<OperatorAnnouncement> {
      return toOperatorAnnouncement(await repository.insertAnnouncement(announcementRow(input)));
    },
    /** Errors: ANNOUNCEMENT_NOT_FOUND 404. */
    async updateAnnouncement(id: number, input: AnnouncementInput): Promise<OperatorAnnouncement> {
      const updated = await repository.updateAnnouncement(id, announcementRow(input));
      if (!updated) throw new AppError('ANNOUNCEMENT_NOT_FOUND', 404);
      return toOperatorAnnouncement(updated);
    },
    /** Errors: ANNOUNCEMENT_NOT_FOUND 404. */
    async deleteAnnouncement(id: number): Promise<void> {
      if (!(await repository.deleteAnnouncement(id))) throw new AppError('ANNOUNCEMENT_NOT_FOUND', 404);
    },

    /** The licence in a language; null while the operator has published none. */
    async licence(language: string): Promise<Licence | null> {
      const row = await repository.findLicence(language);
      return row ? toLicence(row) : null;
    },
    async saveLicence(language: string, input: LicenceInput): Promise<Licence> {
      const parsed = licenceInputSchema.parse(input);
      const content = sanitizeHtml(parsed.content);
      if (!content)
        throw new AppError('VALIDATION_FAILED', 400, { fields: { content: 'validation.required' } });
      return toLicence(
        await repository.saveLicence({
          language,
          title: parsed.title,
          authority: parsed.authority,
          licenceNumber: parsed.licenceNumber,
          contentHtml: content,
          sealUrl: parsed.sealUrl,
        }),
      );
    },

    /** Every notice, live, future or expired, newest first. */
    async operatorNotices(): Promise<OperatorNotice[]> {
      return (await repository.listAllNotices()).map(toOperatorNotice);
    },
    /** Errors: VALIDATION_FAILED 400 (expiresAt not after the start). */
    async createNotice(input: NoticeInput): Promise<OperatorNotice> {
      return toOperatorNotice(await repository.insertNotice(noticeRow(input)));
    },
    /** Errors: VALIDATION_FAILED 400, NOTICE_NOT_FOUND 404. */
    async updateNotice(id: number, input: NoticeInput): Promise<OperatorNotice> {
      const updated = await repository.updateNotice(id, noticeRow(input));
      if (!updated) throw new AppError('NOTICE_NOT_FOUND', 404);
      return toOperatorNotice(updated);
    },
    /** Errors: NOTICE_NOT_FOUND 404. */
    async deleteNotice(id: number): Promise<void> {
      if (!(await repository.deleteNotice(id))) throw new AppError('NOTICE_NOT_FOUND', 404);
    },

    async operatorHelpTopics(): Promise<OperatorHelpTopic[]> {
      return (await repository.listAllHelpTopics()).map(toOperatorHelpTopic);
    },
    /** Creates or replaces the topic of a code in a language. Errors: VALIDATION_FAILED 400 (empty HTML). */
    async saveHelpTopic(code: string, language: string, input: HelpTopicInput): Promise<OperatorHelpTopic> {
      const topic = parseInput(helpTopicInputSchema, input);
      const saved = await repository.saveHelpTopic({
        code,
        language,
        title: topic.title,
        contentHtml: sanitizedContent(topic.content),
        sortOrder: topic.sortOrder,
      });
      return toOperatorHelpTopic(saved);
    },
    /** Errors: HELP_TOPIC_NOT_FOUND 404. */
    async deleteHelpTopic(code: string, language: string): Promise<void> {
      if (!(await repository.deleteHelpTopic(code, language)))
        throw new AppError('HELP_TOPIC_NOT_FOUND', 404);
    },

    /** Every banner, enabled or not, by group, language and order. */
    async operatorBanners(): Promise<OperatorBanner[]> {
      return (await repository.listAllBanners()).map(toOperatorBanner);
    },
    async createBanner(input: BannerInput): Promise<OperatorBanner> {
      return toOperatorBanner(await repository.insertBanner(parseInput(bannerInputSchema, input)));
    },
    /** Errors: BANNER_NOT_FOUND 404. */
    async updateBanner(id: number, input: BannerInput): Promise<OperatorBanner> {
      const updated = await repository.updateBanner(id, parseInput(bannerInputSchema, input));
      if (!updated) throw new AppError('BANNER_NOT_FOUND', 404);
      return toOperatorBanner(updated);
    },
    /** Errors: BANNER_NOT_FOUND 404. */
    async deleteBanner(id: number): Promise<void> {
      if (!(await repository.deleteBanner(id))) throw new AppError('BANNER_NOT_FOUND', 404);
    },
  };
}

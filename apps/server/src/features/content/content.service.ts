// Notices, help topics and banners in the reader's language.
import {
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  type Banner,
  type HelpTopic,
  type Notice,
} from '@playdeck/contract/content';
import type { Database } from '../../plugins/database';
import { createContentRepository } from './content.repository';

export const NOTICES_LIMIT = 50;
export const BANNERS_LIMIT = 20;

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(deps: { db: Database }) {
  const repository = createContentRepository(deps.db);
  return {
    async notices(language: string): Promise<Notice[]> {
      const rows = await repository.listLiveNotices(language, NOTICES_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        publishedAt: row.publishedAt.toISOString(),
      }));
    },
    async helpTopics(language: string): Promise<HelpTopic[]> {
      const rows = await repository.listHelpTopics(language);
      return rows.map(({ code, title, contentHtml }) => ({ code, title, contentHtml }));
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
  };
}

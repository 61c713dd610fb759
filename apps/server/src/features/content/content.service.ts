// Notices and help topics in the reader's language.
import type { HelpTopic, Notice } from '@playdeck/contract/content';
import type { Database } from '../../plugins/database';
import { createContentRepository } from './content.repository';

export const NOTICES_LIMIT = 50;

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
  };
}

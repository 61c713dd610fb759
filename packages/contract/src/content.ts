// Site content the layout shows: notices (bell and marquee) and help topics (footer and help centre).
import { z } from 'zod';

export const contentPaths = {
  notices: '/api/content/notices',
  help: '/api/content/help',
} as const;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const helpTopicSchema = z.object({
  code: z.string(),
  title: z.string(),
  contentHtml: z.string(),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const languageQuerySchema = z.object({ lang: z.enum(['vi', 'en']).optional() });

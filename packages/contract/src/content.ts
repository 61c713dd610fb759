// Site content the layout shows: notices (bell and marquee), help topics (footer and help centre)
// and banners (SPEC.md §3 "Banner": groupName, url, linkageType).
import { z } from 'zod';

export const contentPaths = {
  notices: '/api/content/notices',
  help: '/api/content/help',
  banners: '/api/content/banners',
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

/** Where a banner shows: the home carousel, the registration popup, the side menu. */
export const BANNER_GROUPS = ['w_home', 'w_reg', 'w_leftmenu'] as const;
/** What a click does: nothing, open a site route, or open an address in a new tab. */
export const BANNER_LINKAGE_TYPES = ['NONE', 'ROUTE', 'URL'] as const;

export const bannersQuerySchema = languageQuerySchema.extend({
  groupName: z.enum(BANNER_GROUPS).default('w_home'),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string(),
  /** The picture's address. */
  url: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  linkUrl: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

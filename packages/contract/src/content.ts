// Site content the layout shows: notices (bell and marquee), help topics (footer and help centre),
// banners (SPEC.md §3 "Banner": groupName, url, linkageType), announcements (SPEC.md §2 "Modals",
// §3 "Announcement", §7 "types 'B,PL,PU,PR,H', platform W") and the legal licence. HTML fields are
// sanitised by the server before they are stored and again before they are sent.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';

export const contentPaths = {
  notices: '/api/content/notices',
  help: '/api/content/help',
  banners: '/api/content/banners',
  announcements: '/api/content/announcements',
  licence: '/api/content/licence',
  operatorAnnouncements: '/api/operator/announcements',
  operatorAnnouncement: '/api/operator/announcements/:id',
  operatorLicence: '/api/operator/licence/:lang',
  operatorNotices: '/api/operator/notices',
  operatorNotice: '/api/operator/notices/:id',
  operatorHelpTopics: '/api/operator/help-topics',
  operatorHelpTopic: '/api/operator/help-topics/:code/:lang',
  operatorBanners: '/api/operator/banners',
  operatorBanner: '/api/operator/banners/:id',
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

export const CONTENT_LANGUAGES = ['vi', 'en'] as const;

/** The operator's announcement categories that the site asks for (SPEC.md §7). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** W is the web site; M the mobile app. */
export const ANNOUNCEMENT_PLATFORMS = ['W', 'M'] as const;
/** Popup audiences (SPEC.md §2): A signed in, F a member's first sign-in, B anonymous visitors. */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'F', 'B'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];
/** SPEC.md §9: announcements 9 per page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;
export const ANNOUNCEMENTS_PAGE_SIZE_MAX = 50;

/** A comma-separated list of codes ("B,PL,PU"), each one of `codes`; empty means all of them. */
function codeListSchema<const T extends readonly [string, ...string[]]>(codes: T) {
  return z
    .string()
    .max(100, 'validation.tooLong')
    .transform((text) =>
      text
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(codes, 'validation.invalidOption')).max(codes.length))
    .transform((list) => [...new Set(list)]);
}

export const announcementsQuerySchema = pageQuerySchema.extend({
  lang: z.enum(CONTENT_LANGUAGES).optional(),
  types: codeListSchema(ANNOUNCEMENT_TYPES).optional(),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS, 'validation.invalidOption').default('W'),
  /** Only the popups for these audiences; without it, every live announcement (the list). */
  execution: codeListSchema(ANNOUNCEMENT_EXECUTIONS).optional(),
  pageSize: z.coerce.number().int().min(1).max(ANNOUNCEMENTS_PAGE_SIZE_MAX).default(ANNOUNCEMENTS_PAGE_SIZE),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Set when the announcement advertises a promotion: the popup shows Go to promotion. */
  promotionType: z.string().nullable(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsValueSchema = pageSchema(announcementSchema);
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

const optionalDate = z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().optional();

/** True unless both ends are given and the end is not after the start (compared as instants, not text). */
function endsAfterStart(input: { publishedAt?: string | null; expiresAt?: string | null }): boolean {
  return (
    !input.publishedAt || !input.expiresAt || Date.parse(input.expiresAt) > Date.parse(input.publishedAt)
  );
}

/** What the operator writes; the content HTML is sanitised before it is stored. */
export const announcementInputSchema = z
  .object({
    language: z.enum(CONTENT_LANGUAGES, 'validation.invalidOption'),
    type: z.enum(ANNOUNCEMENT_TYPES, 'validation.invalidOption'),
    platform: z.enum(ANNOUNCEMENT_PLATFORMS, 'validation.invalidOption').default('W'),
    execution: z.enum(ANNOUNCEMENT_EXECUTIONS, 'validation.invalidOption').nullable().default(null),
    title: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
    content: z.string().trim().min(1, 'validation.required').max(20_000, 'validation.tooLong'),
    promotionType: z.string().trim().max(40, 'validation.tooLong').nullable().default(null),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    publishedAt: optionalDate,
    expiresAt: optionalDate,
  })
  .refine(endsAfterStart, { path: ['expiresAt'], message: 'validation.expiresBeforePublished' });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const operatorAnnouncementSchema = announcementSchema.extend({
  language: z.enum(CONTENT_LANGUAGES),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;

export const idParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The operator's legal licence in one language (the footer's licence popup and /licence). */
export const licenceSchema = z.object({
  title: z.string(),
  authority: z.string(),
  licenceNumber: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sealUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const licenceInputSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  authority: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  licenceNumber: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
  content: z.string().trim().min(1, 'validation.required').max(20_000, 'validation.tooLong'),
  sealUrl: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .refine((url) => url.startsWith('/') || /^https:\/\//.test(url), 'validation.invalidUrl')
    .nullable()
    .default(null),
});
export type LicenceInput = z.input<typeof licenceInputSchema>;

export const licenceParamsSchema = z.object({ lang: z.enum(CONTENT_LANGUAGES, 'validation.invalidOption') });

/** A notice as the operator writes it: plain text (the bell and the marquee show it as text). */
export const noticeInputSchema = z
  .object({
    language: z.enum(CONTENT_LANGUAGES, 'validation.invalidOption'),
    title: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
    content: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
    publishedAt: optionalDate,
    expiresAt: optionalDate,
  })
  .refine(endsAfterStart, { path: ['expiresAt'], message: 'validation.expiresBeforePublished' });
export type NoticeInput = z.input<typeof noticeInputSchema>;

export const operatorNoticeSchema = noticeSchema.extend({
  language: z.enum(CONTENT_LANGUAGES),
  expiresAt: z.string().nullable(),
});
export type OperatorNotice = z.infer<typeof operatorNoticeSchema>;

/** A help topic's code is the anchor of its section (/help#term is linked by the registration form). */
export const helpTopicCodeSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'validation.helpTopicCode');

export const helpTopicParamsSchema = z.object({
  code: helpTopicCodeSchema,
  lang: z.enum(CONTENT_LANGUAGES, 'validation.invalidOption'),
});

/** A help topic in one language; the content HTML is sanitised before it is stored. */
export const helpTopicInputSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
  content: z.string().trim().min(1, 'validation.required').max(20_000, 'validation.tooLong'),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type HelpTopicInput = z.input<typeof helpTopicInputSchema>;

export const operatorHelpTopicSchema = helpTopicSchema.extend({
  language: z.enum(CONTENT_LANGUAGES),
  sortOrder: z.number().int(),
});
export type OperatorHelpTopic = z.infer<typeof operatorHelpTopicSchema>;

/**
 * A path on this site: one leading slash, not two and not a slash then a backslash (browsers read
 * both as another host), and no white space or control character.
 */
function isSitePath(url: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(url);
}

/** An https address with a host; http (sent in clear), javascript: and data: are refused. */
function isHttpsUrl(url: string): boolean {
  if (!/^https:\/\/[^\s\\\p{Cc}]+$/u.test(url) || !URL.canParse(url)) return false;
  return new URL(url).hostname !== '';
}

const LINK_RULES: Record<(typeof BANNER_LINKAGE_TYPES)[number], (url: string | null) => string | null> = {
  NONE: (url) => (url === null ? null : 'validation.linkNotAllowed'),
  ROUTE: (url) => (url === null ? 'validation.required' : isSitePath(url) ? null : 'validation.routeLink'),
  URL: (url) => (url === null ? 'validation.required' : isHttpsUrl(url) ? null : 'validation.httpsLink'),
};

/** A banner as the operator writes it; linkUrl is a site path for ROUTE, an https address for URL. */
export const bannerInputSchema = z
  .object({
    groupName: z.enum(BANNER_GROUPS, 'validation.invalidOption'),
    language: z.enum(CONTENT_LANGUAGES, 'validation.invalidOption'),
    title: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong'),
    imageUrl: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(500, 'validation.tooLong')
      .refine((url) => isSitePath(url) || isHttpsUrl(url), 'validation.imageUrl'),
    linkageType: z.enum(BANNER_LINKAGE_TYPES, 'validation.invalidOption'),
    /** An empty link is no link. */
    linkUrl: z
      .string()
      .trim()
      .max(500, 'validation.tooLong')
      .nullable()
      .default(null)
      .transform((url) => url || null),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((input, context) => {
    const message = LINK_RULES[input.linkageType](input.linkUrl);
    if (message) context.addIssue({ code: 'custom', path: ['linkUrl'], message });
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const operatorBannerSchema = bannerSchema.omit({ url: true }).extend({
  language: z.enum(CONTENT_LANGUAGES),
  /** The picture's address (`url` in the public banner). */
  imageUrl: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

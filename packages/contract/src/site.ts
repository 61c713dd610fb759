// Start-up state of the site (SPEC.md §3 "Permission info", §4 "System status") and the operator's
// site settings that produce it.
import { z } from 'zod';
import { isIP } from './ip';
import { amountSchema } from './money';

export const sitePaths = {
  permission: '/api/permission',
  operatorSettings: '/api/operator/site-settings',
} as const;

/** 0 normal, 1 maintenance page, 2 region-restriction (blocked) page. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** Whitelabel module ids the web reads (SPEC.md §3 "Whitelabel flags" and toggles). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
  'FREEPLAY3',
  'FORCECHNGPASS3',
  'SMSLOGIN3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
/** Group modules of the tree; turning one off turns off every flag under it. */
export const WHITELABEL_GROUPS = ['REGISTER3', 'PASSWORD3', 'LOGIN3'] as const;
export const WHITELABEL_MODULE_IDS = [...WHITELABEL_GROUPS, ...WHITELABEL_FLAGS] as const;

export type WhitelabelNode = { modId: string; enabled: boolean; childrenNodes: WhitelabelNode[] };
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNodeSchema) }),
);

export const CUSTOMER_SERVICE_TYPES = [
  'LIVECHAT',
  'FACEBOOK',
  'TELEGRAM',
  'ZALO',
  'WHATSAPP',
  'EMAIL',
  'PHONE',
] as const;
export const customerServiceSchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  title: z.string(),
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** Resource types: app downloads and social links (SPEC.md §3 "Public state" resources). */
export const RESOURCE_TYPES = ['IOS', 'ANDROID', 'FACEBOOK', 'TELEGRAM', 'YOUTUBE', 'INSTAGRAM'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const permissionSchema = z.object({
  systemStatus: systemStatusSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** The visitor's IP as the server sees it, and its country when known. */
  location: z.string(),
  country: z.string().nullable(),
  siteName: z.string(),
  mainDomain: z.string(),
  domainRoute: z.array(z.string()),
  currencySymbol: z.string(),
  /** The operator has configured a VIP ladder (SPEC.md §3 hasVip): VIP items show in the side menu. */
  hasVip: z.boolean(),
  /** Site time zone as minutes east of UTC (DESIGN.md: default GMT+8). */
  timeZoneOffsetMinutes: z.number().int(),
  maintenanceMessage: z.string(),
  gtagId: z.string(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  customerService: z.array(customerServiceSchema),
  resources: z.partialRecord(z.enum(RESOURCE_TYPES), z.string()),
  footerVendors: z.array(z.string()),
  whitelabel: z.object({
    flags: z.record(z.string(), z.boolean()),
    tree: z.array(whitelabelNodeSchema),
  }),
  encryption: z.object({
    kid: z.string(),
    jwk: z.object({ kty: z.string(), n: z.string(), e: z.string(), alg: z.string(), kid: z.string() }),
  }),
});
export type Permission = z.infer<typeof permissionSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'validation.invalidUrl');

const blockedEntry = z
  .string()
  .trim()
  .refine((value) => {
    const [address, prefix, extra] = value.split('/');
    if (extra !== undefined || !address || !isIP(address)) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return Number.isInteger(bits) && bits >= 0 && bits <= (address.includes(':') ? 128 : 32);
  }, 'validation.invalidIp');

/** What the operator may change; every field optional so that a call changes only what it names. */
export const siteSettingsUpdateSchema = z
  .object({
    siteName: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
    maintenance: z.boolean(),
    maintenanceMessage: z.string().trim().max(500, 'validation.tooLong'),
    blockedIps: z.array(blockedEntry).max(1000),
    blockedCountries: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/, 'validation.invalidCountry')
          .transform((value) => value.toUpperCase()),
      )
      .max(250),
    currencySymbol: z.string().trim().min(1, 'validation.required').max(5, 'validation.tooLong'),
    timeZoneOffsetMinutes: z.number().int().min(-720, 'validation.tooSmall').max(840, 'validation.tooBig'),
    /** The valid bet over a period that makes a team member active in agent reports. */
    agentActiveMinValidBet: amountSchema,
    resources: z.partialRecord(z.enum(RESOURCE_TYPES), httpUrl),
    whitelabel: z.partialRecord(z.enum(WHITELABEL_MODULE_IDS), z.boolean()),
  })
  .partial()
  .strict();
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

export const siteSettingsSchema = z.object({
  siteName: z.string(),
  maintenance: z.boolean(),
  maintenanceMessage: z.string(),
  blockedIps: z.array(z.string()),
  blockedCountries: z.array(z.string()),
  currencySymbol: z.string(),
  timeZoneOffsetMinutes: z.number().int(),
  /** The valid bet over a period that makes a team member active in agent reports (decimal string). */
  agentActiveMinValidBet: z.string().optional(),
  resources: z.partialRecord(z.enum(RESOURCE_TYPES), z.string()),
  whitelabel: z.record(z.string(), z.boolean()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

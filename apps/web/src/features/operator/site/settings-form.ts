// The site-settings form's pure rules: the form's values from the saved settings, the PATCH body of
// only what the operator changed, the contract's check of that body, and where each refusal's message
// goes (a list entry's message names the entry, so the operator sees which line is wrong).
import {
  RESOURCE_TYPES,
  siteSettingsUpdateSchema,
  type ResourceType,
  type SiteSettings,
} from '@playdeck/contract/site';
import type { SiteSettingsBody } from './api/site-settings';

export interface SettingsFormValues {
  siteName: string;
  currencySymbol: string;
  /** A select's value: minutes east of UTC as text. */
  timeZoneOffsetMinutes: string;
  maintenance: boolean;
  maintenanceMessage: string;
  /** One IP or CIDR range per line. */
  blockedIps: string;
  /** Two-letter codes, separated by commas, spaces or lines. */
  blockedCountries: string;
  resources: Record<ResourceType, string>;
  whitelabel: Record<string, boolean>;
}

/** The form's fields that a message can be put on. */
export type SettingsFieldName =
  | 'siteName'
  | 'currencySymbol'
  | 'timeZoneOffsetMinutes'
  | 'maintenance'
  | 'maintenanceMessage'
  | 'blockedIps'
  | 'blockedCountries'
  | `resources.${ResourceType}`
  | `whitelabel.${string}`;

/**
 * The whitelabel switches by group, in the order the site's module tree has them: a group turned off
 * turns off every switch under it (the server's whitelabel tree, SPEC.md §3).
 */
export const WHITELABEL_SECTIONS = [
  {
    group: 'REGISTER3',
    flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'AGENTPOLICY3'],
  },
  { group: 'PASSWORD3', flags: ['CHNGPASSVERIF3', 'CHNGPASSMAIL3', 'FORCECHNGPASS3'] },
  { group: 'LOGIN3', flags: ['SMSLOGIN3', 'FREEPLAY3'] },
] as const;

/** The time zones offered: every offset in use in the world, in minutes east of UTC. */
export const TIME_ZONE_OFFSETS = [
  -720, -660, -600, -570, -540, -480, -420, -360, -300, -240, -210, -180, -120, -60, 0, 60, 120, 180, 210,
  240, 270, 300, 330, 345, 360, 390, 420, 480, 525, 540, 570, 600, 630, 660, 720, 765, 780, 840,
];

/** The offsets for the select, with the saved one added when it is unusual. */
export function timeZoneOptions(current: number): number[] {
  if (TIME_ZONE_OFFSETS.includes(current)) return TIME_ZONE_OFFSETS;
  return [...TIME_ZONE_OFFSETS, current].sort((a, b) => a - b);
}

/** "GMT+8", "GMT+5:30", "GMT-3:30", "GMT+0". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Entries typed one per line, or separated by commas, semicolons or spaces. */
export function parseList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((entry) => entry.length > 0);
}

export function toFormValues(settings: SiteSettings): SettingsFormValues {
  return {
    siteName: settings.siteName,
    currencySymbol: settings.currencySymbol,
    timeZoneOffsetMinutes: String(settings.timeZoneOffsetMinutes),
    maintenance: settings.maintenance,
    maintenanceMessage: settings.maintenanceMessage,
    blockedIps: settings.blockedIps.join('\n'),
    blockedCountries: settings.blockedCountries.join(', '),
    resources: Object.fromEntries(
      RESOURCE_TYPES.map((type) => [type, settings.resources[type] ?? '']),
    ) as Record<ResourceType, string>,
    whitelabel: { ...settings.whitelabel },
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((entry, index) => entry === b[index]);

/** The PATCH body: only the settings whose value differs from the saved one. */
export function changedSettings(values: SettingsFormValues, saved: SiteSettings): SiteSettingsBody {
  const body: SiteSettingsBody = {};
  if (values.siteName.trim() !== saved.siteName) body.siteName = values.siteName;
  if (values.currencySymbol.trim() !== saved.currencySymbol) body.currencySymbol = values.currencySymbol;
  const offset = Number(values.timeZoneOffsetMinutes);
  if (offset !== saved.timeZoneOffsetMinutes) body.timeZoneOffsetMinutes = offset;
  if (values.maintenance !== saved.maintenance) body.maintenance = values.maintenance;
  if (values.maintenanceMessage.trim() !== saved.maintenanceMessage) {
    body.maintenanceMessage = values.maintenanceMessage;
  }
  const blockedIps = parseList(values.blockedIps);
  if (!sameList(blockedIps, saved.blockedIps)) body.blockedIps = blockedIps;
  const blockedCountries = parseList(values.blockedCountries).map((code) => code.toUpperCase());
  if (!sameList(blockedCountries, saved.blockedCountries)) body.blockedCountries = blockedCountries;

  const resources: NonNullable<SiteSettingsBody['resources']> = {};
  for (const type of RESOURCE_TYPES) {
    const url = values.resources[type].trim();
    if (url !== (saved.resources[type] ?? '')) resources[type] = url;
  }
  if (Object.keys(resources).length > 0) body.resources = resources;

  const whitelabel: Record<string, boolean> = {};
  for (const [modId, enabled] of Object.entries(values.whitelabel)) {
    if (saved.whitelabel[modId] !== undefined && enabled !== saved.whitelabel[modId]) {
      whitelabel[modId] = enabled;
    }
  }
  if (Object.keys(whitelabel).length > 0) body.whitelabel = whitelabel as SiteSettingsBody['whitelabel'];
  return body;
}

/** How many settings a body changes (each resource and switch counts once). */
export function countChanges(body: SiteSettingsBody): number {
  const { resources, whitelabel, ...rest } = body;
  return (
    Object.keys(rest).length + Object.keys(resources ?? {}).length + Object.keys(whitelabel ?? {}).length
  );
}

/** The contract's check of a body, as the server would answer it: dotted path → message key. */
export function checkSettings(body: SiteSettingsBody): Record<string, string> {
  const result = siteSettingsUpdateSchema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

const SCALAR_FIELDS = new Set<string>([
  'siteName',
  'currencySymbol',
  'timeZoneOffsetMinutes',
  'maintenance',
  'maintenanceMessage',
]);

export interface PlacedErrors {
  /** The message of each form field, translated. */
  fields: Partial<Record<SettingsFieldName, string>>;
  /** Messages no field of the form shows. */
  others: string[];
}

/**
 * Puts a refusal's per-field messages (the server's `fields`, or checkSettings') on the form's
 * fields: "blockedIps.1" goes to the block list, naming the entry that was sent at that place.
 */
export function placeSettingsErrors(
  messages: Record<string, string>,
  sent: SiteSettingsBody,
  translate: (message: string) => string,
  entryMessage: (entry: string, message: string) => string,
): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, others: [] };
  for (const [path, raw] of Object.entries(messages)) {
    const message = translate(raw);
    const [head = '', key] = path.split('.');
    let field: SettingsFieldName | null = null;
    let text = message;
    if (head === 'blockedIps' || head === 'blockedCountries') {
      field = head;
      const entry = key === undefined ? undefined : sent[head]?.[Number(key)];
      if (entry !== undefined) text = entryMessage(entry, message);
    } else if (head === 'resources' && (RESOURCE_TYPES as readonly string[]).includes(key ?? '')) {
      field = `resources.${key as ResourceType}`;
    } else if (head === 'whitelabel' && key) {
      field = `whitelabel.${key}`;
    } else if (SCALAR_FIELDS.has(head)) {
      field = head as SettingsFieldName;
    }
    if (field === null) placed.others.push(message);
    else placed.fields[field] ??= text;
  }
  return placed;
}

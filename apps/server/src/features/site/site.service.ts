// Site settings and the start-up call (SPEC.md §3 "Permission info", §4 "System status"). Settings
// are read from the database and kept for a few seconds, so that the start-up call, which every
// visit makes, costs no query in the common case; a change made through this service is seen at once
// on this process, and on every other one when the operator's change is announced (forget(), called
// on the bus's site:changed, plugins/site-changes.ts).
import type { Permission, SiteSettings, SiteSettingsUpdate, SystemStatus } from '@playdeck/contract/site';
import { RESOURCE_TYPES, SYSTEM_STATUS } from '@playdeck/contract/site';
import { fromMinor } from '@playdeck/contract/money';
import type { Database } from '../../plugins/database';
import type { AuditWriter } from '../audit/audit.service';
import type { PublicEncryptionKey } from '../../plugins/crypto';
import { buildBlockList, countryOf, systemStatusFor } from './access';
import { createSiteRepository } from './site.repository';

/** The country of an IP from the bundled country dataset, or null when it is not known. */
export { countryOf } from './access';
import { buildWhitelabelTree, effectiveWhitelabelFlags } from './whitelabel';

/** Scalar settings and their values when the operator has not set them. */
export const SITE_SETTING_DEFAULTS = {
  siteName: 'Playdeck',
  maintenance: false,
  maintenanceMessage: '',
  currencySymbol: '$',
  timeZoneOffsetMinutes: 480,
  mainDomain: '',
  domainRoute: [] as string[],
  gtagId: '',
  imageCDNs: [] as string[],
  launchGameCDNs: [] as string[],
  footerVendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
  /** The insecure default password given to accounts the operator or an agent creates (DESIGN.md). */
  defaultPassword: 'a123456',
  /** Days after which a password must be changed; 0 turns expiry off. */
  passwordExpiryDays: 0,
  /** Play money a free-play (trial) member starts with, a decimal string. */
  trialPlayBalance: '2000.00',
  /**
   * The valid bet over a period (a decimal string) that makes a team member active in the agent
   * centre's reports (../shared/AGENTS.md §1 "active member").
   */
  agentActiveMinValidBet: '100.00',
  /** Every operator sign-in needs an authenticator code (the staff desk's switch, issue 19 item 3). */
  operatorSecondFactorRequired: false,
};
export type ScalarSettings = typeof SITE_SETTING_DEFAULTS;

const SNAPSHOT_TTL_MS = 3_000;

/** Scalar settings that are amounts of money (decimal strings with 2 places). */
const MONEY_SETTINGS = ['trialPlayBalance', 'agentActiveMinValidBet'] as const;

function amountText(value: unknown): string {
  if (typeof value === 'number') return fromMinor(BigInt(Math.round(value * 100)));
  return String(value);
}

type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;

async function loadSnapshot(db: Database) {
  const repository = createSiteRepository(db);
  const [settingRows, modules, customerService, resourceRows, blocks] = await Promise.all([
    repository.listSettings(),
    repository.listWhitelabelModules(),
    repository.listCustomerService(),
    repository.listResources(),
    repository.listAccessBlocks(),
  ]);
  const scalars: ScalarSettings = { ...SITE_SETTING_DEFAULTS };
  for (const row of settingRows) {
    if (Object.hasOwn(SITE_SETTING_DEFAULTS, row.key)) Object.assign(scalars, { [row.key]: row.value });
  }
  // A jsonb string that reads as a number ("150.00") comes back from the driver as that number: the
  // money settings stay decimal strings.
  for (const key of MONEY_SETTINGS) scalars[key] = amountText(scalars[key]);
  const tree = buildWhitelabelTree(modules);
  const blockedIps = blocks.filter((block) => block.kind === 'ip').map((block) => block.value);
  const blockedCountries = blocks.filter((block) => block.kind === 'country').map((block) => block.value);
  return {
    scalars,
    tree,
    modules,
    flags: effectiveWhitelabelFlags(tree),
    customerService: customerService.map(({ csType, title, path }) => ({ csType, title, path })),
    resources: Object.fromEntries(resourceRows.map((row) => [row.resourceType, row.url])),
    blockedIps,
    blockedCountries,
    blockList: buildBlockList(blockedIps),
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

export function createSiteService(deps: {
  db: Database;
  encryptionKey: PublicEncryptionKey;
  /** The VIP feature: whether the operator has configured any level (public state hasVip). */
  hasVip: () => Promise<boolean>;
}) {
  /** The settings as last read (`loaded` once the read has finished), kept SNAPSHOT_TTL_MS. */
  let snapshot: { value: Promise<Snapshot>; loaded?: Snapshot; loadedAt: number } | undefined;

  function current(): Promise<Snapshot> {
    if (!snapshot || Date.now() - snapshot.loadedAt > SNAPSHOT_TTL_MS) {
      const value = loadSnapshot(deps.db);
      const entry: NonNullable<typeof snapshot> = { value, loadedAt: Date.now() };
      snapshot = entry;
      value.then(
        (loaded) => (entry.loaded = loaded),
        () => {
          if (snapshot === entry) snapshot = undefined;
        },
      );
    }
    return snapshot.value;
  }

  function statusOf(site: Snapshot, ip: string): SystemStatus {
    return systemStatusFor(
      ip,
      {
        maintenance: site.scalars.maintenance,
        blockedIps: site.blockedIps,
        blockedCountries: site.blockedCountries,
      },
      site.blockList,
    );
  }

  async function accessFor(ip: string): Promise<SystemStatus> {
    return statusOf(await current(), ip);
  }

  /**
   * The access state at once, when the settings kept are fresh (every API call asks it); undefined
   * when they must be read first (then use accessFor).
   */
  function accessForNow(ip: string): SystemStatus | undefined {
    const fresh = snapshot?.loaded && Date.now() - snapshot.loadedAt <= SNAPSHOT_TTL_MS;
    return fresh ? statusOf(snapshot!.loaded!, ip) : undefined;
  }

  async function permission(ip: string): Promise<Permission> {
    const site = await current();
    const status = await accessFor(ip);
    const country = countryOf(ip);
    const { scalars } = site;
    return {
      systemStatus: status,
      maintenance: status === SYSTEM_STATUS.maintenance,
      regionRestriction: status === SYSTEM_STATUS.restricted,
      location: ip,
      country,
      siteName: scalars.siteName,
      mainDomain: scalars.mainDomain,
      domainRoute: scalars.domainRoute,
      currencySymbol: scalars.currencySymbol,
      hasVip: await deps.hasVip(),
      timeZoneOffsetMinutes: scalars.timeZoneOffsetMinutes,
      maintenanceMessage: scalars.maintenanceMessage,
      gtagId: scalars.gtagId,
      imageCDNs: scalars.imageCDNs,
      launchGameCDNs: scalars.launchGameCDNs,
      customerService: site.customerService as Permission['customerService'],
      resources: site.resources,
      footerVendors: scalars.footerVendors,
      whitelabel: { flags: site.flags, tree: site.tree },
      encryption: deps.encryptionKey,
    };
  }

  async function settings(): Promise<SiteSettings> {
    const site = await current();
    return {
      siteName: site.scalars.siteName,
      maintenance: site.scalars.maintenance,
      maintenanceMessage: site.scalars.maintenanceMessage,
      blockedIps: site.blockedIps,
      blockedCountries: site.blockedCountries,
      currencySymbol: site.scalars.currencySymbol,
      timeZoneOffsetMinutes: site.scalars.timeZoneOffsetMinutes,
      agentActiveMinValidBet: site.scalars.agentActiveMinValidBet,
      resources: site.resources,
      whitelabel: Object.fromEntries(site.modules.map((module) => [module.modId, module.enabled])),
    };
  }

  /**
   * Applies the fields the update names, in one transaction, and returns the new settings. With an
   * audit writer, the trail's entry (each named field before and after) is written in that transaction.
   */
  async function updateSettings(update: SiteSettingsUpdate, audit?: AuditWriter): Promise<SiteSettings> {
    const before = audit ? await settings() : undefined;
    await deps.db.transaction(async (transaction) => {
      const repository = createSiteRepository(transaction);
      const scalarKeys = [
        'siteName',
        'maintenance',
        'maintenanceMessage',
        'currencySymbol',
        'timeZoneOffsetMinutes',
        'agentActiveMinValidBet',
      ] as const;
      for (const key of scalarKeys) {
        if (update[key] !== undefined) await repository.upsertSetting(key, update[key]);
      }
      if (update.blockedIps) await repository.replaceAccessBlocks('ip', update.blockedIps);
      if (update.blockedCountries) await repository.replaceAccessBlocks('country', update.blockedCountries);
      for (const type of RESOURCE_TYPES) {
        const url = update.resources?.[type];
        if (url === undefined) continue;
        if (url === '') await repository.deleteResource(type);
        else await repository.upsertResource(type, url);
      }
      for (const [modId, enabled] of Object.entries(update.whitelabel ?? {})) {
        await repository.setWhitelabelModule(modId, enabled);
      }
      if (audit && before) {
        const changed = Object.keys(update) as (keyof SiteSettingsUpdate)[];
        await audit(transaction, {
          action: 'site.settings',
          targetType: 'site',
          targetId: 'settings',
          before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
          after: update,
        });
      }
    });
    snapshot = undefined;
    return settings();
  }

  /** Scalar settings other features read (default password, time zone, expiry). */
  async function scalarSettings(): Promise<ScalarSettings> {
    return (await current()).scalars;
  }

  /** Sets one scalar setting that another feature owns (the staff desk's second-factor switch). */
  async function setScalarSetting<Key extends 'operatorSecondFactorRequired'>(
    key: Key,
    value: ScalarSettings[Key],
  ): Promise<void> {
    await createSiteRepository(deps.db).upsertSetting(key, value);
    snapshot = undefined;
  }

  return {
    permission,
    accessFor,
    accessForNow,
    settings,
    updateSettings,
    scalarSettings,
    setScalarSetting,
    /** Drops the settings kept (a read under way is not kept either); the next call reads them. */
    forget: () => void (snapshot = undefined),
  };
}

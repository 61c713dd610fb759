// Demo data for a new installation: site settings, the whitelabel tree, customer-service links,
// download and social resources, the house vendor's studios, notices, help topics, banners, the
// three demo accounts of the README, the VIP ladder and the slots jackpot's opening pool; on first
// start also the agent tree with three weeks of play (agent-demo.ts). Runs once, when the database
// has no account yet.
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { Database } from '../plugins/database';
import { createAccount, countAccounts } from '../features/account/account.service';
import { createWalletService, transfer } from '../features/wallet/wallet.service';
import {
  announcementsTable,
  bannersTable,
  helpTopicsTable,
  licencesTable,
  noticesTable,
} from '../features/content/content.table';
import { gamesTable, vendorsTable } from '../features/lobby/lobby.table';
import { HOUSE_STUDIOS } from '../vendors/house/studios';
import { houseCatalogue } from '../vendors/house/catalogue';
import {
  customerServiceLinksTable,
  siteResourcesTable,
  siteSettingsTable,
  whitelabelModulesTable,
} from '../features/site/site.table';
import { ANNOUNCEMENTS, BANNERS, HELP_TOPICS, LICENCES, NOTICES } from './demo-content';
import { sanitizeHtml } from '../features/content/sanitize-html';
import { seedRegistrationRules } from './registration-rules';
import { seedPaymentsDemo } from './payments-demo';
import { seedVipDemo } from './vip-demo';
import { seedContractsDemo } from './contracts-demo';
import { seedPromotionsDemo } from './promotions-demo';
import { seedRewardsDemo } from './rewards-demo';
import { seedAgentDemo } from './agent-demo';

export const DEMO_ACCOUNTS = {
  operator: {
    username: 'operator',
    password: 'Operator2026',
    type: ACCOUNT_TYPES.operator,
    nickname: 'Site operator',
  },
  agent: { username: 'agent1', password: 'Agent2026', type: ACCOUNT_TYPES.agent, nickname: 'Agent One' },
  member: { username: 'demo', password: 'Demo2026', type: ACCOUNT_TYPES.member, nickname: 'Demo Player' },
} as const;

/** The demo member's starting balance (1,000.00), so that the demo can play at once. */
export const DEMO_MEMBER_BALANCE_MINOR = 100_000n;
/** The demo jackpot pool's opening seed (88,888.00). */
export const DEMO_JACKPOT_SEED_MINOR = 8_888_800n;
/** The demo site's time zone, GMT+8 (the site setting timeZoneOffsetMinutes). */
export const DEMO_TIME_ZONE_OFFSET_MINUTES = 480;

export type SeedOptions = {
  /**
   * Also the agent tree: agent2, sub-agents, forty members and two trials with three weeks of rounds,
   * payments and VIP upgrades (agent-demo.ts). The server's first start asks for it; tests and the
   * benchmark leave it out, so that their own figures start from the three README accounts.
   */
  agentTree?: boolean;
  /** The seed time that the tree's history is laid out before (default: now). */
  now?: Date;
};

/** Parent first: SPEC.md §3 whitelabel flags grouped by what they govern. */
const WHITELABEL_MODULES: { modId: string; parentModId: string | null; enabled: boolean }[] = [
  { modId: 'REGISTER3', parentModId: null, enabled: true },
  { modId: 'USERNAMEREG3', parentModId: 'REGISTER3', enabled: true },
  { modId: 'MOBILENUMREG3', parentModId: 'REGISTER3', enabled: true },
  { modId: 'MOBILENUMPASSREG3', parentModId: 'REGISTER3', enabled: true },
  { modId: 'REGMOBVERF3', parentModId: 'REGISTER3', enabled: true },
  { modId: 'AGENTPOLICY3', parentModId: 'REGISTER3', enabled: true },
  { modId: 'PASSWORD3', parentModId: null, enabled: true },
  { modId: 'CHNGPASSVERIF3', parentModId: 'PASSWORD3', enabled: true },
  { modId: 'CHNGPASSMAIL3', parentModId: 'PASSWORD3', enabled: true },
  { modId: 'FORCECHNGPASS3', parentModId: 'PASSWORD3', enabled: true },
  { modId: 'LOGIN3', parentModId: null, enabled: true },
  { modId: 'SMSLOGIN3', parentModId: 'LOGIN3', enabled: true },
  { modId: 'FREEPLAY3', parentModId: 'LOGIN3', enabled: true },
];

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if ((await countAccounts(db)) > 0) return false;
  const memberId = await db.transaction(async (transaction) => {
    await transaction.insert(siteSettingsTable).values([
      { key: 'siteName', value: 'Playdeck' },
      { key: 'mainDomain', value: 'localhost' },
      { key: 'currencySymbol', value: '$' },
      { key: 'timeZoneOffsetMinutes', value: DEMO_TIME_ZONE_OFFSET_MINUTES },
    ]);
    await transaction
      .insert(whitelabelModulesTable)
      .values(WHITELABEL_MODULES.map((module, index) => ({ ...module, sortOrder: index })));
    await transaction.insert(customerServiceLinksTable).values([
      { csType: 'LIVECHAT', title: 'Live chat 24/7', path: '/livechat', sortOrder: 0 },
      { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/playdeck_support', sortOrder: 1 },
      { csType: 'FACEBOOK', title: 'Messenger', path: 'https://m.me/playdeck', sortOrder: 2 },
    ]);
    // No iOS link: the side menu's iOS code then opens the site's own app download page, which
    // installs the site as an app (docs/decisions/018-app-download.md).
    await transaction.insert(siteResourcesTable).values([
      { resourceType: 'ANDROID', url: 'https://download.playdeck.example/android/playdeck.apk' },
      { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/playdeck' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/playdeck' },
    ]);
    // A studio is offered once it has games: a vendor with nothing to play would be an empty lane.
    const catalogue = houseCatalogue();
    const withGames = HOUSE_STUDIOS.filter((studio) =>
      catalogue.some((game) => game.vendorCode === studio.code),
    );
    await transaction.insert(vendorsTable).values(
      withGames.map(({ code, displayName, gameType }, index) => ({
        code,
        displayName,
        gameType,
        iconUrl: `/vendors/${code}.svg`,
        walletMode: 'seamless',
        isHouse: true,
        sortOrder: index,
      })),
    );
    await transaction.insert(gamesTable).values(catalogue);
    await transaction.insert(noticesTable).values(NOTICES);
    await transaction.insert(helpTopicsTable).values(HELP_TOPICS);
    await transaction.insert(bannersTable).values(BANNERS);
    await transaction
      .insert(announcementsTable)
      .values(ANNOUNCEMENTS.map((row) => ({ ...row, contentHtml: sanitizeHtml(row.contentHtml) })));
    await transaction
      .insert(licencesTable)
      .values(LICENCES.map((row) => ({ ...row, contentHtml: sanitizeHtml(row.contentHtml) })));

    const operator = await createAccount(transaction, DEMO_ACCOUNTS.operator);
    const agent = await createAccount(transaction, { ...DEMO_ACCOUNTS.agent, parentId: operator.id });
    const member = await createAccount(transaction, { ...DEMO_ACCOUNTS.member, parentId: agent.id });
    // After the accounts: the demo affiliate code belongs to agent1.
    await seedRegistrationRules(transaction);
    await seedPaymentsDemo(transaction);
    await seedVipDemo(transaction);
    await seedPromotionsDemo(transaction, options.now ?? new Date());
    await seedRewardsDemo(transaction, {
      now: options.now ?? new Date(),
      timeZoneOffsetMinutes: DEMO_TIME_ZONE_OFFSET_MINUTES,
    });
    if (options.agentTree) {
      await seedAgentDemo(transaction, {
        now: options.now ?? new Date(),
        timeZoneOffsetMinutes: DEMO_TIME_ZONE_OFFSET_MINUTES,
      });
      await seedContractsDemo(transaction, options.now ?? new Date());
    }
    return member.id;
  });
  // A ledger movement like any other (entries summing to zero), once the accounts are committed; a
  // welcome bonus from the site's bonus account, so the house's own result starts at zero.
  const wallet = createWalletService({ db });
  await wallet.post({
    idempotencyKey: `demo-bonus-${memberId}`,
    kind: 'demo_bonus',
    postings: transfer(
      await wallet.ledgerAccountId('bonus', null),
      await wallet.ledgerAccountId('member_wallet', memberId),
      DEMO_MEMBER_BALANCE_MINOR,
    ),
  });
  // The slots studio's jackpot pool opens with a seed from the site's promotion funds, as an operator
  // would start one; every house stake then adds its share (features/vendors/jackpot-share.ts).
  await wallet.post({
    idempotencyKey: 'demo-jackpot-seed',
    kind: 'jackpot_seed',
    postings: transfer(
      await wallet.ledgerAccountId('bonus', null),
      await wallet.ledgerAccountId('jackpot', null, 'PDSLOT'),
      DEMO_JACKPOT_SEED_MINOR,
    ),
  });
  return true;
}

// Builds the Fastify application from its dependencies: plugins first, then every feature's routes.
// Nothing here listens or opens connections; server.ts and the tests do that.
import type { AddressInfo } from 'node:net';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { oidcSeedsOf, type Config } from './plugins/config';
import type { DatabaseHandle } from './plugins/database';
import { createRequestCrypto } from './plugins/crypto';
import { clientErrorHandler, errorsPlugin, sendError } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { accessPlugin } from './plugins/access';
import { securityPlugin } from './plugins/security';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { SITE_CHANGED_CHANNEL, siteChangesPlugin } from './plugins/site-changes';
import { auditNetPlugin } from './plugins/audit-trail';
import { createAuditService } from './features/audit/audit.service';
import { auditOperatorRoutes } from './features/audit/audit.routes';
import { createMembersService } from './features/members/members.service';
import { membersOperatorRoutes } from './features/members/members.routes';
import { staffAccessPlugin } from './plugins/staff-access';
import { DEFAULT_SSR_WORKER, DEFAULT_WEB_DIST } from './paths';
import { createSiteService } from './features/site/site.service';
import { siteRoutes } from './features/site/site.routes';
import { createSessionService } from './features/session/session.service';
import { sessionRoutes } from './features/session/session.routes';
import { createOidcService } from './features/session/oidc/oidc.service';
import { oidcOperatorRoutes, oidcRoutes } from './features/session/oidc/oidc.routes';
import { accountRoutes } from './features/account/account.routes';
import { createLobbyService } from './features/lobby/lobby.service';
import { lobbyRoutes } from './features/lobby/lobby.routes';
import { lobbyOperatorRoutes } from './features/lobby/lobby.operator.routes';
import { createCatalogueService } from './features/lobby/catalogue.service';
import { createContentService } from './features/content/content.service';
import { contentRoutes } from './features/content/content.routes';
import { contentOperatorRoutes } from './features/content/content.operator.routes';
import { operatorRoutes } from './features/operator/operator.routes';
import { createCaptchaService } from './features/captcha/captcha.service';
import { captchaRoutes } from './features/captcha/captcha.routes';
import { createOutboxService } from './features/outbox/outbox.service';
import { outboxRoutes } from './features/outbox/outbox.routes';
import { createSmsService } from './features/sms/sms.service';
import { smsOperatorRoutes, smsRoutes } from './features/sms/sms.routes';
import { createRegistrationService } from './features/registration/registration.service';
import { createStaffService } from './features/staff/staff.service';
import { staffRoutes } from './features/staff/staff.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { createPasswordService } from './features/password/password.service';
import { createWalletService } from './features/wallet/wallet.service';
import { walletRoutes } from './features/wallet/wallet.routes';
import { createRecordsService } from './features/wallet/records.service';
import { recordsRoutes } from './features/wallet/records.routes';
import { passwordRoutes } from './features/password/password.routes';
import { createVendorsService, loadHouseVendorSecret } from './features/vendors/vendors.service';
import { vendorRoutes } from './features/vendors/vendors.routes';
import { createBus, type Bus } from './plugins/bus';
import { addressOf, createReadiness, type Readiness } from './plugins/readiness';
import { createScheduler, type Job, type Scheduler } from './jobs/scheduler';
import { createWalletClient } from './vendors/house/wallet-client';
import { createHouseService } from './vendors/house/house.service';
import { houseRoutes } from './vendors/house/house.routes';
import { createSlotsService, slotsModule } from './vendors/house/slots/slots.service';
import { createLotteryModule, createLotteryService } from './vendors/house/lottery/lottery.service';
import { houseLotteryRoutes } from './vendors/house/lottery/lottery.routes';
import { createLotteryService as createPlatformLotteryService } from './features/lottery/lottery.service';
import { lotteryRoutes } from './features/lottery/lottery.routes';
import { baccaratModule, createBaccaratService } from './vendors/house/baccarat/baccarat.service';
import { baccaratRoutes } from './vendors/house/baccarat/baccarat.routes';
import { cockfightModule, createCockfightService } from './vendors/house/cockfight/cockfight.service';
import { cockfightRoutes } from './vendors/house/cockfight/cockfight.routes';
import { createSportsbookService, sportsbookModule } from './vendors/house/sportsbook/sportsbook.service';
import { createDemoWallet } from './vendors/house/demo-wallet';
import { sportsbookRoutes } from './vendors/house/sportsbook/sportsbook.routes';
import { createPokerService, pokerModule } from './vendors/house/poker/poker.service';
import { pokerRoutes } from './vendors/house/poker/poker.routes';
import { createVideoPokerService, videoPokerModule } from './vendors/house/video-poker/video-poker.service';
import { videoPokerRoutes } from './vendors/house/video-poker/video-poker.routes';
import { blackjackModule, createBlackjackService } from './vendors/house/blackjack/blackjack.service';
import { blackjackRoutes } from './vendors/house/blackjack/blackjack.routes';
import { createScratchService, scratchModule } from './vendors/house/scratch/scratch.service';
import { scratchRoutes } from './vendors/house/scratch/scratch.routes';
import { createFishService, fishModule } from './vendors/house/fish/fish.service';
import { fishRoutes } from './vendors/house/fish/fish.routes';
import { bingoModule, createBingoService } from './vendors/house/bingo/bingo.service';
import { bingoRoutes } from './vendors/house/bingo/bingo.routes';
import { balanceChannelOf } from '@playdeck/contract/wallet';
import { createFeedbackService } from './features/feedback/feedback.service';
import { feedbackOperatorRoutes, feedbackRoutes } from './features/feedback/feedback.routes';
import { createMessagesService } from './features/messages/messages.service';
import { messagesRoutes } from './features/messages/messages.routes';
import { createPaymentsService } from './features/payments/payments.service';
import { paymentsRoutes } from './features/payments/payments.routes';
import { paymentsOperatorRoutes } from './features/payments/payments.operator.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { createReportsService } from './features/reports/reports.service';
import { houseTheoreticalRtpPercent } from './vendors/house/theoretical-rtp';
import { paymentsGatewayRoutes } from './features/payments/payments.gateway.routes';
import { createTransferService } from './features/wallet/transfer.service';
import { transferRoutes } from './features/wallet/transfer.routes';
import { createAccountRecordsService } from './features/wallet/account-records.service';
import { accountRecordsRoutes } from './features/wallet/account-records.routes';
import { createVipService, VIP_JOB_INTERVAL_MS } from './features/vip/vip.service';
import { vipRoutes } from './features/vip/vip.routes';
import { AGENT_DAY_CLOSE_INTERVAL_MS, createAgentService } from './features/agent/agent.service';
import { agentRoutes } from './features/agent/agent.routes';
import { findAccountById, findAccountByUsername, findRootAccount } from './features/account/account.service';
import { isOperatorType, isTrialType } from '@playdeck/contract/account';
import { permits } from '@playdeck/contract/staff';
import { livechatPaths } from '@playdeck/contract/livechat';
import { contractsAgentRoutes, contractsOperatorRoutes } from './features/contracts/contracts.routes';
import { createContractsService } from './features/contracts/contracts.service';
import { settlementJobs } from './features/contracts/settlement.jobs';
import { promotionsOperatorRoutes, promotionsRoutes } from './features/promotions/promotions.routes';
import { createPromotionsService } from './features/promotions/promotions.service';
import { rebateOperatorRoutes, rebateRoutes } from './features/rebate/rebate.routes';
import { createRebateService } from './features/rebate/rebate.service';
import { pointsOperatorRoutes, pointsRoutes } from './features/points/points.routes';
import { createPointsService } from './features/points/points.service';
import { missionsOperatorRoutes, missionsRoutes } from './features/missions/missions.routes';
import { createMissionsService } from './features/missions/missions.service';
import { referralOperatorRoutes, referralRoutes } from './features/referral/referral.routes';
import {
  responsibleGamingOperatorRoutes,
  responsibleGamingRoutes,
} from './features/responsible-gaming/responsible-gaming.routes';
import { createResponsibleGamingService } from './features/responsible-gaming/responsible-gaming.service';
import { createReferralService } from './features/referral/referral.service';
import { raffleOperatorRoutes, raffleRoutes } from './features/raffle/raffle.routes';
import { createRaffleService } from './features/raffle/raffle.service';
import { createLivechatService } from './features/livechat/livechat.service';
import { livechatOperatorRoutes, livechatRoutes } from './features/livechat/livechat.routes';
import { createChatService } from './features/chat/chat.service';
import { chatRoutes } from './features/chat/chat.routes';
import { chatOperatorRoutes } from './features/chat/chat.operator.routes';
import {
  createSettlementService,
  settlementClock,
  type SettlementService,
} from './features/contracts/settlement.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs; server.ts starts them, tests run them one at a time with runOnce. */
    scheduler: Scheduler;
    jobs: Record<string, Job>;
    bus: Bus;
    /** Settlement of contract periods (server.ts settles the demo's past periods once, after seeding). */
    settlement: SettlementService;
    /** /readyz's checks, and the shutdown that turns it false (server.ts). */
    readiness: Readiness;
  }
}

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis;
  /** Pino logger options; false for tests. */
  logger?: boolean | { level: string };
  /**
   * The clock of time-driven games (lottery draws, live-table hands); tests pass a fake one to move
   * through draws and hands.
   */
  now?: () => Date;
};

export async function buildApp({
  config,
  database,
  redis,
  logger = false,
  now,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db, reads } = database;
  const bus = createBus(redis);
  const readiness = createReadiness({
    db,
    redis,
    log: app.log,
    databaseAddress: config.DATABASE_URL ? addressOf(config.DATABASE_URL, 5432) : undefined,
  });
  const crypto = await createRequestCrypto(db);
  // The start-up call's hasVip asks the VIP feature, made below once the wallet exists.
  const site = createSiteService({ db, encryptionKey: crypto.publicKey, hasVip: () => vip.hasVip() });
  // Captcha, outbox and SMS come before the features that verify people with them.
  const captcha = createCaptchaService({ db, testAnswer: config.CAPTCHA_TEST_ANSWER });
  const outbox = createOutboxService({ db, smtpUrl: config.SMTP_URL, smtpFrom: config.SMTP_FROM });
  const sms = createSmsService({ db, outbox, captcha });
  const wallet = createWalletService({ db });
  const records = createRecordsService({ db: reads, site });
  // Payments, the inbox and the transfer wallet push every member's new balance to the header.
  const publishBalance = (accountId: number, balance: string) =>
    bus.publish(balanceChannelOf(accountId), { balance });
  const messages = createMessagesService({ db });
  const vip = createVipService({ db, wallet, onBalance: publishBalance });
  // Promotions and rebates pay members from the site's bonus account at their VIP level.
  const memberRewards = {
    db,
    wallet,
    site,
    memberVip: vip.memberVip,
    findAccount: (id: number) => findAccountById(db, id),
    onBalance: publishBalance,
    now,
  };
  const referral = createReferralService(memberRewards);
  const promotions = createPromotionsService({ ...memberRewards, referralEnabled: () => referral.enabled() });
  const rebate = createRebateService(memberRewards);
  const missions = createMissionsService(memberRewards);
  const raffle = createRaffleService(memberRewards);
  // A member's limits and breaks from play: deposits and sign-ins ask them; a break ends the sessions.
  const responsibleGaming = createResponsibleGamingService({
    db,
    site,
    endSessions: (accountId, transaction) => sessions.endAll(accountId, transaction),
    capSessions: (accountId, minutes, transaction) => sessions.capAll(accountId, minutes, transaction),
    // Whoever plays with real money: not an operator, not a trial account.
    findMember: async (username) => {
      const account = await findAccountByUsername(db, username);
      return account && !isOperatorType(account.type) && !isTrialType(account.type) ? account : undefined;
    },
    sessionOf: (token) => sessions.describe(token),
    now,
  });
  const payments = createPaymentsService({
    db,
    wallet,
    messages,
    site,
    depositAllowed: responsibleGaming.assertDepositAllowed,
    onBalance: publishBalance,
    withdrawalLockedMinor: async (accountId, transaction) =>
      (await promotions.lockedOf(accountId, transaction)).locked,
    sandboxPageEnabled: config.NODE_ENV !== 'production',
  });
  const points = createPointsService({
    ...memberRewards,
    verifyPaymentPassword: payments.verifyPaymentPassword,
  });
  const transfers = createTransferService({
    db,
    wallet,
    site,
    verifyPaymentPassword: payments.verifyPaymentPassword,
    onBalance: publishBalance,
  });
  const accountRecords = createAccountRecordsService({ db: reads, wallet, site });
  const sessions = createSessionService({
    db,
    site,
    captcha,
    sms,
    outbox,
    wallet,
    memberVip: vip.memberVip,
    bankAccounts: { hasBankAccount: payments.hasBankAccount, holderNameMatches: payments.holderNameMatches },
    playBreaks: responsibleGaming,
  });
  const registration = createRegistrationService({
    db,
    site,
    captcha,
    sms,
    sessions,
    memberReferral: referral,
  });
  // Staff roles: the operator accounts' roles, checked on every operator route (plugins/staff-access.ts).
  const staff = createStaffService({
    db,
    site,
    newAccountFieldMessages: registration.newAccountFieldMessages,
    endSessions: sessions.endAll,
  });
  const oidc = createOidcService({ db, sessions, registration, now });
  await oidc.seed(oidcSeedsOf(config));
  const agent = createAgentService({
    db,
    site,
    registration,
    wallet,
    messages,
    verifyPaymentPassword: payments.verifyPaymentPassword,
    onBalance: publishBalance,
  });
  const contracts = createContractsService({
    db,
    messages,
    site,
    rootAccountId: async () => (await findRootAccount(db))?.id ?? null,
    findAccount: (id) => findAccountById(db, id),
    now,
  });
  const settlement = createSettlementService({
    db,
    database,
    wallet,
    messages,
    contracts,
    site,
    onBalance: publishBalance,
    now: settlementClock(now, config.SETTLEMENT_CLOCK_OFFSET_MINUTES),
  });
  const passwords = createPasswordService({
    db,
    site,
    sms,
    outbox,
    sessions,
    passwordRule: async () => (await registration.rules()).password,
  });
  const content = createContentService({ db });
  const houseSecrets = await loadHouseVendorSecret(db, config.HOUSE_VENDOR_SECRET);
  // The first signs the house game server's calls; the platform accepts every one.
  const houseSecret = houseSecrets[0]!;
  const vendors = createVendorsService({
    db,
    wallet,
    houseSecret: houseSecrets,
    onBalance: (accountId, balance) => bus.publish(balanceChannelOf(accountId), { balance }),
    // A member's loss limits refuse a stake they would not cover.
    stakeGuard: {
      assert: (accountId, amountMinor, transaction) =>
        responsibleGaming.assertStakeAllowed(accountId, amountMinor, transaction),
    },
  });
  // The house game server reaches the wallet over HTTP like any vendor: by default through this very
  // process's port on loopback, known once it listens.
  const platformUrl = () => {
    if (config.HOUSE_PLATFORM_URL) return config.HOUSE_PLATFORM_URL.replace(/\/$/, '');
    const address = app.server.address() as AddressInfo | null;
    return `http://127.0.0.1:${address?.port ?? config.PORT}`;
  };
  const lotteryModule = createLotteryModule({ db });
  const house = createHouseService({
    db,
    wallet: createWalletClient({ baseUrl: platformUrl, secret: houseSecret }),
    demoWallet: createDemoWallet(db),
    modules: [
      slotsModule,
      lotteryModule,
      baccaratModule(db),
      cockfightModule(db),
      sportsbookModule(db),
      pokerModule(db),
      videoPokerModule,
      blackjackModule,
      scratchModule,
      fishModule,
      bingoModule,
    ],
    log: app.log,
  });
  const slots = createSlotsService({ house });
  const houseLottery = createLotteryService({ db, house, now, log: app.log });
  const baccarat = createBaccaratService({ db, house, bus, now });
  const cockfight = createCockfightService({ db, house, bus, now });
  const sportsbook = createSportsbookService({ db, house, now });
  const poker = createPokerService({ db, database, house, bus, now, log: app.log });
  const videoPoker = createVideoPokerService({ db, house });
  const blackjack = createBlackjackService({ db, house });
  const scratch = createScratchService({ house });
  const fish = createFishService({ db, house, now });
  const bingo = createBingoService({ db, house, bus, now });
  // The member site reads only what the lottery vendor publishes (games, drawn results).
  const lottery = createPlatformLotteryService({
    db,
    publisher: {
      games: houseLottery.games,
      results: houseLottery.results,
      openedNumbers: houseLottery.latestOpened,
    },
  });
  const lobby = createLobbyService({
    db,
    reads,
    houseLauncher: house.launch,
    houseDemoLauncher: house.launchDemo,
    houseFixtures: sportsbook.feed,
    housePvpRooms: poker.rooms,
  });
  // An operator's catalogue change drops this process's lanes and catalogue at once (the others on
  // the announcement below).
  const catalogue = createCatalogueService({ db, onChange: () => lobby.invalidate() });
  // Whatever a process keeps of what the operator sets (site settings, the VIP ladder, the phone
  // sign-in provider, the vendors' rows, the lobby's lanes and catalogue) is dropped on every API
  // process as soon as any operator change succeeds (plugins/site-changes.ts announces it on the bus:
  // Redis pub/sub across processes), not when its few seconds run out. The pages rendered on the
  // server are dropped the same way (plugins/web.ts).
  const keptByOperator = [site.forget, vip.forget, sms.forget, vendors.forget, lobby.invalidate];
  const stopSiteChangesListener = bus.subscribe(SITE_CHANGED_CHANNEL, () => {
    for (const forget of keptByOperator) forget();
  });
  const jobs: Record<string, Job> = {
    houseRecovery: {
      name: 'house-recovery',
      intervalMs: 15_000,
      run: async () => void (await house.recover()),
    },
    houseDemoPurge: {
      name: 'house-demo-purge',
      intervalMs: 60 * 60_000,
      run: async () => void (await house.purgeDemo(now?.())),
    },
    lotteryDraws: {
      name: 'lottery-draws',
      intervalMs: 1_000,
      run: async () => void (await houseLottery.runDraws()),
    },
    withdrawalReceipts: {
      name: 'withdrawal-receipts',
      intervalMs: 60_000,
      run: async () => void (await payments.withdrawals.receiveUnconfirmed()),
    },
    baccaratHands: {
      name: 'baccarat-hands',
      intervalMs: 1_000,
      run: async () => void (await baccarat.runDealer()),
    },
    cockfightFights: {
      name: 'cockfight-fights',
      intervalMs: 1_000,
      run: async () => void (await cockfight.runDealer()),
    },
    pokerTables: {
      name: 'poker-tables',
      intervalMs: 1_000,
      run: async () => void (await poker.runDealer()),
    },
    // Video poker and blackjack hands a player left in play for a day are finished by the house.
    abandonedHands: {
      name: 'abandoned-hands',
      intervalMs: 10 * 60_000,
      run: async () => {
        const at = now?.() ?? new Date();
        await videoPoker.finishAbandoned(at);
        await blackjack.finishAbandoned(at);
      },
    },
    bingoRounds: {
      name: 'bingo-rounds',
      intervalMs: 1_000,
      run: async () => void (await bingo.runDealer()),
    },
    sportsbookSettlement: {
      name: 'sportsbook-settlement',
      // Virtual football ends a round every 3 minutes: its bets are paid within seconds.
      intervalMs: 5_000,
      run: async () => void (await sportsbook.runSettlement()),
    },
    rebateDaily: {
      name: 'rebate-daily',
      intervalMs: 5 * 60_000,
      run: async () => void (await rebate.runDue()),
    },
    pointsAccrual: {
      name: 'points-accrual',
      intervalMs: 5 * 60_000,
      run: async () => void (await points.accrueRecent()),
    },
    referralEarnings: {
      name: 'referral-earnings',
      intervalMs: 5 * 60_000,
      run: async () => void (await referral.runDue()),
    },
    raffleDraws: {
      name: 'raffle-draws',
      intervalMs: 30_000,
      run: async () => void (await raffle.runDue()),
    },
    promotionIssue: {
      name: 'promotion-issue',
      intervalMs: 60_000,
      run: async () => void (await promotions.issueDue()),
    },
    agentDayClose: {
      name: 'agent-day-close',
      intervalMs: AGENT_DAY_CLOSE_INTERVAL_MS,
      run: async () => void (await agent.closeRecentDays()),
    },
    ...settlementJobs(settlement, contracts),
    vipUpgrades: {
      name: 'vip-upgrades',
      intervalMs: VIP_JOB_INTERVAL_MS,
      run: async () => void (await vip.evaluateRecent()),
    },
  };
  const scheduler = createScheduler({ database, jobs: Object.values(jobs), log: app.log });
  app.decorate('scheduler', scheduler);
  app.decorate('jobs', jobs);
  app.decorate('settlement', settlement);
  app.decorate('bus', bus);
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => {
    readiness.startShutdown();
    readiness.stop();
    stopSiteChangesListener();
    // A draw or a settlement in flight finishes (bounded: its transactions roll back if cut).
    await scheduler.stop(config.SHUTDOWN_TIMEOUT_MS);
    await bus.close();
  });

  await app.register(errorsPlugin);
  // Before any route: it hooks the operator's changing calls as they are registered.
  await app.register(siteChangesPlugin);
  // Before any route too: every operator call that changes something is in the audit trail.
  await app.register(auditNetPlugin, { db });
  // Every text answer of 1 KB or more is compressed for a client that accepts it (brotli at a
  // quality that costs little CPU per answer, else gzip); the built site's files are compressed once
  // at build time instead (plugins/web.ts). Smaller answers go as they are: compressing them costs
  // more than the bytes it saves. Request bodies are never compressed by our clients, so no route gets
  // the plugin's decompression hook.
  await app.register(compress, {
    globalDecompression: false,
    threshold: 1_024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(websocket, {
    options: { maxPayload: 4_096 },
    // On shutdown every live stream is closed as 1001 "going away": the browser reconnects, and the
    // load balancer sends it to a process that stays.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server going away');
      this.websocketServer.close(() => undefined);
      done();
    },
  });
  await app.register(securityPlugin, {
    redis,
    ratePerMinute: config.RATE_LIMIT_PER_MINUTE,
    connectSources: sms.connectOrigins,
  });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { sessions });
  await app.register(accessPlugin, { site });
  // Before any operator route: it adds the role check to each as it is registered.
  await app.register(staffAccessPlugin, { roleOf: staff.roleOf });

  // Liveness: the process answers. It asks no dependency, so that a database outage does not get
  // every healthy process restarted; /readyz says whether to send it traffic (docs/deploy.md).
  app.get('/healthz', { schema: { hide: true }, config: { accessExempt: true } }, async () => ({
    success: true,
    value: { status: 'ok', database: database.kind },
  }));
  // Readiness: the database answers within a second, Redis too when configured, and the process is
  // not shutting down; else 503 in the error envelope, its value naming what is down.
  app.get('/readyz', { schema: { hide: true }, config: { accessExempt: true } }, async (request, reply) => {
    const report = await readiness.check();
    if (report.ready) {
      return { success: true, value: { status: 'ready', database: report.database, redis: report.redis } };
    }
    reply.header('retry-after', '5');
    return sendError(reply, 503, 'SERVICE_UNAVAILABLE', { value: report });
  });
  await app.register(siteRoutes, { site });
  await app.register(sessionRoutes, { sessions, crypto });
  await app.register(accountRoutes, { db, site, memberVip: vip.memberVip });
  await app.register(lobbyRoutes, { lobby });
  await app.register(lobbyOperatorRoutes, { catalogue });
  await app.register(contentRoutes, { content });
  await app.register(operatorRoutes, { site, sessions });
  await app.register(staffRoutes, { staff });
  await app.register(captchaRoutes, { captcha });
  await app.register(outboxRoutes, { outbox });
  await app.register(smsRoutes, { sms });
  await app.register(registrationRoutes, {
    registration,
    crypto,
    registerPerMinute: config.REGISTRATION_RATE_PER_MINUTE,
  });
  await app.register(passwordRoutes, { passwords, crypto });
  await app.register(walletRoutes, {
    wallet,
    site,
    bus,
    accountOfToken: async (token) => (await sessions.resolve(token))?.account.id,
  });
  await app.register(recordsRoutes, { records });
  await app.register(vendorRoutes, { vendors });
  await app.register(houseRoutes, { house, slots });
  await app.register(houseLotteryRoutes, { house, lottery: houseLottery });
  await app.register(baccaratRoutes, { house, baccarat, bus });
  await app.register(cockfightRoutes, { house, cockfight, bus });
  await app.register(sportsbookRoutes, { house, sportsbook });
  await app.register(pokerRoutes, { house, poker });
  await app.register(videoPokerRoutes, { house, videoPoker });
  await app.register(blackjackRoutes, { house, blackjack });
  await app.register(scratchRoutes, { house, scratch });
  await app.register(fishRoutes, { house, fish });
  await app.register(bingoRoutes, { house, bingo, bus });
  await app.register(lotteryRoutes, { lottery });
  await app.register(messagesRoutes, { messages });
  // Member feedback: the operator's answer reaches the member's inbox in the answer's transaction.
  const feedback = createFeedbackService({ db, messages, site, now });
  await app.register(feedbackRoutes, { feedback });
  await app.register(feedbackOperatorRoutes, { feedback });
  await app.register(paymentsRoutes, { payments, crypto });
  await app.register(paymentsOperatorRoutes, { payments });
  // The operator's reports read the rounds, payments and ledger that the features above write.
  const reports = createReportsService({
    db: reads,
    site,
    theoreticalRtpPercent: houseTheoreticalRtpPercent,
    now,
  });
  await app.register(reportsRoutes, { reports });
  await app.register(contentOperatorRoutes, { content });
  await app.register(paymentsGatewayRoutes, { payments });
  await app.register(transferRoutes, { transfers, crypto });
  await app.register(accountRecordsRoutes, { records: accountRecords });
  await app.register(vipRoutes, { vip });
  await app.register(agentRoutes, { agent, crypto });
  await app.register(contractsAgentRoutes, { contracts, settlement });
  await app.register(promotionsRoutes, { promotions });
  await app.register(promotionsOperatorRoutes, { promotions });
  await app.register(rebateRoutes, { rebate });
  await app.register(rebateOperatorRoutes, { rebate });
  await app.register(pointsRoutes, { points, crypto });
  await app.register(pointsOperatorRoutes, { points });
  await app.register(missionsRoutes, { missions });
  await app.register(missionsOperatorRoutes, { missions });
  await app.register(referralRoutes, { referral });
  await app.register(referralOperatorRoutes, { referral });
  await app.register(responsibleGamingRoutes, { responsibleGaming });
  await app.register(responsibleGamingOperatorRoutes, {
    responsibleGaming,
    payOut: (accountId) => payments.withdrawals.payOutOnBreak(accountId),
  });
  await app.register(raffleRoutes, { raffle });
  await app.register(raffleOperatorRoutes, { raffle });
  await app.register(contractsOperatorRoutes, { contracts, settlement });
  await app.register(oidcRoutes, { oidc, crypto });
  await app.register(oidcOperatorRoutes, { oidc });
  const livechat = createLivechatService({ db, bus, now });
  await app.register(livechatRoutes, { livechat, bus });
  await app.register(livechatOperatorRoutes, {
    livechat,
    bus,
    // The desk's stream authenticates by its first message: only a role that may read the desk's calls.
    accountOfToken: async (token) => {
      const account = (await sessions.resolve(token))?.account;
      if (!account || !isOperatorType(account.type)) return account;
      return permits(await staff.roleOf(account.id), 'GET', livechatPaths.operatorStream)
        ? account
        : undefined;
    },
  });
  // The chat room: its messages and deletions reach every process's watchers through the bus.
  const chat = createChatService({
    db,
    bus,
    redis,
    memberVip: vip.memberVip,
    findAccount: (id) => findAccountById(db, id),
    timeZoneOffsetMinutes: async () => (await site.scalarSettings()).timeZoneOffsetMinutes,
    now,
  });
  await app.register(chatRoutes, {
    chat,
    accountOfToken: async (token) => (await sessions.resolve(token))?.account,
  });
  await app.register(chatOperatorRoutes, { chat });
  await app.register(smsOperatorRoutes, { sms });
  const audit = createAuditService({ db });
  await app.register(auditOperatorRoutes, { audit });
  const members = createMembersService({ db, wallet, site, sessions, onBalance: publishBalance, now });
  await app.register(membersOperatorRoutes, { members });
  await app.register(webPlugin, {
    distDir: config.WEB_DIST ?? DEFAULT_WEB_DIST,
    ssrWorker: config.SERVER_RENDERING ? DEFAULT_SSR_WORKER : undefined,
  });

  return app;
}

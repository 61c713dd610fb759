// Who is in the demo agent tree (issue 13 §9): a second top agent beside agent1, sub-agents under
// both, forty members spread over them (some directly under the top agents), two trial accounts, and
// how each member plays. Data only: agent-demo-activity.ts turns it into rounds, payments and ledger
// movements, agent-demo.ts writes them.
import { ACCOUNT_TYPES } from '@playdeck/contract/account';

/** How a member plays: stakes, how often, deposit sizes, when they cash out. */
export type PlayerProfile = 'whale' | 'regular' | 'casual' | 'tryout' | 'idle';

/** The game categories the house studios serve (the seed catalogue: LIVE, RNG, LOTT, ELOTT). */
export type DemoCategory = 'RNG' | 'LIVE' | 'LOTT' | 'ELOTT';

export type DemoAgent = {
  username: string;
  nickname: string;
  /** The parent's username (an agent of this list, or agent1 / the operator of the base seed). */
  parent: string;
  /** Site days before the seed's day on which it registered. */
  registeredDaysAgo: number;
  /** Its invite code (affiliate_codes): /register?referralCode=<code> places a newcomer under it. */
  affiliateCode: string;
  /** The bank account its own withdrawals are paid to, when it has any. */
  holderName: string;
};

export type DemoMember = {
  username: string;
  nickname: string;
  parent: string;
  profile: PlayerProfile;
  /** Category weights of its sessions, in DemoCategory order RNG, LIVE, LOTT, ELOTT. */
  taste: readonly [number, number, number, number];
  /** The name on its bank account (withdrawals are paid to it). */
  holderName: string;
  /** Fixed registration day (site days ago); otherwise drawn between the parent's and today. */
  registeredDaysAgo?: number;
};

/** Every tree account shares one published password per role (README "Demo accounts"). */
export const AGENT_DEMO_PASSWORDS = { agent: 'Agent2026', member: 'Player2026' } as const;

/** The README's member of the tree: directly under agent1, plays from the first days. */
export const AGENT_DEMO_MEMBER = 'tuananh92';

export const AGENT_DEMO_AGENTS: readonly DemoAgent[] = [
  {
    username: 'agent2',
    nickname: 'Agent Two',
    parent: 'operator',
    registeredDaysAgo: 21,
    affiliateCode: 'AGENT2',
    holderName: 'CHAIYAPORN WONG',
  },
  {
    username: 'agent1a',
    nickname: 'Saigon Stars',
    parent: 'agent1',
    registeredDaysAgo: 20,
    affiliateCode: 'AGENT1A',
    holderName: 'LE VAN PHUC',
  },
  {
    username: 'agent1b',
    nickname: 'Hanoi Lucky Club',
    parent: 'agent1',
    registeredDaysAgo: 19,
    affiliateCode: 'AGENT1B',
    holderName: 'PHAM THI HONG',
  },
  {
    username: 'agent2a',
    nickname: 'KL Partners',
    parent: 'agent2',
    registeredDaysAgo: 20,
    affiliateCode: 'AGENT2A',
    holderName: 'MOHD ZAKI ISMAIL',
  },
  {
    username: 'agent2b',
    nickname: 'Manila Bay Team',
    parent: 'agent2',
    registeredDaysAgo: 18,
    affiliateCode: 'AGENT2B',
    holderName: 'RAMON DELA CRUZ',
  },
  {
    username: 'agent2c',
    nickname: 'Java Network',
    parent: 'agent2',
    registeredDaysAgo: 12,
    affiliateCode: 'AGENT2C',
    holderName: 'AGUS SETIAWAN',
  },
];

const SLOTS: DemoMember['taste'] = [6, 2, 1, 1];
const LIVE: DemoMember['taste'] = [1, 6, 1, 0];
const LOTTERY: DemoMember['taste'] = [1, 1, 4, 3];
const MIXED: DemoMember['taste'] = [3, 3, 2, 1];

export const AGENT_DEMO_MEMBERS: readonly DemoMember[] = [
  // agent1's own members (beside the base seed's demo).
  {
    username: AGENT_DEMO_MEMBER,
    nickname: 'Tuấn Anh',
    parent: 'agent1',
    profile: 'regular',
    taste: MIXED,
    holderName: 'NGUYEN TUAN ANH',
    registeredDaysAgo: 19,
  },
  {
    username: 'linhchi88',
    nickname: 'Linh Chi',
    parent: 'agent1',
    profile: 'casual',
    taste: SLOTS,
    holderName: 'TRAN LINH CHI',
  },
  {
    username: 'minhkhoa07',
    nickname: 'Khoa',
    parent: 'agent1',
    profile: 'regular',
    taste: LIVE,
    holderName: 'VO MINH KHOA',
  },
  {
    username: 'thuha1995',
    nickname: 'Thu Hà',
    parent: 'agent1',
    profile: 'casual',
    taste: LOTTERY,
    holderName: 'DO THU HA',
  },
  {
    username: 'quanghuy',
    nickname: 'Huy',
    parent: 'agent1',
    profile: 'tryout',
    taste: SLOTS,
    holderName: 'BUI QUANG HUY',
  },
  // agent1a's members.
  {
    username: 'ngocanh99',
    nickname: 'Ngọc Anh',
    parent: 'agent1a',
    profile: 'regular',
    taste: SLOTS,
    holderName: 'HOANG NGOC ANH',
  },
  {
    username: 'hoanglong',
    nickname: 'Long Vegas',
    parent: 'agent1a',
    profile: 'whale',
    taste: LIVE,
    holderName: 'DANG HOANG LONG',
    registeredDaysAgo: 17,
  },
  {
    username: 'baotran86',
    nickname: 'Bảo Trân',
    parent: 'agent1a',
    profile: 'casual',
    taste: MIXED,
    holderName: 'LY BAO TRAN',
  },
  {
    username: 'ducmanh91',
    nickname: 'Đức Mạnh',
    parent: 'agent1a',
    profile: 'regular',
    taste: LOTTERY,
    holderName: 'NGO DUC MANH',
  },
  {
    username: 'haiyen2000',
    nickname: 'Hải Yến',
    parent: 'agent1a',
    profile: 'casual',
    taste: SLOTS,
    holderName: 'PHAN HAI YEN',
  },
  {
    username: 'vanthanh68',
    nickname: 'Thành',
    parent: 'agent1a',
    profile: 'regular',
    taste: LIVE,
    holderName: 'TRUONG VAN THANH',
  },
  {
    username: 'kimngan12',
    nickname: 'Kim Ngân',
    parent: 'agent1a',
    profile: 'tryout',
    taste: LOTTERY,
    holderName: 'HUYNH KIM NGAN',
  },
  {
    username: 'trungkien',
    nickname: 'Kiên',
    parent: 'agent1a',
    profile: 'casual',
    taste: MIXED,
    holderName: 'DUONG TRUNG KIEN',
  },
  // agent1b's members.
  {
    username: 'phuongvy',
    nickname: 'Phương Vy',
    parent: 'agent1b',
    profile: 'regular',
    taste: SLOTS,
    holderName: 'LAM PHUONG VY',
  },
  {
    username: 'thanhtung',
    nickname: 'Tùng',
    parent: 'agent1b',
    profile: 'regular',
    taste: MIXED,
    holderName: 'CAO THANH TUNG',
  },
  {
    username: 'mylinh97',
    nickname: 'Mỹ Linh',
    parent: 'agent1b',
    profile: 'casual',
    taste: LOTTERY,
    holderName: 'VU MY LINH',
  },
  {
    username: 'dangkhoa',
    nickname: 'Khoa Đăng',
    parent: 'agent1b',
    profile: 'casual',
    taste: LIVE,
    holderName: 'TA DANG KHOA',
  },
  {
    username: 'bichngoc',
    nickname: 'Bích Ngọc',
    parent: 'agent1b',
    profile: 'regular',
    taste: SLOTS,
    holderName: 'MAI BICH NGOC',
  },
  {
    username: 'huyhoang',
    nickname: 'Huy Hoàng',
    parent: 'agent1b',
    profile: 'casual',
    taste: MIXED,
    holderName: 'TONG HUY HOANG',
  },
  {
    username: 'thuytien',
    nickname: 'Thủy Tiên',
    parent: 'agent1b',
    profile: 'idle',
    taste: SLOTS,
    holderName: 'LA THUY TIEN',
  },
  // agent2's own members.
  {
    username: 'somchai77',
    nickname: 'Somchai',
    parent: 'agent2',
    profile: 'whale',
    taste: MIXED,
    holderName: 'SOMCHAI SRISUK',
    registeredDaysAgo: 19,
  },
  {
    username: 'nattapong',
    nickname: 'Nat',
    parent: 'agent2',
    profile: 'regular',
    taste: LIVE,
    holderName: 'NATTAPONG KAEW',
  },
  {
    username: 'siriwan',
    nickname: 'Siri',
    parent: 'agent2',
    profile: 'casual',
    taste: SLOTS,
    holderName: 'SIRIWAN BOONMA',
  },
  {
    username: 'kittisak',
    nickname: 'Kit',
    parent: 'agent2',
    profile: 'regular',
    taste: LOTTERY,
    holderName: 'KITTISAK CHANTHA',
  },
  {
    username: 'pimchanok',
    nickname: 'Pim',
    parent: 'agent2',
    profile: 'idle',
    taste: SLOTS,
    holderName: 'PIMCHANOK SUWAN',
  },
  // agent2a's members.
  {
    username: 'ahmadfaiz',
    nickname: 'Faiz',
    parent: 'agent2a',
    profile: 'regular',
    taste: SLOTS,
    holderName: 'AHMAD FAIZ OSMAN',
  },
  {
    username: 'nurulain',
    nickname: 'Ain',
    parent: 'agent2a',
    profile: 'casual',
    taste: LOTTERY,
    holderName: 'NURUL AIN HASSAN',
  },
  {
    username: 'hafizrahman',
    nickname: 'Hafiz',
    parent: 'agent2a',
    profile: 'regular',
    taste: LIVE,
    holderName: 'HAFIZ RAHMAN',
  },
  {
    username: 'sitiaisyah',
    nickname: 'Aisyah',
    parent: 'agent2a',
    profile: 'casual',
    taste: SLOTS,
    holderName: 'SITI AISYAH YUSOF',
  },
  {
    username: 'amirul88',
    nickname: 'Amirul',
    parent: 'agent2a',
    profile: 'casual',
    taste: MIXED,
    holderName: 'AMIRUL HAKIM',
  },
  {
    username: 'farahnadia',
    nickname: 'Farah',
    parent: 'agent2a',
    profile: 'tryout',
    taste: SLOTS,
    holderName: 'FARAH NADIA AZMAN',
  },
  // agent2b's members.
  {
    username: 'marcoreyes',
    nickname: 'Marco',
    parent: 'agent2b',
    profile: 'regular',
    taste: LIVE,
    holderName: 'MARCO REYES',
  },
  {
    username: 'joannasy',
    nickname: 'Jo',
    parent: 'agent2b',
    profile: 'casual',
    taste: SLOTS,
    holderName: 'JOANNA SY',
  },
  {
    username: 'kevintan',
    nickname: 'Kev',
    parent: 'agent2b',
    profile: 'regular',
    taste: MIXED,
    holderName: 'KEVIN TAN',
  },
  {
    username: 'jessicalim',
    nickname: 'Jess',
    parent: 'agent2b',
    profile: 'casual',
    taste: LOTTERY,
    holderName: 'JESSICA LIM',
  },
  {
    username: 'weiming88',
    nickname: 'Wei Ming',
    parent: 'agent2b',
    profile: 'whale',
    taste: SLOTS,
    holderName: 'CHEN WEI MING',
    registeredDaysAgo: 15,
  },
  // agent2c's members.
  {
    username: 'dimasputra',
    nickname: 'Dimas',
    parent: 'agent2c',
    profile: 'regular',
    taste: SLOTS,
    holderName: 'DIMAS PUTRA',
  },
  {
    username: 'ayulestari',
    nickname: 'Ayu',
    parent: 'agent2c',
    profile: 'casual',
    taste: LOTTERY,
    holderName: 'AYU LESTARI',
  },
  {
    username: 'budisantoso',
    nickname: 'Budi',
    parent: 'agent2c',
    profile: 'casual',
    taste: LIVE,
    holderName: 'BUDI SANTOSO',
  },
  {
    username: 'rinawati',
    nickname: 'Rina',
    parent: 'agent2c',
    profile: 'idle',
    taste: MIXED,
    holderName: 'RINA WATI',
  },
];

/** Free-play accounts inside the tree (trials never count as active members, never deposit). */
export const AGENT_DEMO_TRIALS: readonly { parent: string; registeredDaysAgo: number }[] = [
  { parent: 'agent1a', registeredDaysAgo: 1 },
  { parent: 'agent2b', registeredDaysAgo: 0 },
];

/** Money an agent moves on its own: deposits into its wallet and transfers to a direct child. */
export type AgentMoneyEvent =
  | { type: 'deposit'; agent: string; daysAgo: number; amountMinor: number }
  | { type: 'transfer'; agent: string; child: string; daysAgo: number; amountMinor: number }
  | { type: 'withdrawal'; agent: string; daysAgo: number; amountMinor: number; pending?: boolean };

export const AGENT_DEMO_AGENT_MONEY: readonly AgentMoneyEvent[] = [
  { type: 'deposit', agent: 'agent1', daysAgo: 20, amountMinor: 1_000_000 },
  { type: 'transfer', agent: 'agent1', child: 'agent1a', daysAgo: 19, amountMinor: 200_000 },
  { type: 'transfer', agent: 'agent1', child: 'agent1b', daysAgo: 15, amountMinor: 100_000 },
  { type: 'deposit', agent: 'agent2', daysAgo: 20, amountMinor: 2_000_000 },
  { type: 'transfer', agent: 'agent2', child: 'agent2a', daysAgo: 18, amountMinor: 300_000 },
  { type: 'transfer', agent: 'agent2', child: 'agent2b', daysAgo: 10, amountMinor: 150_000 },
  { type: 'transfer', agent: 'agent2', child: 'agent2c', daysAgo: 5, amountMinor: 50_000 },
  { type: 'withdrawal', agent: 'agent2', daysAgo: 3, amountMinor: 500_000 },
  { type: 'withdrawal', agent: 'agent1b', daysAgo: 0, amountMinor: 30_000, pending: true },
];

export const DEMO_AGENT_TYPE = ACCOUNT_TYPES.agent;

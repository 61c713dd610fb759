// The house vendor's slot themes as data: each theme dresses one of three tuned templates (reel
// symbol counts, paytable, scatter pays) with its own names, symbol labels and colours, and lays its
// strips out in its own order. Only symbol counts and scatter spacing decide the return, so every
// theme keeps its template's exact return (rtp.test.ts checks each lies in [92 %, 97 %]).
import { STANDARD_PAYLINES, type SlotMachine, type SlotSymbol } from './slot-engine';

export type Template = 'classic' | 'steady' | 'volatile';
export type LocalName = { en: string; vi: string };
export type ThemePalette = { background: string; primary: string; accent: string; text: string };
export type SlotTheme = {
  id: string;
  name: LocalName;
  template: Template;
  palette: ThemePalette;
  /** Symbol id → label (no emoji) and colour, for the SVG art drawn later. */
  art: Readonly<Record<string, { label: string; colour: string }>>;
  machine: SlotMachine;
};

/** Symbol ids shared by every theme: four high, four low, the wild and the scatter. */
const SYMBOL_IDS = ['h1', 'h2', 'h3', 'h4', 'l1', 'l2', 'l3', 'l4', 'wild', 'scatter'] as const;
const SYMBOLS: readonly SlotSymbol[] = SYMBOL_IDS.map((id) => ({
  id,
  kind: id === 'wild' ? 'wild' : id === 'scatter' ? 'scatter' : 'regular',
}));
const LOW_LABELS = ['A', 'K', 'Q', 'J'];

type Pays = readonly [number, number, number];
type TemplateData = {
  /** Per reel, the count of each symbol in SYMBOL_IDS order. */
  counts: readonly (readonly number[])[];
  paytable: Readonly<Record<string, Pays>>;
  scatterPays: Readonly<Record<number, number>>;
};

const TEMPLATES: Readonly<Record<Template, TemplateData>> = {
  classic: {
    counts: [
      [2, 3, 3, 4, 4, 4, 5, 4, 0, 1],
      [2, 3, 3, 4, 4, 4, 4, 3, 2, 1],
      [2, 3, 3, 4, 4, 4, 4, 3, 2, 1],
      [2, 3, 3, 4, 4, 4, 4, 3, 2, 1],
      [2, 3, 3, 4, 4, 4, 4, 4, 1, 1],
    ],
    paytable: {
      h1: [75, 300, 1500],
      h2: [40, 150, 600],
      h3: [30, 80, 300],
      h4: [20, 60, 200],
      l1: [15, 35, 150],
      l2: [8, 30, 120],
      l3: [7, 20, 80],
      l4: [6, 15, 60],
      wild: [150, 700, 3000],
    },
    scatterPays: { 3: 2, 4: 10, 5: 50 },
  },
  steady: {
    counts: [
      [1, 2, 3, 3, 5, 5, 5, 5, 0, 1],
      [1, 2, 3, 3, 5, 5, 5, 4, 1, 1],
      [1, 2, 3, 3, 5, 5, 5, 3, 2, 1],
      [1, 2, 3, 3, 5, 5, 5, 4, 1, 1],
      [1, 2, 3, 3, 5, 5, 5, 5, 0, 1],
    ],
    paytable: {
      h1: [100, 400, 2000],
      h2: [60, 200, 800],
      h3: [40, 120, 400],
      h4: [30, 80, 300],
      l1: [22, 55, 220],
      l2: [10, 40, 160],
      l3: [10, 30, 120],
      l4: [10, 20, 100],
      wild: [200, 1000, 4000],
    },
    scatterPays: { 3: 3, 4: 15, 5: 60 },
  },
  volatile: {
    counts: [
      [1, 2, 3, 4, 5, 5, 5, 5, 0, 2],
      [1, 2, 3, 4, 5, 5, 4, 5, 1, 2],
      [1, 2, 3, 4, 5, 4, 4, 5, 2, 2],
      [1, 2, 3, 4, 5, 5, 4, 5, 1, 2],
      [1, 2, 3, 4, 5, 5, 5, 5, 0, 2],
    ],
    paytable: {
      h1: [80, 320, 1600],
      h2: [50, 160, 650],
      h3: [30, 100, 320],
      h4: [25, 65, 240],
      l1: [14, 36, 140],
      l2: [7, 28, 110],
      l3: [7, 20, 90],
      l4: [7, 15, 70],
      wild: [160, 800, 3200],
    },
    scatterPays: { 3: 5, 4: 20, 5: 100 },
  },
};

/** A small deterministic generator (mulberry32) used only to lay out strips at build time. */
function layoutRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/**
 * One reel strip from symbol counts: scatters evenly spaced (at least three stops apart, so at most
 * one is in view per reel), the other symbols shuffled into the remaining stops.
 */
export function buildStrip(counts: readonly number[], seed: number): string[] {
  const length = counts.reduce((sum, count) => sum + count, 0);
  const scatters = counts[SYMBOL_IDS.indexOf('scatter')] ?? 0;
  if (scatters > 0 && length / scatters < 3) throw new RangeError('scatters must be at least 3 stops apart');
  const strip = new Array<string | undefined>(length).fill(undefined);
  for (let index = 0; index < scatters; index++) strip[Math.floor((index * length) / scatters)] = 'scatter';
  const others = SYMBOL_IDS.flatMap((id, index) =>
    id === 'scatter' ? [] : new Array<string>(counts[index] ?? 0).fill(id),
  );
  const random = layoutRandom(seed);
  for (let index = others.length - 1; index > 0; index--) {
    const swap = Math.floor(random() * (index + 1));
    [others[index], others[swap]] = [others[swap] as string, others[index] as string];
  }
  let next = 0;
  return strip.map((id) => id ?? (others[next++] as string));
}

type ThemeSource = {
  id: string;
  name: LocalName;
  template: Template;
  palette: readonly [string, string, string, string];
  /** Labels of h1..h4, the wild and the scatter. */
  labels: readonly [string, string, string, string, string, string];
};

const SOURCES: readonly ThemeSource[] = [
  {
    id: 'lucky-dragon',
    name: { en: 'Lucky Dragon', vi: 'Rồng May Mắn' },
    template: 'classic',
    palette: ['#2b0a0a', '#c62828', '#ffd54f', '#fff8e1'],
    labels: ['Dragon', 'Pearl', 'Coin', 'Lantern', 'Golden Dragon', 'Red Envelope'],
  },
  {
    id: 'golden-lotus',
    name: { en: 'Golden Lotus', vi: 'Sen Vàng' },
    template: 'steady',
    palette: ['#1b2a1b', '#f9a825', '#ec407a', '#fffde7'],
    labels: ['Lotus', 'Koi', 'Lily Pad', 'Dragonfly', 'Golden Lotus', 'Moon'],
  },
  {
    id: 'jade-temple',
    name: { en: 'Jade Temple', vi: 'Đền Ngọc Bích' },
    template: 'volatile',
    palette: ['#0b2620', '#2e7d32', '#a5d6a7', '#e8f5e9'],
    labels: ['Jade Idol', 'Bell', 'Scroll', 'Incense', 'Temple Guardian', 'Gong'],
  },
  {
    id: 'ocean-treasure',
    name: { en: 'Ocean Treasure', vi: 'Kho Báu Đại Dương' },
    template: 'classic',
    palette: ['#03203c', '#0277bd', '#4dd0e1', '#e0f7fa'],
    labels: ['Chest', 'Pearl', 'Seahorse', 'Shell', 'Trident', 'Compass'],
  },
  {
    id: 'pharaoh-gold',
    name: { en: "Pharaoh's Gold", vi: 'Vàng Pharaoh' },
    template: 'steady',
    palette: ['#2a1d05', '#c8a415', '#1565c0', '#fff3c4'],
    labels: ['Pharaoh', 'Scarab', 'Ankh', 'Eye', 'Sphinx', 'Pyramid'],
  },
  {
    id: 'wild-jungle',
    name: { en: 'Wild Jungle', vi: 'Rừng Hoang Dã' },
    template: 'volatile',
    palette: ['#102a10', '#558b2f', '#ff8f00', '#f1f8e9'],
    labels: ['Gorilla', 'Parrot', 'Snake', 'Frog', 'Tiger', 'Totem'],
  },
  {
    id: 'fruit-fiesta',
    name: { en: 'Fruit Fiesta', vi: 'Lễ Hội Trái Cây' },
    template: 'classic',
    palette: ['#2d0b2d', '#e53935', '#7cb342', '#fff'],
    labels: ['Seven', 'Watermelon', 'Grapes', 'Cherry', 'Star', 'Bell'],
  },
  {
    id: 'space-voyage',
    name: { en: 'Space Voyage', vi: 'Du Hành Vũ Trụ' },
    template: 'steady',
    palette: ['#05051a', '#5e35b1', '#00e5ff', '#ede7f6'],
    labels: ['Astronaut', 'Rocket', 'Planet', 'Satellite', 'Black Hole', 'Comet'],
  },
  {
    id: 'viking-raid',
    name: { en: 'Viking Raid', vi: 'Cuộc Đột Kích Viking' },
    template: 'volatile',
    palette: ['#1a1f24', '#546e7a', '#ffb300', '#eceff1'],
    labels: ['Chieftain', 'Longship', 'Axe', 'Shield', 'Valkyrie', 'Rune'],
  },
  {
    id: 'samurai-honor',
    name: { en: 'Samurai Honor', vi: 'Danh Dự Samurai' },
    template: 'classic',
    palette: ['#1c0f0f', '#b71c1c', '#eceff1', '#fafafa'],
    labels: ['Samurai', 'Katana', 'Fan', 'Sakura', 'Shogun', 'Torii'],
  },
  {
    id: 'mermaid-pearl',
    name: { en: 'Mermaid Pearl', vi: 'Ngọc Trai Tiên Cá' },
    template: 'steady',
    palette: ['#06283d', '#26a69a', '#f48fb1', '#e0f2f1'],
    labels: ['Mermaid', 'Pearl', 'Coral', 'Starfish', 'Sea Queen', 'Conch'],
  },
  {
    id: 'phoenix-rise',
    name: { en: 'Phoenix Rise', vi: 'Phượng Hoàng Trỗi Dậy' },
    template: 'volatile',
    palette: ['#260800', '#ef6c00', '#ffee58', '#fff3e0'],
    labels: ['Phoenix', 'Flame', 'Feather', 'Ember', 'Firebird', 'Sun'],
  },
  {
    id: 'tet-fortune',
    name: { en: 'Tet Fortune', vi: 'Lộc Tết' },
    template: 'classic',
    palette: ['#3b0000', '#d32f2f', '#fdd835', '#fffde7'],
    labels: ['Apricot Blossom', 'Banh Chung', 'Firecracker', 'Kumquat', 'Lucky Money', 'Lantern'],
  },
  {
    id: 'mekong-delta',
    name: { en: 'Mekong Delta', vi: 'Đồng Bằng Sông Cửu Long' },
    template: 'steady',
    palette: ['#0d2418', '#43a047', '#ffca28', '#f1f8e9'],
    labels: ['Boat', 'Coconut', 'Rice', 'Conical Hat', 'River Spirit', 'Floating Market'],
  },
  {
    id: 'ha-long-legend',
    name: { en: 'Ha Long Legend', vi: 'Huyền Thoại Hạ Long' },
    template: 'volatile',
    palette: ['#062a33', '#00838f', '#b2ebf2', '#e0f7fa'],
    labels: ['Mother Dragon', 'Junk Boat', 'Limestone', 'Pearl', 'Descending Dragon', 'Cave'],
  },
  {
    id: 'wild-west',
    name: { en: 'Wild West', vi: 'Miền Tây Hoang Dã' },
    template: 'classic',
    palette: ['#2b1a0e', '#8d6e63', '#ffca28', '#efebe9'],
    labels: ['Sheriff', 'Revolver', 'Horseshoe', 'Cactus', 'Outlaw', 'Wanted Poster'],
  },
  {
    id: 'candy-kingdom',
    name: { en: 'Candy Kingdom', vi: 'Vương Quốc Kẹo' },
    template: 'steady',
    palette: ['#3a0d2e', '#ec407a', '#81d4fa', '#fce4ec'],
    labels: ['Crown', 'Lollipop', 'Cupcake', 'Gumdrop', 'Candy Queen', 'Rainbow'],
  },
  {
    id: 'arctic-aurora',
    name: { en: 'Arctic Aurora', vi: 'Cực Quang Bắc Cực' },
    template: 'volatile',
    palette: ['#041b2d', '#29b6f6', '#69f0ae', '#e1f5fe'],
    labels: ['Polar Bear', 'Wolf', 'Snowflake', 'Igloo', 'Aurora', 'Ice Crystal'],
  },
  {
    id: 'volcano-gems',
    name: { en: 'Volcano Gems', vi: 'Đá Quý Núi Lửa' },
    template: 'classic',
    palette: ['#1f0a05', '#d84315', '#7e57c2', '#fbe9e7'],
    labels: ['Ruby', 'Sapphire', 'Emerald', 'Topaz', 'Lava Gem', 'Volcano'],
  },
  {
    id: 'pirate-cove',
    name: { en: 'Pirate Cove', vi: 'Vịnh Hải Tặc' },
    template: 'steady',
    palette: ['#101820', '#6d4c41', '#ffd740', '#efebe9'],
    labels: ['Captain', 'Ship', 'Parrot', 'Map', 'Jolly Roger', 'Treasure Map'],
  },
  {
    id: 'neon-nights',
    name: { en: 'Neon Nights', vi: 'Đêm Neon' },
    template: 'volatile',
    palette: ['#0a0014', '#d500f9', '#00e676', '#f3e5f5'],
    labels: ['Diamond', 'Seven', 'Bar', 'Cherry', 'Neon Wild', 'Disco Ball'],
  },
  {
    id: 'safari-sunset',
    name: { en: 'Safari Sunset', vi: 'Hoàng Hôn Safari' },
    template: 'classic',
    palette: ['#2a1200', '#ff7043', '#ffd54f', '#fff8e1'],
    labels: ['Lion', 'Elephant', 'Giraffe', 'Zebra', 'Acacia', 'Sunset'],
  },
  {
    id: 'olympus-thunder',
    name: { en: 'Olympus Thunder', vi: 'Sấm Sét Olympus' },
    template: 'steady',
    palette: ['#0d1030', '#3949ab', '#ffd600', '#e8eaf6'],
    labels: ['Zeus', 'Helmet', 'Lyre', 'Laurel', 'Thunderbolt', 'Temple'],
  },
  {
    id: 'lantern-festival',
    name: { en: 'Lantern Festival', vi: 'Lễ Hội Đèn Lồng' },
    template: 'volatile',
    palette: ['#1a0526', '#f4511e', '#ffe082', '#fff3e0'],
    labels: ['Star Lantern', 'Mooncake', 'Lion Dance', 'Drum', 'Moon Lady', 'Full Moon'],
  },
  {
    id: 'tiger-spirit',
    name: { en: 'Tiger Spirit', vi: 'Linh Hồn Mãnh Hổ' },
    template: 'classic',
    palette: ['#1c1200', '#ff8f00', '#212121', '#fff8e1'],
    labels: ['Tiger', 'Claw', 'Bamboo', 'Paw Print', 'White Tiger', 'Jade Seal'],
  },
  {
    id: 'bamboo-garden',
    name: { en: 'Bamboo Garden', vi: 'Vườn Tre' },
    template: 'steady',
    palette: ['#0f1f0a', '#7cb342', '#c5e1a5', '#f1f8e9'],
    labels: ['Panda', 'Crane', 'Bamboo', 'Teapot', 'Zen Master', 'Pagoda'],
  },
];

/** Symbol colours: high symbols in the theme's accent and primary, lows in muted tones. */
const symbolColour = (palette: ThemePalette, index: number): string =>
  [
    palette.accent,
    palette.primary,
    palette.accent,
    palette.primary,
    '#90a4ae',
    '#a1887f',
    '#9575cd',
    '#4db6ac',
  ][index] ?? palette.text;

function buildTheme(source: ThemeSource, themeIndex: number): SlotTheme {
  const template = TEMPLATES[source.template];
  const [background, primary, accent, text] = source.palette;
  const palette: ThemePalette = { background, primary, accent, text };
  const labels = [...source.labels.slice(0, 4), ...LOW_LABELS, source.labels[4], source.labels[5]];
  const art = Object.fromEntries(
    SYMBOL_IDS.map((id, index) => [
      id,
      {
        label: labels[index] as string,
        colour: id === 'wild' ? accent : id === 'scatter' ? primary : symbolColour(palette, index),
      },
    ]),
  );
  return {
    id: source.id,
    name: source.name,
    template: source.template,
    palette,
    art,
    machine: {
      symbols: SYMBOLS,
      reels: template.counts.map((counts, reel) => buildStrip(counts, (themeIndex + 1) * 7919 + reel)),
      paylines: STANDARD_PAYLINES,
      paytable: template.paytable,
      scatterPays: template.scatterPays,
    },
  };
}

export const SLOT_THEMES: readonly SlotTheme[] = SOURCES.map(buildTheme);

export function findTheme(id: string): SlotTheme | undefined {
  return SLOT_THEMES.find((theme) => theme.id === id);
}

// The slot themes' art data, copied from the server's themes (apps/server/src/vendors/house/slots/
// themes.ts) because the web never imports server code: per theme its id, name, palette and the
// labels of its six themed symbols. themes-art.test.ts compares this copy with the server's themes,
// so the two cannot drift apart.

export type SymbolId = 'h1' | 'h2' | 'h3' | 'h4' | 'l1' | 'l2' | 'l3' | 'l4' | 'wild' | 'scatter';
export type ThemedSymbolId = 'h1' | 'h2' | 'h3' | 'h4' | 'wild' | 'scatter';
export type LowSymbolId = 'l1' | 'l2' | 'l3' | 'l4';
export type ThemePalette = { background: string; primary: string; accent: string; text: string };
export type ThemeArt = {
  id: string;
  name: { en: string; vi: string };
  palette: ThemePalette;
  /** Labels of the four high symbols, the wild and the scatter (the lows are card ranks). */
  labels: Readonly<Record<ThemedSymbolId, string>>;
};

/** Symbol ids shared by every theme, in the server's order: four high, four low, wild, scatter. */
export const SYMBOL_IDS: readonly SymbolId[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'l1',
  'l2',
  'l3',
  'l4',
  'wild',
  'scatter',
];

/** The low symbols are the card ranks A K Q J in every theme. */
export const LOW_RANKS: Readonly<Record<LowSymbolId, string>> = { l1: 'A', l2: 'K', l3: 'Q', l4: 'J' };

export const THEME_ART: readonly ThemeArt[] = [
  {
    id: 'lucky-dragon',
    name: { en: 'Lucky Dragon', vi: 'Rồng May Mắn' },
    palette: { background: '#2b0a0a', primary: '#c62828', accent: '#ffd54f', text: '#fff8e1' },
    labels: {
      h1: 'Dragon',
      h2: 'Pearl',
      h3: 'Coin',
      h4: 'Lantern',
      wild: 'Golden Dragon',
      scatter: 'Red Envelope',
    },
  },
  {
    id: 'golden-lotus',
    name: { en: 'Golden Lotus', vi: 'Sen Vàng' },
    palette: { background: '#1b2a1b', primary: '#f9a825', accent: '#ec407a', text: '#fffde7' },
    labels: {
      h1: 'Lotus',
      h2: 'Koi',
      h3: 'Lily Pad',
      h4: 'Dragonfly',
      wild: 'Golden Lotus',
      scatter: 'Moon',
    },
  },
  {
    id: 'jade-temple',
    name: { en: 'Jade Temple', vi: 'Đền Ngọc Bích' },
    palette: { background: '#0b2620', primary: '#2e7d32', accent: '#a5d6a7', text: '#e8f5e9' },
    labels: {
      h1: 'Jade Idol',
      h2: 'Bell',
      h3: 'Scroll',
      h4: 'Incense',
      wild: 'Temple Guardian',
      scatter: 'Gong',
    },
  },
  {
    id: 'ocean-treasure',
    name: { en: 'Ocean Treasure', vi: 'Kho Báu Đại Dương' },
    palette: { background: '#03203c', primary: '#0277bd', accent: '#4dd0e1', text: '#e0f7fa' },
    labels: { h1: 'Chest', h2: 'Pearl', h3: 'Seahorse', h4: 'Shell', wild: 'Trident', scatter: 'Compass' },
  },
  {
    id: 'pharaoh-gold',
    name: { en: "Pharaoh's Gold", vi: 'Vàng Pharaoh' },
    palette: { background: '#2a1d05', primary: '#c8a415', accent: '#1565c0', text: '#fff3c4' },
    labels: { h1: 'Pharaoh', h2: 'Scarab', h3: 'Ankh', h4: 'Eye', wild: 'Sphinx', scatter: 'Pyramid' },
  },
  {
    id: 'wild-jungle',
    name: { en: 'Wild Jungle', vi: 'Rừng Hoang Dã' },
    palette: { background: '#102a10', primary: '#558b2f', accent: '#ff8f00', text: '#f1f8e9' },
    labels: { h1: 'Gorilla', h2: 'Parrot', h3: 'Snake', h4: 'Frog', wild: 'Tiger', scatter: 'Totem' },
  },
  {
    id: 'fruit-fiesta',
    name: { en: 'Fruit Fiesta', vi: 'Lễ Hội Trái Cây' },
    palette: { background: '#2d0b2d', primary: '#e53935', accent: '#7cb342', text: '#fff' },
    labels: { h1: 'Seven', h2: 'Watermelon', h3: 'Grapes', h4: 'Cherry', wild: 'Star', scatter: 'Bell' },
  },
  {
    id: 'space-voyage',
    name: { en: 'Space Voyage', vi: 'Du Hành Vũ Trụ' },
    palette: { background: '#05051a', primary: '#5e35b1', accent: '#00e5ff', text: '#ede7f6' },
    labels: {
      h1: 'Astronaut',
      h2: 'Rocket',
      h3: 'Planet',
      h4: 'Satellite',
      wild: 'Black Hole',
      scatter: 'Comet',
    },
  },
  {
    id: 'viking-raid',
    name: { en: 'Viking Raid', vi: 'Cuộc Đột Kích Viking' },
    palette: { background: '#1a1f24', primary: '#546e7a', accent: '#ffb300', text: '#eceff1' },
    labels: { h1: 'Chieftain', h2: 'Longship', h3: 'Axe', h4: 'Shield', wild: 'Valkyrie', scatter: 'Rune' },
  },
  {
    id: 'samurai-honor',
    name: { en: 'Samurai Honor', vi: 'Danh Dự Samurai' },
    palette: { background: '#1c0f0f', primary: '#b71c1c', accent: '#eceff1', text: '#fafafa' },
    labels: { h1: 'Samurai', h2: 'Katana', h3: 'Fan', h4: 'Sakura', wild: 'Shogun', scatter: 'Torii' },
  },
  {
    id: 'mermaid-pearl',
    name: { en: 'Mermaid Pearl', vi: 'Ngọc Trai Tiên Cá' },
    palette: { background: '#06283d', primary: '#26a69a', accent: '#f48fb1', text: '#e0f2f1' },
    labels: { h1: 'Mermaid', h2: 'Pearl', h3: 'Coral', h4: 'Starfish', wild: 'Sea Queen', scatter: 'Conch' },
  },
  {
    id: 'phoenix-rise',
    name: { en: 'Phoenix Rise', vi: 'Phượng Hoàng Trỗi Dậy' },
    palette: { background: '#260800', primary: '#ef6c00', accent: '#ffee58', text: '#fff3e0' },
    labels: { h1: 'Phoenix', h2: 'Flame', h3: 'Feather', h4: 'Ember', wild: 'Firebird', scatter: 'Sun' },
  },
  {
    id: 'tet-fortune',
    name: { en: 'Tet Fortune', vi: 'Lộc Tết' },
    palette: { background: '#3b0000', primary: '#d32f2f', accent: '#fdd835', text: '#fffde7' },
    labels: {
      h1: 'Apricot Blossom',
      h2: 'Banh Chung',
      h3: 'Firecracker',
      h4: 'Kumquat',
      wild: 'Lucky Money',
      scatter: 'Lantern',
    },
  },
  {
    id: 'mekong-delta',
    name: { en: 'Mekong Delta', vi: 'Đồng Bằng Sông Cửu Long' },
    palette: { background: '#0d2418', primary: '#43a047', accent: '#ffca28', text: '#f1f8e9' },
    labels: {
      h1: 'Boat',
      h2: 'Coconut',
      h3: 'Rice',
      h4: 'Conical Hat',
      wild: 'River Spirit',
      scatter: 'Floating Market',
    },
  },
  {
    id: 'ha-long-legend',
    name: { en: 'Ha Long Legend', vi: 'Huyền Thoại Hạ Long' },
    palette: { background: '#062a33', primary: '#00838f', accent: '#b2ebf2', text: '#e0f7fa' },
    labels: {
      h1: 'Mother Dragon',
      h2: 'Junk Boat',
      h3: 'Limestone',
      h4: 'Pearl',
      wild: 'Descending Dragon',
      scatter: 'Cave',
    },
  },
  {
    id: 'wild-west',
    name: { en: 'Wild West', vi: 'Miền Tây Hoang Dã' },
    palette: { background: '#2b1a0e', primary: '#8d6e63', accent: '#ffca28', text: '#efebe9' },
    labels: {
      h1: 'Sheriff',
      h2: 'Revolver',
      h3: 'Horseshoe',
      h4: 'Cactus',
      wild: 'Outlaw',
      scatter: 'Wanted Poster',
    },
  },
  {
    id: 'candy-kingdom',
    name: { en: 'Candy Kingdom', vi: 'Vương Quốc Kẹo' },
    palette: { background: '#3a0d2e', primary: '#ec407a', accent: '#81d4fa', text: '#fce4ec' },
    labels: {
      h1: 'Crown',
      h2: 'Lollipop',
      h3: 'Cupcake',
      h4: 'Gumdrop',
      wild: 'Candy Queen',
      scatter: 'Rainbow',
    },
  },
  {
    id: 'arctic-aurora',
    name: { en: 'Arctic Aurora', vi: 'Cực Quang Bắc Cực' },
    palette: { background: '#041b2d', primary: '#29b6f6', accent: '#69f0ae', text: '#e1f5fe' },
    labels: {
      h1: 'Polar Bear',
      h2: 'Wolf',
      h3: 'Snowflake',
      h4: 'Igloo',
      wild: 'Aurora',
      scatter: 'Ice Crystal',
    },
  },
  {
    id: 'volcano-gems',
    name: { en: 'Volcano Gems', vi: 'Đá Quý Núi Lửa' },
    palette: { background: '#1f0a05', primary: '#d84315', accent: '#7e57c2', text: '#fbe9e7' },
    labels: { h1: 'Ruby', h2: 'Sapphire', h3: 'Emerald', h4: 'Topaz', wild: 'Lava Gem', scatter: 'Volcano' },
  },
  {
    id: 'pirate-cove',
    name: { en: 'Pirate Cove', vi: 'Vịnh Hải Tặc' },
    palette: { background: '#101820', primary: '#6d4c41', accent: '#ffd740', text: '#efebe9' },
    labels: {
      h1: 'Captain',
      h2: 'Ship',
      h3: 'Parrot',
      h4: 'Map',
      wild: 'Jolly Roger',
      scatter: 'Treasure Map',
    },
  },
  {
    id: 'neon-nights',
    name: { en: 'Neon Nights', vi: 'Đêm Neon' },
    palette: { background: '#0a0014', primary: '#d500f9', accent: '#00e676', text: '#f3e5f5' },
    labels: { h1: 'Diamond', h2: 'Seven', h3: 'Bar', h4: 'Cherry', wild: 'Neon Wild', scatter: 'Disco Ball' },
  },
  {
    id: 'safari-sunset',
    name: { en: 'Safari Sunset', vi: 'Hoàng Hôn Safari' },
    palette: { background: '#2a1200', primary: '#ff7043', accent: '#ffd54f', text: '#fff8e1' },
    labels: { h1: 'Lion', h2: 'Elephant', h3: 'Giraffe', h4: 'Zebra', wild: 'Acacia', scatter: 'Sunset' },
  },
  {
    id: 'olympus-thunder',
    name: { en: 'Olympus Thunder', vi: 'Sấm Sét Olympus' },
    palette: { background: '#0d1030', primary: '#3949ab', accent: '#ffd600', text: '#e8eaf6' },
    labels: { h1: 'Zeus', h2: 'Helmet', h3: 'Lyre', h4: 'Laurel', wild: 'Thunderbolt', scatter: 'Temple' },
  },
  {
    id: 'lantern-festival',
    name: { en: 'Lantern Festival', vi: 'Lễ Hội Đèn Lồng' },
    palette: { background: '#1a0526', primary: '#f4511e', accent: '#ffe082', text: '#fff3e0' },
    labels: {
      h1: 'Star Lantern',
      h2: 'Mooncake',
      h3: 'Lion Dance',
      h4: 'Drum',
      wild: 'Moon Lady',
      scatter: 'Full Moon',
    },
  },
  {
    id: 'tiger-spirit',
    name: { en: 'Tiger Spirit', vi: 'Linh Hồn Mãnh Hổ' },
    palette: { background: '#1c1200', primary: '#ff8f00', accent: '#212121', text: '#fff8e1' },
    labels: {
      h1: 'Tiger',
      h2: 'Claw',
      h3: 'Bamboo',
      h4: 'Paw Print',
      wild: 'White Tiger',
      scatter: 'Jade Seal',
    },
  },
  {
    id: 'bamboo-garden',
    name: { en: 'Bamboo Garden', vi: 'Vườn Tre' },
    palette: { background: '#0f1f0a', primary: '#7cb342', accent: '#c5e1a5', text: '#f1f8e9' },
    labels: { h1: 'Panda', h2: 'Crane', h3: 'Bamboo', h4: 'Teapot', wild: 'Zen Master', scatter: 'Pagoda' },
  },
];

export function findThemeArt(id: string): ThemeArt | undefined {
  return THEME_ART.find((theme) => theme.id === id);
}

export const isLowSymbol = (symbolId: string): symbolId is LowSymbolId => symbolId in LOW_RANKS;

/** The label of a symbol in a theme: a card rank for the lows, the theme's label otherwise. */
export function symbolLabel(theme: ThemeArt, symbolId: SymbolId): string {
  return isLowSymbol(symbolId) ? LOW_RANKS[symbolId] : theme.labels[symbolId];
}

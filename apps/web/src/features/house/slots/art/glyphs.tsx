// The library of drawn glyphs and the map from every symbol label of the slot themes to its glyph
// (glyphs.test.tsx checks that no label of any theme falls back to the default drawing).
import type { Glyph, Tint } from './paint';
import * as ancient from './glyphs-ancient';
import * as casino from './glyphs-casino';
import * as east from './glyphs-east';
import * as sea from './glyphs-sea';
import * as sky from './glyphs-sky';
import * as vietnam from './glyphs-vietnam';
import * as west from './glyphs-west';
import * as wild from './glyphs-wild';

export const GLYPHS = {
  ...east,
  ...vietnam,
  ...sea,
  ...ancient,
  ...wild,
  ...sky,
  ...west,
  ...casino,
} satisfies Record<string, Glyph>;
export type GlyphName = keyof typeof GLYPHS;

type GlyphEntry = { glyph: GlyphName; tint?: Tint };

/** Label → glyph (and a recolouring where a label is a variant, such as the golden dragon). */
export const LABEL_GLYPHS: Readonly<Record<string, GlyphEntry>> = {
  Dragon: { glyph: 'dragon' },
  'Golden Dragon': { glyph: 'dragon', tint: 'gold' },
  Pearl: { glyph: 'pearl' },
  Coin: { glyph: 'coin' },
  Lantern: { glyph: 'lantern' },
  'Red Envelope': { glyph: 'envelope' },
  Lotus: { glyph: 'lotus' },
  'Golden Lotus': { glyph: 'lotus', tint: 'gold-accent' },
  Koi: { glyph: 'koi' },
  'Lily Pad': { glyph: 'lilyPad' },
  Dragonfly: { glyph: 'dragonfly' },
  Moon: { glyph: 'moon' },
  'Jade Idol': { glyph: 'idol' },
  Scroll: { glyph: 'scroll' },
  Incense: { glyph: 'incense' },
  'Temple Guardian': { glyph: 'guardian' },
  Gong: { glyph: 'gong' },
  Samurai: { glyph: 'samurai' },
  Katana: { glyph: 'katana' },
  Fan: { glyph: 'fan' },
  Sakura: { glyph: 'sakura' },
  Shogun: { glyph: 'kabuto' },
  Torii: { glyph: 'torii' },
  'Apricot Blossom': { glyph: 'apricot' },
  'Banh Chung': { glyph: 'banhChung' },
  Firecracker: { glyph: 'firecracker' },
  Kumquat: { glyph: 'kumquat' },
  'Lucky Money': { glyph: 'luckyMoney' },
  Boat: { glyph: 'boat' },
  Coconut: { glyph: 'coconut' },
  Rice: { glyph: 'rice' },
  'Conical Hat': { glyph: 'conicalHat' },
  'River Spirit': { glyph: 'riverSpirit' },
  'Floating Market': { glyph: 'floatingMarket' },
  'Mother Dragon': { glyph: 'dragon' },
  'Junk Boat': { glyph: 'junk' },
  Limestone: { glyph: 'karst' },
  'Descending Dragon': { glyph: 'serpentDragon', tint: 'gold' },
  Cave: { glyph: 'cave' },
  'Star Lantern': { glyph: 'starLantern' },
  Mooncake: { glyph: 'mooncake' },
  'Lion Dance': { glyph: 'lionDance' },
  Drum: { glyph: 'drum' },
  'Moon Lady': { glyph: 'moonLady' },
  'Full Moon': { glyph: 'fullMoon' },
  Chest: { glyph: 'chest' },
  Seahorse: { glyph: 'seahorse' },
  Shell: { glyph: 'shell' },
  Trident: { glyph: 'trident' },
  Compass: { glyph: 'compass' },
  Mermaid: { glyph: 'mermaid' },
  Coral: { glyph: 'coral' },
  Starfish: { glyph: 'starfish' },
  'Sea Queen': { glyph: 'tiara' },
  Conch: { glyph: 'conch' },
  Captain: { glyph: 'captain' },
  Ship: { glyph: 'galleon' },
  Parrot: { glyph: 'parrot' },
  Map: { glyph: 'foldedMap' },
  'Jolly Roger': { glyph: 'jollyRoger' },
  'Treasure Map': { glyph: 'treasureMap' },
  Pharaoh: { glyph: 'pharaoh' },
  Scarab: { glyph: 'scarab' },
  Ankh: { glyph: 'ankh' },
  Eye: { glyph: 'eye' },
  Sphinx: { glyph: 'sphinx' },
  Pyramid: { glyph: 'pyramid' },
  Chieftain: { glyph: 'chieftain' },
  Longship: { glyph: 'longship' },
  Axe: { glyph: 'axe' },
  Shield: { glyph: 'roundShield' },
  Valkyrie: { glyph: 'valkyrie' },
  Rune: { glyph: 'rune' },
  Zeus: { glyph: 'zeus' },
  Helmet: { glyph: 'greekHelmet' },
  Lyre: { glyph: 'lyre' },
  Laurel: { glyph: 'laurel' },
  Thunderbolt: { glyph: 'thunderbolt' },
  Temple: { glyph: 'greekTemple' },
  Gorilla: { glyph: 'gorilla' },
  Snake: { glyph: 'snake' },
  Frog: { glyph: 'frog' },
  Tiger: { glyph: 'tiger', tint: 'orange' },
  'White Tiger': { glyph: 'tiger', tint: 'white' },
  Totem: { glyph: 'totem' },
  Lion: { glyph: 'lion' },
  Elephant: { glyph: 'elephant' },
  Giraffe: { glyph: 'giraffe' },
  Zebra: { glyph: 'zebra' },
  Acacia: { glyph: 'acacia' },
  Sunset: { glyph: 'sunset' },
  Wolf: { glyph: 'wolf' },
  Panda: { glyph: 'panda' },
  Crane: { glyph: 'crane' },
  Bamboo: { glyph: 'bamboo' },
  Claw: { glyph: 'claw' },
  'Paw Print': { glyph: 'pawPrint' },
  'Jade Seal': { glyph: 'jadeSeal' },
  Teapot: { glyph: 'teapot' },
  'Zen Master': { glyph: 'zenMaster' },
  Pagoda: { glyph: 'pagoda' },
  Astronaut: { glyph: 'astronaut' },
  Rocket: { glyph: 'rocket' },
  Planet: { glyph: 'planet' },
  Satellite: { glyph: 'satellite' },
  'Black Hole': { glyph: 'blackHole' },
  Comet: { glyph: 'comet' },
  Phoenix: { glyph: 'phoenix' },
  Flame: { glyph: 'flame' },
  Feather: { glyph: 'feather' },
  Ember: { glyph: 'ember' },
  Firebird: { glyph: 'firebird' },
  Sun: { glyph: 'sun' },
  Volcano: { glyph: 'volcano' },
  'Polar Bear': { glyph: 'polarBear' },
  Snowflake: { glyph: 'snowflake' },
  Igloo: { glyph: 'igloo' },
  Aurora: { glyph: 'aurora' },
  'Ice Crystal': { glyph: 'iceCrystal' },
  Sheriff: { glyph: 'sheriff' },
  Revolver: { glyph: 'revolver' },
  Horseshoe: { glyph: 'horseshoe' },
  Cactus: { glyph: 'cactus' },
  Outlaw: { glyph: 'outlaw' },
  'Wanted Poster': { glyph: 'wantedPoster' },
  Ruby: { glyph: 'ruby' },
  Sapphire: { glyph: 'sapphire' },
  Emerald: { glyph: 'emerald' },
  Topaz: { glyph: 'topaz' },
  'Lava Gem': { glyph: 'lavaGem' },
  Diamond: { glyph: 'diamond' },
  Bar: { glyph: 'bar' },
  'Neon Wild': { glyph: 'neonStar' },
  'Disco Ball': { glyph: 'discoBall' },
  Crown: { glyph: 'crown' },
  Lollipop: { glyph: 'lollipop' },
  Cupcake: { glyph: 'cupcake' },
  Gumdrop: { glyph: 'gumdrop' },
  'Candy Queen': { glyph: 'tiara' },
  Rainbow: { glyph: 'rainbow' },
  Seven: { glyph: 'seven' },
  Watermelon: { glyph: 'watermelon' },
  Grapes: { glyph: 'grapes' },
  Cherry: { glyph: 'cherry' },
  Star: { glyph: 'star' },
  Bell: { glyph: 'bell' },
};

/** What a label without a drawing of its own shows: a plain medallion with a question mark. */
export const FALLBACK_GLYPH: Glyph = (p) => (
  <>
    <circle cx="50" cy="50" r="34" fill={p.main} />
    <circle cx="50" cy="50" r="27" fill="none" stroke={p.goldFlat} strokeWidth="2" />
    <text
      x="50"
      y="64"
      textAnchor="middle"
      fontFamily="Georgia, 'DejaVu Serif', serif"
      fontWeight="700"
      fontSize="40"
      fill={p.light}
      stroke="none"
    >
      ?
    </text>
  </>
);

export function glyphForLabel(label: string): { glyph: Glyph; tint?: Tint } | undefined {
  const entry = LABEL_GLYPHS[label];
  return entry ? { glyph: GLYPHS[entry.glyph], tint: entry.tint } : undefined;
}

// The house games' pages' texts in Vietnamese: one chunk, loaded with the house's pages when this language
// is in use.
import house from '../locales/house.vi.json';
import baccarat from '../locales/baccarat.vi.json';
import bingo from '../locales/bingo.vi.json';
import fish from '../locales/fish.vi.json';
import scratch from '../locales/scratch.vi.json';
import videoPoker from '../locales/video-poker.vi.json';
import blackjack from '../locales/blackjack.vi.json';
import poker from '../locales/poker.vi.json';
import { gamesTranslation } from '../translation';

export const translation = gamesTranslation({
  house,
  baccarat,
  bingo,
  fish,
  scratch,
  videoPoker,
  blackjack,
  poker,
});

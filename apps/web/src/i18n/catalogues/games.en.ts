// The house games' pages' texts in English: one chunk, loaded with the house's pages when this language
// is in use.
import house from '../locales/house.en.json';
import baccarat from '../locales/baccarat.en.json';
import bingo from '../locales/bingo.en.json';
import fish from '../locales/fish.en.json';
import scratch from '../locales/scratch.en.json';
import videoPoker from '../locales/video-poker.en.json';
import blackjack from '../locales/blackjack.en.json';
import poker from '../locales/poker.en.json';
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

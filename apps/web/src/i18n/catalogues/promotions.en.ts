// The promotions' texts in English (the /promotions page, the reward centre and the turnover screens),
// the member centre's rebate screens' and the member rewards' (the points mall, missions, referral
// and raffle): loaded with the promotions page, the points mall and the member centre, not with the
// home page.
import promotions from '../locales/promotions.en.json';
import missions from '../locales/missions.en.json';
import points from '../locales/points.en.json';
import raffle from '../locales/raffle.en.json';
import rebate from '../locales/rebate.en.json';
import referral from '../locales/referral.en.json';
import responsibleGaming from '../locales/responsible-gaming.en.json';
import feedback from '../locales/feedback.en.json';
import { promotionsTranslation } from '../translation';

export const translation = promotionsTranslation({
  promotions,
  rebate,
  points,
  missions,
  referral,
  raffle,
  responsibleGaming,
  feedback,
});

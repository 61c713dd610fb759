// The promotions' texts in Vietnamese (the /promotions page, the reward centre and the turnover screens),
// the member centre's rebate screens' and the member rewards' (the points mall, missions, referral
// and raffle): loaded with the promotions page, the points mall and the member centre, not with the
// home page.
import promotions from '../locales/promotions.vi.json';
import missions from '../locales/missions.vi.json';
import points from '../locales/points.vi.json';
import raffle from '../locales/raffle.vi.json';
import rebate from '../locales/rebate.vi.json';
import referral from '../locales/referral.vi.json';
import responsibleGaming from '../locales/responsible-gaming.vi.json';
import feedback from '../locales/feedback.vi.json';
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

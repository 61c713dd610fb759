// The promotions' texts in English (the /promotions page, the reward centre and the turnover screens)
// and the member centre's rebate screens': loaded with the promotions page and with the member
// centre, not with the home page.
import promotions from '../locales/promotions.en.json';
import rebate from '../locales/rebate.en.json';
import { promotionsTranslation } from '../translation';

export const translation = promotionsTranslation({ promotions, rebate });

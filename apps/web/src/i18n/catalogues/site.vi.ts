// The member site's texts in Vietnamese: one chunk, loaded when this language is in use.
import { MESSAGES } from '@playdeck/contract/messages';
import main from '../locales/vi.json';
import lottery from '../locales/lottery.vi.json';
import payments from '../locales/payments.vi.json';
import content from '../locales/content.vi.json';
import { siteTranslation } from '../translation';

export const translation = siteTranslation({
  main,
  lottery,
  payments,
  content,
  messages: MESSAGES.vi,
});

// The member site's texts in English: one chunk, loaded when this language is in use.
import { MESSAGES } from '@playdeck/contract/messages';
import main from '../locales/en.json';
import lottery from '../locales/lottery.en.json';
import payments from '../locales/payments.en.json';
import content from '../locales/content.en.json';
import { siteTranslation } from '../translation';

export const translation = siteTranslation({
  main,
  lottery,
  payments,
  content,
  messages: MESSAGES.en,
});

// The operator console's texts in English: loaded with the console.
import shell from '../locales/operator.en.json';
import payments from '../locales/operator-payments.en.json';
import content from '../locales/operator-content.en.json';
import games from '../locales/operator-games.en.json';
import site from '../locales/operator-site.en.json';
import contracts from '../locales/operator-contracts.en.json';
import promotions from '../locales/operator-promotions.en.json';
import support from '../locales/operator-support.en.json';
import chat from '../locales/operator-chat.en.json';
import members from '../locales/operator-members.en.json';
import audit from '../locales/operator-audit.en.json';
import staff from '../locales/operator-staff.en.json';
import reports from '../locales/operator-reports.en.json';
import { operatorTranslation } from '../translation';

export const translation = operatorTranslation({
  shell,
  payments,
  content,
  games,
  site,
  contracts,
  promotions,
  support,
  chat,
  members,
  audit,
  staff,
  reports,
});

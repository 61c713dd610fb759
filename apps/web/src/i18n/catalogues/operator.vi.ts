// The operator console's texts in Vietnamese: loaded with the console.
import shell from '../locales/operator.vi.json';
import payments from '../locales/operator-payments.vi.json';
import content from '../locales/operator-content.vi.json';
import games from '../locales/operator-games.vi.json';
import site from '../locales/operator-site.vi.json';
import contracts from '../locales/operator-contracts.vi.json';
import promotions from '../locales/operator-promotions.vi.json';
import support from '../locales/operator-support.vi.json';
import chat from '../locales/operator-chat.vi.json';
import members from '../locales/operator-members.vi.json';
import audit from '../locales/operator-audit.vi.json';
import staff from '../locales/operator-staff.vi.json';
import reports from '../locales/operator-reports.vi.json';
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

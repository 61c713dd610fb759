// The shape of the interface texts in one language, as i18next reads them (one `translation`
// namespace): the member site's catalogue, with the lottery pages', the money screens' and the site
// content's texts under their own keys, and the contract's message catalogue (validation and API
// error texts) merged in, so that a zod message key such as "validation.required" reads the same in
// the browser as in an API answer. The operator console's texts are a part of their own (operator.*),
// loaded with the console.
type Nested = { [key: string]: string | Nested };

/** Turns { "validation.required": "…" } into { validation: { required: "…" } }. */
export function nestKeys(flat: Record<string, string>): Nested {
  const nested: Nested = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Nested;
    node[parts.at(-1)!] = text;
  }
  return nested;
}

/**
 * The contract catalogue writes placeholders as `{min}` (the server fills them in itself); i18next
 * reads `{{min}}`. Converting once here lets `t('pattern.1', { length: '6-12' })` work in the browser.
 */
export function toI18nextPlaceholders(flat: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(flat).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

export type SiteTexts<Catalogue> = {
  main: Catalogue;
  lottery: object;
  payments: object;
  content: object;
  messages: Record<string, string>;
};

/** The member site's texts in one language, as one tree. */
export function siteTranslation<Catalogue extends object>(texts: SiteTexts<Catalogue>) {
  return {
    ...texts.main,
    lottery: texts.lottery,
    payments: texts.payments,
    content: texts.content,
    ...nestKeys(toI18nextPlaceholders(texts.messages)),
  };
}

/**
 * The house games' pages' texts in one language (house.*, and each game's under its own key): a part
 * of their own, loaded with the house's pages, which open in the game popup's frame, so that the
 * member site never downloads them.
 */
export function gamesTranslation(texts: {
  house: object;
  baccarat: object;
  bingo: object;
  fish: object;
  scratch: object;
  videoPoker: object;
  blackjack: object;
  poker: object;
}) {
  return { ...texts };
}

export type OperatorTexts = {
  shell: object;
  payments: object;
  content: object;
  games: object;
  site: object;
  contracts: object;
  promotions: object;
  support: object;
  chat: object;
  members: object;
  audit: object;
  staff: object;
  reports: object;
};

/** The operator console's texts in one language, under `operator`. */
export function operatorTranslation(texts: OperatorTexts) {
  return {
    operator: {
      ...texts.shell,
      payments: texts.payments,
      content: texts.content,
      games: texts.games,
      site: texts.site,
      contracts: texts.contracts,
      promotions: texts.promotions,
      support: texts.support,
      chat: texts.chat,
      members: texts.members,
      audit: texts.audit,
      staff: texts.staff,
      reports: texts.reports,
    },
  };
}

/**
 * The agent centre's screens' texts in one language, under `agent` beside the agent menu's (which
 * the member site's part holds, for the agent sign-in page and the member menu's entry).
 */
export function agentTranslation(texts: object) {
  return { agent: texts };
}

/**
 * The promotions' texts in one language (the /promotions page, the reward centre, the turnover
 * screens) under `promotions`, the member centre's rebate screens' under `rebate`, and the member
 * rewards' (the points mall, missions, referral and raffle) under `points`, `missions`, `referral`
 * and `raffle`, responsible gaming's under `responsibleGaming` and the member's feedback under
 * `feedback`: a part of their own, so that the home page's first script does not carry them.
 */
export function promotionsTranslation(texts: {
  promotions: object;
  rebate: object;
  points: object;
  missions: object;
  referral: object;
  raffle: object;
  responsibleGaming: object;
  feedback: object;
}) {
  return {
    promotions: texts.promotions,
    rebate: texts.rebate,
    points: texts.points,
    missions: texts.missions,
    referral: texts.referral,
    raffle: texts.raffle,
    responsibleGaming: texts.responsibleGaming,
    feedback: texts.feedback,
  };
}

// How money reads (SPEC.md §9: two decimals, hidden as asterisks). Money arrives as a decimal string
// (DESIGN.md), so it is formatted as text, never through a float.

export const HIDDEN_BALANCE = '******';
export const UNKNOWN_BALANCE = '—';

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** "1234.5" → "1,234.50" (two decimals, thousands separated); anything else reads as unknown. */
export function formatBalance(
  balance: string | null | undefined,
  options: { hidden?: boolean; symbol?: string } = {},
) {
  if (options.hidden) return HIDDEN_BALANCE;
  const match = balance === null || balance === undefined ? null : DECIMAL.exec(balance.trim());
  if (!match) return UNKNOWN_BALANCE;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Two places are what the API sends; a longer fraction is cut, not rounded, so it never shows more money.
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  return `${sign}${options.symbol ?? ''}${grouped}.${cents}`;
}

/** A signed amount for records: "+1,234.50" or "-20.00". */
export function formatSignedAmount(amount: string, symbol?: string): string {
  const text = formatBalance(amount, { symbol });
  return amount.startsWith('-') || amount === '0.00' ? text : `+${text}`;
}

/** A fresh key for a money request: sent again on a retry, the server answers the first result. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** True when a typed amount (already a valid decimal) lies within the limits, both included. */
export function amountWithin(amount: string, min: string, max: string): boolean {
  const toCents = (text: string) => {
    const [units = '0', fraction = ''] = text.trim().split('.');
    return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  const cents = toCents(amount);
  return cents >= toCents(min) && cents <= toCents(max);
}

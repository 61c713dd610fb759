// What each ledger transaction kind is to the member reading the account record (pure). The kinds
// are written by the features that move money: the vendor protocol (vendor_debit / _credit /
// _rollback), payments (deposit, withdrawal_hold / _refund), the transfer wallet and the upline
// transfer, and bonuses (demo_bonus, and any kind starting with "bonus").
import type { AccountRecordType } from '@playdeck/contract/records';

export const BONUS_KIND_PREFIX = 'bonus';

const KINDS: Record<Exclude<AccountRecordType, 'other'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold'],
  withdrawalRefund: ['withdrawal_refund'],
  transfer: ['transfer_to_vendor', 'transfer_from_vendor'],
  upline: ['upline_transfer'],
  bet: ['vendor_debit'],
  payout: ['vendor_credit'],
  betRefund: ['vendor_rollback'],
  bonus: ['demo_bonus'],
};

export function isBonusKind(kind: string): boolean {
  return KINDS.bonus.includes(kind) || kind.startsWith(BONUS_KIND_PREFIX);
}

/** The record type of a ledger transaction kind. */
export function recordTypeOf(kind: string): AccountRecordType {
  if (isBonusKind(kind)) return 'bonus';
  for (const [type, kinds] of Object.entries(KINDS)) {
    if (kinds.includes(kind)) return type as AccountRecordType;
  }
  return 'other';
}

/** The exact kinds of a type (bonus adds the prefix); for 'other', every kind that is not listed. */
export function kindsOf(type: AccountRecordType): {
  kinds: readonly string[];
  prefix?: string;
  negate?: boolean;
} {
  if (type === 'other')
    return { kinds: Object.values(KINDS).flat(), prefix: BONUS_KIND_PREFIX, negate: true };
  if (type === 'bonus') return { kinds: KINDS.bonus, prefix: BONUS_KIND_PREFIX };
  return { kinds: KINDS[type] };
}

/** A short detail of a movement from its metadata: the vendor and game, a deposit reference, a request. */
export function detailOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const record = metadata as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === 'string' || typeof record[key] === 'number' ? String(record[key]) : null;
  if (text('reference')) return text('reference');
  if (text('withdrawalId')) return `#${text('withdrawalId')}`;
  if (text('vendorCode')) return [text('vendorCode'), text('gameCode')].filter(Boolean).join(' · ');
  return null;
}

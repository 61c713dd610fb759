// Pure rules of a ledger transaction: its postings sum to zero, touch each account once, and move
// something (formance posting.go: Validate and Reverse are pure).
export type Posting = { ledgerAccountId: number; amountMinor: bigint };

export function validatePostings(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new RangeError('a transaction needs at least two postings');
  const accounts = new Set(postings.map((posting) => posting.ledgerAccountId));
  if (accounts.size !== postings.length) throw new RangeError('each account appears once per transaction');
  if (postings.some((posting) => posting.amountMinor === 0n))
    throw new RangeError('a posting moves a non-zero amount');
  const sum = postings.reduce((total, posting) => total + posting.amountMinor, 0n);
  if (sum !== 0n) throw new RangeError(`postings sum to ${sum}, not zero`);
}

/** The postings that undo a transaction: every amount with its sign flipped. */
export function reversePostings(postings: readonly Posting[]): Posting[] {
  return postings.map((posting) => ({
    ledgerAccountId: posting.ledgerAccountId,
    amountMinor: -posting.amountMinor,
  }));
}

/** A transfer of a positive amount from one account to another. */
export function transfer(
  fromLedgerAccountId: number,
  toLedgerAccountId: number,
  amountMinor: bigint,
): Posting[] {
  if (amountMinor <= 0n) throw new RangeError('a transfer moves a positive amount');
  return [
    { ledgerAccountId: fromLedgerAccountId, amountMinor: -amountMinor },
    { ledgerAccountId: toLedgerAccountId, amountMinor },
  ];
}

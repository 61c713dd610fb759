// The house game server's side of the seamless-wallet protocol (DESIGN.md "Game vendors"): signed
// HTTP calls to the platform, exactly what a third-party vendor sends. Every call has a time limit;
// an answer that is not the protocol's envelope is a WalletUnavailableError, so the caller keeps the
// round to retry (credits) or to roll back (debits) instead of guessing what happened.
import { vendorWalletPaths, VENDOR_SIGNATURE_HEADER } from '@playdeck/contract/vendors';
import { signBody } from '../../features/vendors/vendors.signature';

export type WalletMovement = {
  playerId: number;
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** Decimal string with 2 places. */
  amount: string;
};
export type WalletRollback = {
  playerId: number;
  transactionId: string;
  referenceTransactionId: string;
  roundId: string;
};

/** The platform refused the call (insufficient funds, round closed…); nothing moved. */
export class WalletRefusedError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** The member's balance when the platform sends it (INSUFFICIENT_FUNDS). */
    readonly balance: string | undefined,
  ) {
    super(`wallet refused: ${code}`);
  }
}

/** No usable answer (network, time-out, 5xx): the outcome is unknown. */
export class WalletUnavailableError extends Error {}

const CALL_TIMEOUT_MS = 5_000;

export type WalletClient = ReturnType<typeof createWalletClient>;

export function createWalletClient(deps: {
  /** The platform's base URL, read at each call (the server knows its port only once listening). */
  baseUrl: () => string;
  secret: string;
}) {
  async function call(vendorCode: string, path: string, body: object): Promise<{ balance: string }> {
    const raw = JSON.stringify(body);
    const url = deps.baseUrl() + path.replace(':vendorCode', encodeURIComponent(vendorCode));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_SIGNATURE_HEADER]: signBody(deps.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new WalletUnavailableError(`wallet call failed: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => undefined)) as
      { success: boolean; code?: string; value?: { balance?: string } } | undefined;
    if (answer?.success && typeof answer.value?.balance === 'string')
      return { balance: answer.value.balance };
    if (answer && !answer.success && response.status >= 400 && response.status < 500 && answer.code) {
      throw new WalletRefusedError(answer.code, response.status, answer.value?.balance);
    }
    throw new WalletUnavailableError(`wallet answered ${response.status}`);
  }

  return {
    balance: (vendorCode: string, playerId: number) =>
      call(vendorCode, vendorWalletPaths.balance, { playerId }),
    debit: (vendorCode: string, movement: WalletMovement) =>
      call(vendorCode, vendorWalletPaths.debit, movement),
    credit: (vendorCode: string, movement: WalletMovement) =>
      call(vendorCode, vendorWalletPaths.credit, movement),
    rollback: (vendorCode: string, rollback: WalletRollback) =>
      call(vendorCode, vendorWalletPaths.rollback, rollback),
  };
}

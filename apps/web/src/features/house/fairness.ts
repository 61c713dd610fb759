// Checks the verify page does in the browser, independent of the server's word.
import type { HouseGameKind } from '@playdeck/contract/house';

/** SHA-256 of a text, in hex, by the browser's own Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a recomputed outcome is the recorded round's: the fields both sides name (a spin's grid and
 * stops, a draw's numbers, a hand's cards) must be equal. Undefined when they share none to compare.
 */
export function sameOutcome(
  _kind: HouseGameKind,
  recorded: Record<string, unknown>,
  recomputed: Record<string, unknown>,
): boolean | undefined {
  const shared = Object.keys(recomputed).filter((key) => key in recorded);
  if (shared.length === 0) return undefined;
  return shared.every((key) => JSON.stringify(recorded[key]) === JSON.stringify(recomputed[key]));
}

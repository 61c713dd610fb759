// The chat room's rules as plain functions (CONVENTIONS.md "Pure domain rules stay pure"): what a
// message may be, how it is made harmless and filtered, who may read and write where, and the
// sliding window that limits how fast a member writes.
import { isTrialType } from '@playdeck/contract/account';
import { CHAT_MESSAGE_LENGTH_MAX, type ChatRoom } from '@playdeck/contract/chat';

/** What a masked word becomes. */
export const MASK = '***';

// Markup that a browser would read as an element or a comment; a lone "<" or ">" stays as typed.
const HTML_TAG = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi;
// Characters that do not show but change what is shown: controls, zero-width and direction marks.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
// An address with a scheme, one starting with www., or a host under a common top-level domain.
const URL_LIKE =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/[^\s]+|www\.[^\s]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|vn|me|xyz|top|site|online|link|app|gg|cc|ly|tk|ru|cn)\b[^\s]*)/gi;

/** The text as typed, trimmed; undefined when empty or longer than the limit. */
export function acceptedLength(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > CHAT_MESSAGE_LENGTH_MAX) return undefined;
  return trimmed;
}

/**
 * An address made inert, so that neither our page nor anything the text is pasted into turns it into
 * a link: "https://x.com/a" becomes "https[:]//x[.]com/a".
 */
export function defangUrl(url: string): string {
  return url.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]');
}

/**
 * Plain text out of what a member typed: markup dropped, invisible characters removed, runs of
 * spaces and line breaks made one space, and every address made inert. The page shows the result
 * as text too; this keeps the stored text harmless wherever else it may be shown.
 */
export function neutralise(text: string): string {
  return text
    .replace(HTML_TAG, '')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(URL_LIKE, defangUrl);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every occurrence of a filtered word as a whole word (not inside a longer one: "ass" leaves "class"
 * alone), in any letter case and any script, replaced by ***; longer words first.
 */
export function maskWords(text: string, words: readonly string[]): string {
  const wanted = [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 0))].sort(
    (left, right) => right.length - left.length,
  );
  if (wanted.length === 0) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}\\p{M}])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}\\p{M}])`,
    'giu',
  );
  return text.replace(pattern, MASK);
}

/** The name shown beside a message: the nickname, or the account name with its middle hidden. */
export function authorName(account: { username: string; nickname: string }): string {
  const nickname = account.nickname.trim();
  if (nickname.length > 0) return nickname;
  const name = account.username;
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export type Reader = { type: number; vipLevel: number | null } | null;

/**
 * Whether a viewer may read a room: the language rooms are open to everyone, visitors included;
 * the VIP room to a member whose VIP level reaches the operator's setting.
 */
export function mayRead(room: ChatRoom, reader: Reader, vipMinLevel: number): boolean {
  if (room !== 'vip') return true;
  return reader !== null && reader.vipLevel !== null && reader.vipLevel >= vipMinLevel;
}

/** Whether a viewer may write: a signed-in real account (not a trial one) allowed into the room. */
export function mayWrite(room: ChatRoom, reader: Reader, vipMinLevel: number): boolean {
  return reader !== null && !isTrialType(reader.type) && mayRead(room, reader, vipMinLevel);
}

export type RateDecision = { allowed: boolean; kept: number[]; retryAfterMs: number };

/**
 * A sliding window: the send times within the last `windowMs` are kept; one more is allowed when
 * fewer than `max` remain, and is added to them. When refused, `retryAfterMs` is how long until the
 * oldest kept one leaves the window.
 */
export function rateWindow(
  sentAtMs: readonly number[],
  nowMs: number,
  max: number,
  windowMs: number,
): RateDecision {
  const kept = sentAtMs.filter((time) => time > nowMs - windowMs).sort((left, right) => left - right);
  if (kept.length >= max) {
    return { allowed: false, kept, retryAfterMs: Math.max(0, kept[0]! + windowMs - nowMs) };
  }
  return { allowed: true, kept: [...kept, nowMs], retryAfterMs: 0 };
}

/** The end of a mute of `minutes` from now. */
export function muteEnd(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** An instant on the site's wall clock, as messages show it: "2026-11-28 19:05 (GMT+8)". */
export function siteWallClock(at: Date, offsetMinutes: number): string {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone = `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} (${zone})`;
}

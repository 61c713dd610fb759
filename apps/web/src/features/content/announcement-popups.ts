// Which announcement popups a visitor gets (SPEC.md §2 "Modals"): A when signed in, F as well on a
// member's first sign-in, B when anonymous; each one at most once per browser session, remembered
// in sessionStorage when the popup is closed (a sign-out keeps that list).
import type { Announcement, AnnouncementExecution } from '@playdeck/contract/content';
import { SESSION_KEYS } from '../../lib/session';

const SEEN_POPUPS_KEY = SESSION_KEYS.announcementPopupsSeen;

export function popupExecutions(session: {
  isLogin: boolean;
  isFirstLogin: boolean;
}): AnnouncementExecution[] {
  if (!session.isLogin) return ['B'];
  return session.isFirstLogin ? ['A', 'F'] : ['A'];
}

export function seenPopupIds(storage: Storage): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEEN_POPUPS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function unseenPopups(list: readonly Announcement[], storage: Storage): Announcement[] {
  const seen = seenPopupIds(storage);
  return list.filter((item) => !seen.has(item.id));
}

export function markPopupsSeen(list: readonly Announcement[], storage: Storage) {
  const seen = seenPopupIds(storage);
  for (const item of list) seen.add(item.id);
  storage.setItem(SEEN_POPUPS_KEY, JSON.stringify([...seen]));
}

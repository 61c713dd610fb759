// The home lobby's announcement popups (SPEC.md §2 "Modals", §7 "home also sends execution"): the
// live popups for the visitor's audience that this browser session has not closed yet. `paused`
// holds them back while a popup of another feature (login, register) is open. The popup's code loads
// only when there is something to show.
import { useMemo, useState } from 'react';
import { useHydrated } from '../../../lib/hydration';
import { useSession } from '../../../lib/session';
import { useAnnouncementPopups } from '../api/content';
import { markPopupsSeen, popupExecutions, unseenPopups } from '../announcement-popups';
import { useContentModal } from '../content-modal';
import { lazyNamed } from '../../../ui/lazy';

// No loader: the visitor did not ask for these popups, they come when ready.
const AnnouncementListModal = lazyNamed(() => import('./AnnouncementsModal'), 'AnnouncementListModal', null);

export function AnnouncementPopups({ paused = false }: { paused?: boolean }) {
  const session = useSession();
  // Another popup (login, licence, help…) goes first; the announcements wait until it is closed.
  const otherModalOpen = useContentModal() !== null || paused;
  const executions = popupExecutions(session);
  const { data } = useAnnouncementPopups(executions);
  // Bumped on close so that the list is read again from sessionStorage.
  const [closedCount, setClosedCount] = useState(0);
  // sessionStorage is the browser's: the popups come after hydration.
  const hydrated = useHydrated();
  const popups = useMemo(
    () => (hydrated ? unseenPopups(data?.list ?? [], sessionStorage) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- closedCount re-reads sessionStorage
    [data, closedCount, hydrated],
  );
  if (popups.length === 0 || otherModalOpen) return null;
  const close = () => {
    markPopupsSeen(popups, sessionStorage);
    setClosedCount((count) => count + 1);
  };
  return (
    <AnnouncementListModal key={popups.map((item) => item.id).join()} items={popups} open onClose={close} />
  );
}

// The content popups any page can open (content-modal.ts): announcements, the licence and help. Each
// one's code loads when it is first opened.
import { lazyNamed, OnceOpened } from '../../../ui/lazy';
import { closeContentModal, useContentModal } from '../content-modal';

const AnnouncementsModal = lazyNamed(() => import('./AnnouncementsModal'), 'AnnouncementsModal');
const HelpModal = lazyNamed(() => import('./HelpModal'), 'HelpModal');
const LicenceModal = lazyNamed(() => import('./LicenceModal'), 'LicenceModal');

export function ContentModals() {
  const modal = useContentModal();
  return (
    <>
      <OnceOpened open={modal?.kind === 'announcements'}>
        <AnnouncementsModal open={modal?.kind === 'announcements'} onClose={closeContentModal} />
      </OnceOpened>
      {modal?.kind === 'licence' ? <LicenceModal onClose={closeContentModal} /> : null}
      {modal?.kind === 'help' ? <HelpModal topic={modal.topic} onClose={closeContentModal} /> : null}
    </>
  );
}

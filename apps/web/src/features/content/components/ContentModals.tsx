// The content popups any page can open (content-modal.ts): announcements, the licence and help.
import { closeContentModal, useContentModal } from '../content-modal';
import { AnnouncementsModal } from './AnnouncementsModal';
import { HelpModal } from './HelpModal';
import { LicenceModal } from './LicenceModal';

export function ContentModals() {
  const modal = useContentModal();
  return (
    <>
      <AnnouncementsModal open={modal?.kind === 'announcements'} onClose={closeContentModal} />
      {modal?.kind === 'licence' ? <LicenceModal onClose={closeContentModal} /> : null}
      {modal?.kind === 'help' ? <HelpModal topic={modal.topic} onClose={closeContentModal} /> : null}
    </>
  );
}

// The public announcements popup (SPEC.md §2 "Modals"): every live announcement, 9 titles per page.
// Also the frame of the execution popups (AnnouncementPopups), which pass their own list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Announcement } from '@playdeck/contract/content';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@playdeck/contract/content';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import { useAnnouncements } from '../api/content';
import { AnnouncementBoard } from './AnnouncementBoard';

/** Go to promotion: the promotions page, opened at the announced promotion's type. */
function useGoToPromotion(onClose: () => void) {
  const navigate = useNavigate();
  return (promotionType: string) => {
    onClose();
    void navigate(`/promotions?type=${encodeURIComponent(promotionType)}`);
  };
}

/** Every live announcement, paged by the server. */
export function AnnouncementsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { data, isPending } = useAnnouncements(page, open);
  const goToPromotion = useGoToPromotion(onClose);
  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(null);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('content.announcements')}
      size="lg"
    >
      {isPending ? (
        <Loader label={t('ui.loading')} />
      ) : (
        <AnnouncementBoard
          items={data?.list ?? []}
          selectedId={selectedId}
          onSelect={setSelectedId}
          page={page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={changePage}
          onGoToPromotion={goToPromotion}
        />
      )}
    </Modal>
  );
}

/** A given list of announcements (the popups of the visitor's audience), paged here by 9. */
export function AnnouncementListModal({
  items,
  open,
  onClose,
}: {
  items: readonly Announcement[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const goToPromotion = useGoToPromotion(onClose);
  const start = (page - 1) * ANNOUNCEMENTS_PAGE_SIZE;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('content.announcements')}
      size="lg"
    >
      <AnnouncementBoard
        items={items.slice(start, start + ANNOUNCEMENTS_PAGE_SIZE)}
        selectedId={selectedId}
        onSelect={setSelectedId}
        page={page}
        totalPages={Math.ceil(items.length / ANNOUNCEMENTS_PAGE_SIZE)}
        onPageChange={(next) => {
          setPage(next);
          setSelectedId(null);
        }}
        onGoToPromotion={goToPromotion}
      />
    </Modal>
  );
}

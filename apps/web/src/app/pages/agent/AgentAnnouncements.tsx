// The agent centre's announcements: the site's live announcements, as the announcement popup shows
// them (titles beside the chosen one's text, 9 a page), inside the agent layout.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAnnouncements } from '../../../features/content/api/content';
import { AnnouncementBoard } from '../../../features/content/components/AnnouncementBoard';
import { Loader } from '../../../ui/Loader';

export function AgentAnnouncements() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { data, isPending } = useAnnouncements(page);
  if (isPending) return <Loader label={t('ui.loading')} />;
  return (
    <AnnouncementBoard
      items={data?.list ?? []}
      selectedId={selectedId}
      onSelect={setSelectedId}
      page={page}
      totalPages={data?.totalPages ?? 0}
      onPageChange={(next) => {
        setPage(next);
        setSelectedId(null);
      }}
      onGoToPromotion={(promotionType) =>
        void navigate(`/promotions?type=${encodeURIComponent(promotionType)}`)
      }
    />
  );
}

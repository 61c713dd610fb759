// A promotion's details: its picture, period, condition and reward, and the operator's content (HTML
// the server has sanitised, shown as the site shows announcements).
import { useTranslation } from 'react-i18next';
import type { MemberPromotion } from '@playdeck/contract/promotions';
import { Modal } from '../../../ui/Modal';
import { usePromotionWords } from '../hooks/usePromotionWords';
import styles from './promotions.module.css';

export function PromotionDetails({
  promotion,
  onClose,
}: {
  promotion: MemberPromotion;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = usePromotionWords();
  const turnover = words.turnover(promotion);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={promotion.title}
      size="lg"
    >
      {promotion.imageUrl ? <img className={styles.detailsImage} src={promotion.imageUrl} alt="" /> : null}
      <dl className={styles.terms}>
        <dt>{t('promotions.periodLabel')}</dt>
        <dd>{words.period(promotion)}</dd>
        <dt>{t('promotions.condition')}</dt>
        <dd>{words.condition(promotion)}</dd>
        <dt>{t('promotions.reward')}</dt>
        <dd>
          {words.reward(promotion)}
          {turnover ? <span className={styles.termNote}>{turnover}</span> : null}
        </dd>
      </dl>
      <div
        className={styles.content}
        data-testid="promotion-content"
        dangerouslySetInnerHTML={{ __html: promotion.content }}
      />
    </Modal>
  );
}

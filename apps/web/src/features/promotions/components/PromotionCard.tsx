// One promotion as a card (SPEC.md §2 /promotions): picture, title, status, period, condition and
// reward in words, the member's progress and award, the reviewer's note of a refused application,
// the action its state allows, and a button to the details. A visitor's card has a "sign in to take
// part" prompt where a member's has its action.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPromotion } from '@playdeck/contract/promotions';
import { useActionGuards } from '../../../lib/action-guards';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ACTIVITY_TONES } from '../activity-tones';
import { usePromotionWords } from '../hooks/usePromotionWords';
import { showsProgress } from '../promotion-actions';
import { PromotionActionButton } from './PromotionActionButton';
import { PromotionDetails } from './PromotionDetails';
import { ProgressBar } from '../../../ui/ProgressBar';
import { progressPercent } from '../../../lib/progress';
import styles from './promotions.module.css';

export function PromotionCard({ promotion }: { promotion: MemberPromotion }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const guards = useActionGuards();
  const words = usePromotionWords();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const turnover = words.turnover(promotion);
  const target = promotion.trigger === 'SIGN_IN_DAYS' ? String(promotion.signInDays) : promotion.minAmount;
  return (
    <li className={styles.card} aria-labelledby={`promotion-${promotion.id}`} data-testid="promotion-card">
      {promotion.imageUrl ? (
        <img className={styles.cardImage} src={promotion.imageUrl} alt="" loading="lazy" />
      ) : null}
      <div className={styles.cardBody}>
        <div className={styles.cardHeader}>
          <h2 id={`promotion-${promotion.id}`} className={styles.cardTitle}>
            {promotion.title}
          </h2>
          <StatusBadge tone={ACTIVITY_TONES[promotion.status]}>
            {t(`promotions.statuses.${promotion.status}`)}
          </StatusBadge>
        </div>
        <p className={styles.meta}>{words.period(promotion)}</p>
        <dl className={styles.terms}>
          <dt>{t('promotions.condition')}</dt>
          <dd>{words.condition(promotion)}</dd>
          <dt>{t('promotions.reward')}</dt>
          <dd>
            {words.reward(promotion)}
            {turnover ? <span className={styles.termNote}>{turnover}</span> : null}
          </dd>
        </dl>
        {isLogin && showsProgress(promotion) ? (
          <ProgressBar
            label={t('promotions.progress')}
            text={words.progress(promotion)}
            percent={progressPercent(promotion.progress, target)}
          />
        ) : null}
        {promotion.status === 'coming' ? (
          <p className={styles.meta}>
            {t('promotions.startsAt', { time: words.startsAt(promotion.periodFrom) })}
          </p>
        ) : null}
        {promotion.award !== null ? (
          <p className={styles.award}>
            {t('promotions.award', { award: words.award(promotion, promotion.award) })}
          </p>
        ) : null}
        {promotion.reviewNote ? (
          <p className={styles.meta}>{t('promotions.reviewNote', { note: promotion.reviewNote })}</p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => setDetailsOpen(true)}>
            {t('promotions.details')}
          </Button>
          {isLogin ? (
            <PromotionActionButton promotion={promotion} />
          ) : promotion.status === 'join' ? (
            <Button size="sm" variant="secondary" onClick={() => guards.requireLogin()}>
              {t('promotions.signInPrompt')}
            </Button>
          ) : null}
        </div>
      </div>
      {detailsOpen ? <PromotionDetails promotion={promotion} onClose={() => setDetailsOpen(false)} /> : null}
    </li>
  );
}

// One mission in its current period: the task, the progress bar with its figures, the reward and the
// mission points a claim adds, when the period ends (site time), and the action its status allows:
// Claim when met, a "claimed" mark after, nothing while in progress.
import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@playdeck/contract/missions';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { classNames } from '../../../ui/class-names';
import { StatusBadge } from '../../../ui/StatusBadge';
import { missionPercent } from '../mission-progress';
import { useMissionWords } from '../use-mission-words';
import styles from './missions.module.css';

export function MissionCard({
  mission,
  claiming,
  onClaim,
}: {
  mission: MemberMission;
  /** This mission's claim is under way. */
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const clock = useSiteTime();
  const words = useMissionWords();
  const percent = missionPercent(mission.progress, mission.target);
  const figures = words.progress(mission);
  const titleId = `mission-${mission.id}`;
  return (
    <li className={styles.mission} aria-labelledby={titleId} data-testid="mission">
      <div className={styles.missionHeader}>
        <h5 id={titleId} className={styles.missionTitle}>
          {mission.title}
        </h5>
        <StatusBadge
          tone={mission.status === 'claim' ? 'success' : mission.status === 'claimed' ? 'neutral' : 'info'}
        >
          {t(`missions.statuses.${mission.status}`)}
        </StatusBadge>
      </div>
      <p className={styles.task}>{words.task(mission)}</p>
      <div className={styles.progress}>
        <span className={styles.progressText}>{figures}</span>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t('missions.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={figures}
        >
          <div
            className={classNames(styles.fill, percent >= 100 && styles.fillDone)}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className={styles.reward}>
        {t('missions.reward', { reward: words.reward(mission) })}
        {mission.missionPoints > 0 ? (
          <span className={styles.missionPoints}>
            {t('missions.missionPointsReward', { count: mission.missionPoints })}
          </span>
        ) : null}
      </p>
      <div className={styles.missionFooter}>
        <span className={styles.meta}>
          {t('missions.endsAt', { time: clock.format(mission.periodEndsAt), zone: clock.zoneLabel })}
        </span>
        {mission.status === 'claim' ? (
          <Button size="sm" loading={claiming} onClick={onClaim}>
            {t('missions.claim')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

// One mission in its current period: the task, the progress bar with its figures, the reward and the
// mission points a claim adds, when the period ends (site time), and the action its status allows:
// Claim when met, a "claimed" mark after, nothing while in progress.
import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@playdeck/contract/missions';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { PanelNote } from '../../../ui/Panel';
import { ProgressBar } from '../../../ui/ProgressBar';
import { StatusBadge } from '../../../ui/StatusBadge';
import { StatusCard } from '../../../ui/StatusCard';
import { progressPercent } from '../../../lib/progress';
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
  const percent = progressPercent(mission.progress, mission.target);
  return (
    <StatusCard
      title={mission.title}
      status={
        <StatusBadge
          tone={mission.status === 'claim' ? 'success' : mission.status === 'claimed' ? 'neutral' : 'info'}
        >
          {t(`missions.statuses.${mission.status}`)}
        </StatusBadge>
      }
      testId="mission"
    >
      <p className={styles.task}>{words.task(mission)}</p>
      <ProgressBar label={t('missions.progress')} text={words.progress(mission)} percent={percent} />
      <p className={styles.reward}>
        {t('missions.reward', { reward: words.reward(mission) })}
        {mission.missionPoints > 0 ? (
          <span className={styles.missionPoints}>
            {t('missions.missionPointsReward', { count: mission.missionPoints })}
          </span>
        ) : null}
      </p>
      <div className={styles.missionFooter}>
        <PanelNote as="span">
          {t('missions.endsAt', { time: clock.format(mission.periodEndsAt), zone: clock.zoneLabel })}
        </PanelNote>
        {mission.status === 'claim' ? (
          <Button size="sm" loading={claiming} onClick={onClaim}>
            {t('missions.claim')}
          </Button>
        ) : null}
      </div>
    </StatusCard>
  );
}

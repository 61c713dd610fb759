// The member centre's missions (SPEC.md §2 "mission leaderboard", §7 "Mission summary and
// leaderboard"; issue 15 item 7): the week's mission points and rank, the daily and the weekly
// missions with their progress and Claim, and the week's leaderboard below. A claim refreshes the
// balance and says what it paid; a refusal shows the server's words and reloads the missions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberMission, MissionPeriod, MissionSummary } from '@playdeck/contract/missions';
import { MISSION_PERIODS } from '@playdeck/contract/missions';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelSection, PanelStack } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { StatusCardList } from '../../../ui/StatusCard';
import { useDialogs } from '../../../ui/dialogs';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/mission-summary';
import { isPositive } from '../../../lib/progress';
import { useMissionWords } from '../use-mission-words';
import { MissionCard } from './MissionCard';
import { MissionLeaderboard } from './MissionLeaderboard';
import styles from './missions.module.css';

/** A mission card's narrowest width in pixels: one card a row on a phone, two or more beside. */
const MISSION_CARD_WIDTH_MIN = 280;

export function MissionsSection() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const query = useMissionSummary();
  return (
    <PanelStack>
      <Panel title={t('missions.title')}>
        {isTrial ? (
          <EmptyState title={t('missions.realAccountOnly')} />
        ) : (
          <>
            <ReportState query={query} empty={false} searchFields={[]} />
            {query.data ? <MissionLists summary={query.data} /> : null}
          </>
        )}
      </Panel>
      <MissionLeaderboard />
    </PanelStack>
  );
}

function MissionLists({ summary }: { summary: MissionSummary }) {
  const { t } = useTranslation();
  const claim = useMissionClaim();
  return (
    <>
      <p className={styles.week} data-testid="mission-week">
        {summary.weekRank === null
          ? t('missions.weekUnranked', { count: summary.weekMissionPoints })
          : t('missions.weekRanked', { count: summary.weekMissionPoints, rank: summary.weekRank })}
      </p>
      {summary.list.length === 0 ? <EmptyState title={t('missions.empty')} /> : null}
      {MISSION_PERIODS.map((period) => (
        <PeriodList
          key={period}
          period={period}
          missions={summary.list.filter((mission) => mission.period === period)}
          claimingId={claim.claimingId}
          onClaim={claim.press}
        />
      ))}
    </>
  );
}

function PeriodList({
  period,
  missions,
  claimingId,
  onClaim,
}: {
  period: MissionPeriod;
  missions: readonly MemberMission[];
  claimingId: number | null;
  onClaim: (mission: MemberMission) => void;
}) {
  const { t } = useTranslation();
  if (missions.length === 0) return null;
  return (
    <PanelSection title={t(`missions.periods.${period}`)}>
      <StatusCardList cardWidthMin={MISSION_CARD_WIDTH_MIN}>
        {missions.map((mission) => (
          <MissionCard
            key={mission.id}
            mission={mission}
            claiming={claimingId === mission.id}
            onClaim={() => onClaim(mission)}
          />
        ))}
      </StatusCardList>
    </PanelSection>
  );
}

/** Claim with a fresh request id per press; says what it paid, or why the server refused. */
function useMissionClaim() {
  const { t } = useTranslation();
  const guards = useActionGuards();
  const dialogs = useDialogs();
  const words = useMissionWords();
  const claim = useClaimMission();
  const [claimingId, setClaimingId] = useState<number | null>(null);

  const press = async (mission: MemberMission) => {
    if (!guards.requireRealAccount()) return;
    setClaimingId(mission.id);
    try {
      const result = await claim.mutateAsync({ id: mission.id, requestId: newRequestId() });
      const reward = words.reward(result.mission);
      await dialogs.success(
        isPositive(result.mission.rewardAmount)
          ? t('missions.claimedMoney', { reward, balance: words.money(result.balance) })
          : t('missions.claimedPoints', { reward }),
      );
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setClaimingId(null);
    }
  };
  return { claimingId, press: (mission: MemberMission) => void press(mission) };
}

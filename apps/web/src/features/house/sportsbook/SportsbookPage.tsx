// The house sportsbook in the game frame (issue 16 items 1–3): one sport's fixtures of today and
// tomorrow, grouped by league and refreshed every few seconds so odds and in-play scores move; a bet
// slip for singles and parlays (a bottom sheet on phones, a side panel on wide screens); and the
// player's open and settled bets with cash-out. The game code in the address is the sport.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sportsbookSportSchema, type SportsbookSport } from '@playdeck/contract/sportsbook';
import { clockOffsetMs } from '../../../lib/countdown';
import { houseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { BetSlip } from './BetSlip';
import { FixtureList } from './FixtureList';
import { MyBets } from './MyBets';
import { sportsbookApi } from './sportsbook-api';
import { toggleLeg, type SlipLeg } from './sportsbook-view';
import styles from './SportsbookPage.module.css';

/** How often the fixtures (odds, scores, clocks) are asked for again. */
export const FIXTURES_REFRESH_MS = 5_000;

export default function SportsbookPage() {
  return (
    <GameSessionPage kind="sportsbook">
      {(session) => {
        const sport = sportsbookSportSchema.safeParse(session.gameCode.toUpperCase());
        if (!sport.success) return <GameSessionMessage failed />;
        return (
          <SportsbookView
            sessionToken={session.sessionToken}
            sport={sport.data}
            initialBalance={session.balance}
            focus={new URLSearchParams(window.location.search).get('focus')}
          />
        );
      }}
    </GameSessionPage>
  );
}

export function SportsbookView({
  sessionToken,
  sport,
  initialBalance,
  focus = null,
}: {
  sessionToken: string;
  sport: SportsbookSport;
  initialBalance: string;
  /** The fixture the page was opened at (the sports pages' board), if any. */
  focus?: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const api = useMemo(() => sportsbookApi(house), [house]);
  const [balance, setBalance] = useState(initialBalance);
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const fixtures = useQuery({
    queryKey: ['house', 'sportsbook', 'fixtures', sessionToken, sport],
    queryFn: () => api.fixtures(sport),
    refetchInterval: FIXTURES_REFRESH_MS,
    staleTime: 0,
  });

  if (!fixtures.data) {
    return <GameSessionMessage failed={fixtures.isError} message={t('house.sportsbook.loadFailed')} />;
  }
  const placed = (next: string) => {
    setBalance(next);
    void queryClient.invalidateQueries({ queryKey: ['house', 'sportsbook', 'bets'] });
  };
  return (
    <GameShell title={t(`house.sportsbook.sport.${sport}`)} balance={balance} api={house} playerSeeds={false}>
      <div className={styles.layout}>
        <div className={styles.fixturesColumn}>
          {sport === 'VFOOTBALL' && <p className={styles.virtualNote}>{t('house.sportsbook.virtualNote')}</p>}
          <FixtureList
            fixtures={fixtures.data.fixtures}
            legs={legs}
            onPick={(leg) => setLegs((current) => toggleLeg(current, leg))}
            serverOffsetMs={clockOffsetMs(fixtures.data.serverTime, fixtures.dataUpdatedAt)}
            focus={focus}
            inPlayBetting={fixtures.data.inPlayBetting}
          />
        </div>
        <aside className={styles.sideColumn}>
          <BetSlip
            api={api}
            legs={legs}
            onLegsChange={setLegs}
            limits={fixtures.data.limits}
            onPlaced={placed}
            onBalance={setBalance}
          />
          <MyBets api={api} sessionToken={sessionToken} onBalance={setBalance} />
        </aside>
      </div>
    </GameShell>
  );
}

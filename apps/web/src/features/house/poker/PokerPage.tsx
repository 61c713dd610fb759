// A hold'em card room of the house vendor (issue 17 item 2): members play each other at the table in
// real time, empty seats filled by house bots shown as bots. The player picks a seat and the stack
// they bring to each hand, then plays from the action bar while the table's stream shows every move
// as they may see it: their own two cards, the others' only when a showdown shows them. After a hand
// its result, the revealed seed and the link to the round's fairness page stay until the next deal.
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PokerActionRequest, PokerSitRequest, PokerTableValue } from '@playdeck/contract/poker';
import { ApiError } from '../../../lib/api-client';
import { houseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { ActionBar } from './ActionBar';
import { HandLog, HandPanel, TableTerms } from './HandPanels';
import { PokerFelt } from './PokerFelt';
import { pokerApi } from './poker-api';
import { mySeatInHand } from './poker-view';
import { SitPanel } from './SitPanel';
import { usePokerTable } from './usePokerTable';
import styles from './PokerPage.module.css';

export default function PokerPage() {
  return (
    <GameSessionPage kind="poker">
      {(session) => (
        <PokerTableView
          sessionToken={session.sessionToken}
          tableCode={session.gameCode}
          initialBalance={session.balance}
        />
      )}
    </GameSessionPage>
  );
}

export function PokerTableView({
  sessionToken,
  tableCode,
  initialBalance,
}: {
  sessionToken: string;
  tableCode: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const api = useMemo(() => pokerApi(house), [house]);
  const [balance, setBalance] = useState(initialBalance);
  const live = usePokerTable(api, tableCode, sessionToken, setBalance);
  const [pickedSeat, setPickedSeat] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const run = useCallback(
    async (call: () => Promise<PokerTableValue>) => {
      setBusy(true);
      setMessage('');
      try {
        live.accept(await call());
      } catch (error) {
        if (error instanceof ApiError) {
          const field = Object.values(error.fields)[0];
          setMessage(field ? `${error.message}: ${field}` : error.message);
          const known = (error.value as { balance?: string } | undefined)?.balance;
          if (known) setBalance(known);
        } else setMessage(t('errors.network'));
      } finally {
        setBusy(false);
      }
    },
    [live, t],
  );

  const value = live.value;
  if (!value) {
    return <GameSessionMessage failed={live.loadError !== null} message={t('poker.loadFailed')} />;
  }
  const { table, hand } = value;
  const serverNowMs = live.nowMs + live.offsetMs;
  const title = i18n.language.startsWith('vi') ? table.name.vi : table.name.en;
  const seated = value.mySeat !== null;
  const inHand = mySeatInHand(hand) !== null && hand?.status === 'open';
  const act = (action: PokerActionRequest) =>
    void run(() => api.act({ handNumber: hand!.handNumber, action }));
  const sit = (request: PokerSitRequest) =>
    void run(async () => {
      const next = await api.sit(request);
      setPickedSeat(null);
      return next;
    });
  return (
    <GameShell
      title={title}
      balance={balance}
      api={house}
      playerSeeds={false}
      style={
        {
          '--slot-bg': 'var(--color-bg)',
          '--slot-text': 'var(--color-text)',
          '--slot-accent': 'var(--color-primary-text)',
        } as CSSProperties
      }
    >
      <div className={styles.layout}>
        <div className={styles.tableColumn}>
          <div className={styles.statusBar}>
            <span className={styles.stakes}>
              {t('poker.stakesLine', { small: table.smallBlind, big: table.bigBlind })}
            </span>
            <span
              className={live.connected ? styles.online : styles.offline}
              data-testid="stream-state"
              role="status"
            >
              {live.connected ? t('poker.live') : t('poker.reconnecting')}
            </span>
          </div>
          <PokerFelt
            value={value}
            serverNowMs={serverNowMs}
            pickedSeat={seated ? null : pickedSeat}
            onPickSeat={seated ? undefined : (seat) => setPickedSeat(seat === pickedSeat ? null : seat)}
          />
          {inHand && hand && <ActionBar hand={hand} serverNowMs={serverNowMs} busy={busy} onAct={act} />}
          <SitPanel
            value={value}
            balance={balance}
            pickedSeat={pickedSeat}
            busy={busy}
            onSit={sit}
            onLeave={() => void run(() => api.leave())}
          />
          <p className={message ? styles.error : styles.hint} role={message ? 'alert' : undefined}>
            {message || (seated ? (inHand ? '' : t('poker.waitHint')) : t('poker.pickSeatHint'))}
          </p>
        </div>
        <aside className={styles.sideColumn}>
          <HandPanel hand={hand} />
          <HandLog hand={hand} />
          <TableTerms table={table} />
        </aside>
      </div>
    </GameShell>
  );
}

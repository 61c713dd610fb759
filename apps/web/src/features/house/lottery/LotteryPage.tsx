// The house lottery's game page (DESIGN.md "Game vendors"), opened in the lottery pages' frame with
// a one-time launch token: the draw taking tickets with countdowns on the server's clock, the bet
// slip, the player's tickets and the latest results. When a draw's time passes, the page moves to
// the next draw and follows the one just drawn until its result shows and its tickets are paid.
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lotteryPaths,
  type LotteryResultsValue,
  type LotteryStateValue,
  type LotteryTicketRequest,
  type LotteryTicketsValue,
  type LotteryTicketValue,
} from '@playdeck/contract/lottery';
import { ApiError } from '../../../lib/api-client';
import { clockOffsetMs } from '../../../lib/countdown';
import { houseApi, type HouseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { BetPanel, type PlaceOutcome } from './BetPanel';
import { DrawPanel } from './DrawPanel';
import { localName } from './local-name';
import { ResultList } from './ResultList';
import { drawPhase } from './selections';
import { TicketList } from './TicketList';
import styles from './LotteryPage.module.css';

const TICKETS_PAGE_SIZE = 10;
const RESULTS_SHOWN = 8;
const TICK_MS = 250;
/** After a draw: how often and how long the page looks for its result and payouts. */
const FOLLOW_INTERVAL_MS = 1_500;
const FOLLOW_ATTEMPTS_MAX = 20;

/** The game page follows the site's theme: the shell's colours are the design tokens. */
const SHELL_STYLE = {
  '--slot-bg': 'var(--color-bg)',
  '--slot-text': 'var(--color-text)',
  '--slot-accent': 'var(--color-primary)',
} as CSSProperties;

export default function LotteryPage() {
  return (
    <GameSessionPage kind="lottery">
      {(session) => <LotteryGame sessionToken={session.sessionToken} initialBalance={session.balance} />}
    </GameSessionPage>
  );
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The server's clock, redrawn a few times a second. */
function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), TICK_MS);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
}

function useLotteryData(api: HouseApi, initialBalance: string) {
  const [state, setState] = useState<LotteryStateValue | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [balance, setBalance] = useState(initialBalance);
  const [tickets, setTickets] = useState<LotteryTicketsValue | null>(null);
  const [results, setResults] = useState<LotteryResultsValue['list']>([]);

  const loadState = useCallback(async () => {
    const sentAt = Date.now();
    const value = await api.get<LotteryStateValue>(lotteryPaths.houseState);
    setOffsetMs(clockOffsetMs(value.serverTime, (sentAt + Date.now()) / 2));
    setState(value);
    if (value.balance !== null) setBalance(value.balance);
    return value;
  }, [api]);
  const loadTickets = useCallback(async () => {
    const value = await api.get<LotteryTicketsValue>(lotteryPaths.houseTickets, {
      pageNo: 1,
      pageSize: TICKETS_PAGE_SIZE,
    });
    setTickets(value);
    return value;
  }, [api]);
  const loadResults = useCallback(async () => {
    const value = await api.get<LotteryResultsValue>(lotteryPaths.houseResults, { limit: RESULTS_SHOWN });
    setResults(value.list);
    return value.list;
  }, [api]);

  return {
    state,
    offsetMs,
    balance,
    setBalance,
    tickets,
    setTickets,
    results,
    loadState,
    loadTickets,
    loadResults,
  };
}

function LotteryGame({ sessionToken, initialBalance }: { sessionToken: string; initialBalance: string }) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const data = useLotteryData(api, initialBalance);
  const { state, loadState, loadTickets, loadResults } = data;
  const [message, setMessage] = useState('');
  const serverNow = useServerNow(data.offsetMs);
  const followed = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    Promise.all([loadState(), loadTickets(), loadResults()]).catch((error: unknown) =>
      setMessage(error instanceof ApiError ? error.message : t('errors.network')),
    );
    return () => void (mounted.current = false);
  }, [loadState, loadTickets, loadResults, t]);

  /** After draw `drawNumber`: the next draw's state, then its result and payouts once they are in. */
  const followDraw = useCallback(
    async (drawNumber: number) => {
      for (let attempt = 0; attempt < FOLLOW_ATTEMPTS_MAX && mounted.current; attempt += 1) {
        await wait(attempt === 0 ? 500 : FOLLOW_INTERVAL_MS);
        if (!mounted.current) return;
        const [next, latest, mine] = await Promise.all([loadState(), loadResults(), loadTickets()]);
        const drawn = (latest[0]?.drawNumber ?? 0) >= drawNumber;
        const waiting = mine.list.some(
          (ticket) =>
            ticket.drawNumber <= drawNumber && (ticket.status === 'open' || ticket.status === 'pending'),
        );
        if (next.draw.drawNumber > drawNumber && drawn && !waiting) {
          // The balance read above may predate the last payout: read it once more.
          await loadState();
          return;
        }
      }
    },
    [loadState, loadResults, loadTickets],
  );

  const phase = state ? drawPhase(state.draw, serverNow) : 'open';
  useEffect(() => {
    if (!state || phase !== 'drawing' || followed.current >= state.draw.drawNumber) return;
    followed.current = state.draw.drawNumber;
    void followDraw(state.draw.drawNumber).catch(() => undefined);
  }, [state, phase, followDraw]);

  const place = async (request: LotteryTicketRequest): Promise<PlaceOutcome> => {
    try {
      const value = await api.post<LotteryTicketValue>(lotteryPaths.houseTickets, request);
      data.setBalance(value.balance);
      void loadTickets();
      return { ok: true };
    } catch (error) {
      if (!(error instanceof ApiError)) return { ok: false, message: t('errors.network'), fields: {} };
      const known = (error.value as { balance?: string } | undefined)?.balance;
      if (known) data.setBalance(known);
      if (error.code === 'BETTING_CLOSED') void loadState();
      return { ok: false, message: error.message, fields: error.fields };
    }
  };

  if (!state) return <GameSessionMessage failed={message !== ''} message={message} />;
  const title = localName(state.game.name, i18n.language);
  return (
    <GameShell title={title} balance={data.balance} api={api} playerSeeds={false} style={SHELL_STYLE}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <DrawPanel draw={state.draw} phase={phase} serverNowMs={serverNow} lastResult={data.results[0]} />
          <BetPanel betTypes={state.betTypes} digits={state.game.digits} phase={phase} onPlace={place} />
        </div>
        <div className={styles.side}>
          <ResultList results={data.results} />
        </div>
        <TicketList tickets={data.tickets?.list ?? []} betTypes={state.betTypes} />
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </GameShell>
  );
}

// The room as the page sees it: loaded once from GET room, then kept current by the room's stream
// (phases, each ball, the draw, settlements). The socket reconnects with growing pauses and every
// (re)connection loads the room again, so nothing missed while it was down stays missing; if the
// stream stays silent past a phase's end, the page loads the room by itself.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { bingoStreamMessageSchema, type BingoCardItem } from '@playdeck/contract/bingo';
import { clockOffsetMs } from '../../../lib/countdown';
import { openLiveStream } from '../hooks/live-stream';
import { bingoStreamUrl, type BingoApi } from './bingo-api';
import { phaseOn } from './bingo-view';
import { initialRoomState, roomReducer, type RoomState } from './room-state';

const CLOCK_TICK_MS = 250;
/** The least time between two loads the page starts on its own (not counting stream events). */
const SELF_RELOAD_MIN_MS = 3_000;
/** How long after the last ball a missing draw makes the page ask for it. */
const DRAW_GRACE_MS = 3_000;

export type BingoRoom = RoomState & {
  /** The local clock, ticking four times a second; add offsetMs for the server's. */
  nowMs: number;
  connected: boolean;
  loadError: unknown;
  cardsBought(cards: BingoCardItem[]): void;
};

export function useBingoRoom(
  api: BingoApi,
  roomCode: string,
  onBalance: (balance: string) => void,
): BingoRoom {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [connected, setConnected] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const stateRef = useRef(state);
  const lastLoadMs = useRef(0);
  const onBalanceRef = useRef(onBalance);
  useEffect(() => {
    stateRef.current = state;
    onBalanceRef.current = onBalance;
  });

  const reload = useCallback(async () => {
    const sentAtMs = Date.now();
    lastLoadMs.current = sentAtMs;
    try {
      const value = await api.room();
      const offsetMs = clockOffsetMs(value.serverTime, (sentAtMs + Date.now()) / 2);
      dispatch({ type: 'loaded', value, offsetMs });
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, [api]);

  const refreshBalance = useCallback(async () => {
    try {
      onBalanceRef.current(await api.balance());
    } catch {
      // The next settlement or purchase brings the balance again.
    }
  }, [api]);

  useEffect(() => {
    const interval = window.setInterval(() => setNowMs(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(interval);
  }, []);

  useEffect(() => {
    const handle = (data: unknown) => {
      const parsed = bingoStreamMessageSchema.safeParse(data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'phase' || message.type === 'drawn')
        dispatch({ type: 'round', round: message.round });
      else if (message.type === 'ball')
        dispatch({ type: 'ball', roundNumber: message.roundNumber, calledBalls: message.calledBalls });
      else if (message.type === 'settled') {
        const { round, myCards, lastCards } = stateRef.current;
        const mine = [...myCards, ...lastCards].some((card) => card.roundNumber === message.roundNumber);
        if (message.roundNumber === round?.roundNumber || mine) void reload();
        if (mine) void refreshBalance();
      }
    };
    void reload();
    return openLiveStream(bingoStreamUrl(roomCode), {
      onOpen: () => {
        setConnected(true);
        void reload();
      },
      onClose: () => setConnected(false),
      onMessage: handle,
    });
  }, [roomCode, reload, refreshBalance]);

  // The stream's fallback: a round past its end, or a draw overdue, makes the page ask for the room.
  useEffect(() => {
    const { round } = state;
    if (!round || nowMs - lastLoadMs.current < SELF_RELOAD_MIN_MS) return;
    const serverNowMs = nowMs + state.offsetMs;
    const phase = phaseOn(round, serverNowMs);
    const drawOverdue =
      phase === 'result' &&
      round.status === 'open' &&
      serverNowMs > Date.parse(round.drawnAt) + DRAW_GRACE_MS;
    if (phase === 'next' || drawOverdue) void reload();
  }, [nowMs, state, reload]);

  const cardsBought = useCallback((cards: BingoCardItem[]) => dispatch({ type: 'cardsBought', cards }), []);
  return { ...state, nowMs, connected, loadError, cardsBought };
}

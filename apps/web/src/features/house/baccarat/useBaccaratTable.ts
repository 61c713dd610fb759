// The live table as the page sees it: loaded once from GET table, then kept current by the table's
// stream (phase changes, dealt cards, settlements). The socket reconnects with growing pauses and
// every (re)connection loads the table again, so nothing missed while it was down stays missing; if
// the stream stays silent past a phase's end, the page loads the table by itself.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  baccaratStreamMessageSchema,
  type BaccaratBetItem,
  type BaccaratHand,
  type BaccaratRoadItem,
  type BaccaratTableInfo,
  type BaccaratTableValue,
} from '@playdeck/contract/baccarat';
import { openLiveStream } from '../hooks/live-stream';
import { baccaratStreamUrl, type BaccaratApi } from './baccarat-api';
import { phaseOn } from './baccarat-view';

const ROAD_LENGTH = 60;
const CLOCK_TICK_MS = 250;
/** The least time between two loads the page starts on its own (not counting stream events). */
const SELF_RELOAD_MIN_MS = 3_000;
/** How long after betting closes a missing result makes the page ask for it. */
const RESULT_GRACE_MS = 3_000;

export type TableState = {
  table: BaccaratTableInfo | null;
  hand: BaccaratHand | null;
  /** The latest dealt hand, and when (local clock) its cards arrived; 0 shows them all at once. */
  lastHand: BaccaratHand | null;
  dealtAtMs: number;
  road: BaccaratRoadItem[];
  myBets: BaccaratBetItem[];
  /** The player's bets on the hand before the current one, kept to show how they came out. */
  previousBets: BaccaratBetItem[];
  /** Server clock minus local clock. */
  offsetMs: number;
};

type Action =
  | { type: 'loaded'; value: BaccaratTableValue; receivedAtMs: number }
  | { type: 'hand'; hand: BaccaratHand; receivedAtMs: number }
  | { type: 'betPlaced'; bet: BaccaratBetItem };

const initialState: TableState = {
  table: null,
  hand: null,
  lastHand: null,
  dealtAtMs: 0,
  road: [],
  myBets: [],
  previousBets: [],
  offsetMs: 0,
};

function roadItemOf(hand: BaccaratHand): BaccaratRoadItem | null {
  const { result } = hand;
  if (!result) return null;
  return {
    roundNumber: hand.roundNumber,
    outcome: result.outcome,
    playerTotal: result.playerTotal,
    bankerTotal: result.bankerTotal,
    playerPair: result.playerPair,
    bankerPair: result.bankerPair,
    natural: result.natural,
  };
}

/** The state with a newer current hand: this hand's bets become the previous hand's. */
function withCurrentHand(state: TableState, hand: BaccaratHand): TableState {
  if (state.hand && hand.roundNumber < state.hand.roundNumber) return state;
  if (state.hand && hand.roundNumber === state.hand.roundNumber) return { ...state, hand };
  return { ...state, hand, previousBets: state.myBets, myBets: [] };
}

/** The state with a dealt hand: the newest one shows its cards, and its outcome joins the road. */
function withDealtHand(state: TableState, hand: BaccaratHand, receivedAtMs: number): TableState {
  const bead = roadItemOf(hand);
  if (!bead) return state;
  const latest = state.lastHand?.roundNumber ?? -1;
  if (hand.roundNumber < latest) return state;
  const road = state.road.some((item) => item.roundNumber === hand.roundNumber)
    ? state.road
    : [...state.road, bead].slice(-ROAD_LENGTH);
  const fresh = hand.roundNumber > latest;
  return { ...state, lastHand: hand, road, dealtAtMs: fresh ? receivedAtMs : state.dealtAtMs };
}

function reducer(state: TableState, action: Action): TableState {
  switch (action.type) {
    case 'loaded': {
      const { value, receivedAtMs } = action;
      // A slow answer overtaken by the stream's newer hand changes nothing.
      if (state.hand && value.hand.roundNumber < state.hand.roundNumber) return state;
      const sameDeal = state.lastHand?.roundNumber === value.lastHand?.roundNumber;
      // A hand dealt while this page was not watching shows at once; one it watched keeps animating.
      const dealtAtMs = sameDeal ? state.dealtAtMs : 0;
      const rotated = withCurrentHand(state, value.hand);
      return {
        ...rotated,
        table: value.table,
        hand: value.hand,
        lastHand: value.lastHand,
        dealtAtMs,
        road: value.road,
        myBets: value.myBets,
        offsetMs: Date.parse(value.serverTime) - receivedAtMs,
      };
    }
    case 'hand':
      return withDealtHand(withCurrentHand(state, action.hand), action.hand, action.receivedAtMs);
    case 'betPlaced':
      if (action.bet.roundNumber !== state.hand?.roundNumber) return state;
      return { ...state, myBets: [...state.myBets, action.bet] };
  }
}

export type BaccaratTable = TableState & {
  /** The local clock, ticking four times a second; add offsetMs for the server's. */
  nowMs: number;
  connected: boolean;
  loadError: unknown;
  betPlaced(bet: BaccaratBetItem): void;
};

export function useBaccaratTable(
  api: BaccaratApi,
  tableCode: string,
  onBalance: (balance: string) => void,
): BaccaratTable {
  const [state, dispatch] = useReducer(reducer, initialState);
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
    lastLoadMs.current = Date.now();
    try {
      const value = await api.table();
      dispatch({ type: 'loaded', value, receivedAtMs: Date.now() });
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, [api]);

  const refreshBalance = useCallback(async () => {
    try {
      onBalanceRef.current(await api.balance());
    } catch {
      // The next settlement or bet brings the balance again.
    }
  }, [api]);

  useEffect(() => {
    const interval = window.setInterval(() => setNowMs(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(interval);
  }, []);

  useEffect(() => {
    const handle = (data: unknown) => {
      const parsed = baccaratStreamMessageSchema.safeParse(data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'phase' || message.type === 'dealt') {
        dispatch({ type: 'hand', hand: message.hand, receivedAtMs: Date.now() });
      } else if (message.type === 'settled') {
        const { hand, myBets, previousBets } = stateRef.current;
        const mine = [...myBets, ...previousBets].some((bet) => bet.roundNumber === message.roundNumber);
        if (message.roundNumber === hand?.roundNumber || mine) void reload();
        if (mine) void refreshBalance();
      }
    };
    void reload();
    return openLiveStream(baccaratStreamUrl(tableCode), {
      onOpen: () => {
        setConnected(true);
        void reload();
      },
      onClose: () => setConnected(false),
      onMessage: handle,
    });
  }, [tableCode, reload, refreshBalance]);

  // The stream's fallback: a hand past its end, or a deal overdue, makes the page ask for the table.
  useEffect(() => {
    const { hand } = state;
    if (!hand || nowMs - lastLoadMs.current < SELF_RELOAD_MIN_MS) return;
    const serverNowMs = nowMs + state.offsetMs;
    const phase = phaseOn(hand, serverNowMs);
    const resultOverdue =
      phase === 'dealing' &&
      hand.result === null &&
      serverNowMs > Date.parse(hand.closesAt) + RESULT_GRACE_MS;
    if (phase === 'next' || resultOverdue) void reload();
  }, [nowMs, state, reload]);

  const betPlaced = useCallback((bet: BaccaratBetItem) => dispatch({ type: 'betPlaced', bet }), []);
  return { ...state, nowMs, connected, loadError, betPlaced };
}

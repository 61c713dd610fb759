// The arena as the page sees it: loaded once from GET arena, then kept current by the arena's stream
// (phase changes, the result, settlements). The socket reconnects with growing pauses and every
// (re)connection loads the arena again, so nothing missed while it was down stays missing; if the
// stream stays silent past a phase's end, the page loads the arena by itself.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  cockfightStreamMessageSchema,
  type CockfightArenaInfo,
  type CockfightArenaValue,
  type CockfightBetItem,
  type CockfightFight,
  type CockfightHistoryItem,
} from '@playdeck/contract/cockfight';
import { openLiveStream } from '../hooks/live-stream';
import { cockfightStreamUrl, type CockfightApi } from './cockfight-api';
import { phaseOn } from './cockfight-view';

const HISTORY_LENGTH = 60;
const CLOCK_TICK_MS = 250;
/** The least time between two loads the page starts on its own (not counting stream events). */
const SELF_RELOAD_MIN_MS = 3_000;
/** How long after the fight ends a missing result makes the page ask for it. */
const RESULT_GRACE_MS = 3_000;

export type ArenaState = {
  arena: CockfightArenaInfo | null;
  fight: CockfightFight | null;
  /** The latest decided fight. */
  lastFight: CockfightFight | null;
  history: CockfightHistoryItem[];
  myBets: CockfightBetItem[];
  /** The player's bets on the fight before the current one, kept to show how they came out. */
  previousBets: CockfightBetItem[];
  /** Server clock minus local clock. */
  offsetMs: number;
};

export type ArenaAction =
  | { type: 'loaded'; value: CockfightArenaValue; receivedAtMs: number }
  | { type: 'fight'; fight: CockfightFight }
  | { type: 'betPlaced'; bet: CockfightBetItem };

export const initialArenaState: ArenaState = {
  arena: null,
  fight: null,
  lastFight: null,
  history: [],
  myBets: [],
  previousBets: [],
  offsetMs: 0,
};

function historyItemOf(fight: CockfightFight): CockfightHistoryItem | null {
  if (!fight.result) return null;
  return {
    fightNumber: fight.fightNumber,
    outcome: fight.result.outcome,
    meronName: fight.result.meron.name,
    walaName: fight.result.wala.name,
  };
}

/** The state with a newer current fight: this fight's bets become the previous fight's. */
function withCurrentFight(state: ArenaState, fight: CockfightFight): ArenaState {
  if (state.fight && fight.fightNumber < state.fight.fightNumber) return state;
  if (state.fight && fight.fightNumber === state.fight.fightNumber) return { ...state, fight };
  return { ...state, fight, previousBets: state.myBets, myBets: [] };
}

/** The state with a decided fight: the newest one is the last result, and it joins the history. */
function withDecidedFight(state: ArenaState, fight: CockfightFight): ArenaState {
  const item = historyItemOf(fight);
  if (!item || fight.fightNumber < (state.lastFight?.fightNumber ?? -1)) return state;
  const history = state.history.some((entry) => entry.fightNumber === fight.fightNumber)
    ? state.history
    : [...state.history, item].slice(-HISTORY_LENGTH);
  return { ...state, lastFight: fight, history };
}

export function arenaReducer(state: ArenaState, action: ArenaAction): ArenaState {
  switch (action.type) {
    case 'loaded': {
      const { value, receivedAtMs } = action;
      // A slow answer overtaken by the stream's newer fight changes nothing.
      if (state.fight && value.fight.fightNumber < state.fight.fightNumber) return state;
      const rotated = withCurrentFight(state, value.fight);
      return {
        ...rotated,
        arena: value.arena,
        fight: value.fight,
        lastFight: value.lastFight,
        history: value.history,
        myBets: value.myBets,
        offsetMs: Date.parse(value.serverTime) - receivedAtMs,
      };
    }
    case 'fight':
      return withDecidedFight(withCurrentFight(state, action.fight), action.fight);
    case 'betPlaced':
      if (action.bet.fightNumber !== state.fight?.fightNumber) return state;
      return { ...state, myBets: [...state.myBets, action.bet] };
  }
}

export type CockfightArena = ArenaState & {
  /** The local clock, ticking four times a second; add offsetMs for the server's. */
  nowMs: number;
  connected: boolean;
  loadError: unknown;
  betPlaced(bet: CockfightBetItem): void;
};

export function useCockfightArena(
  api: CockfightApi,
  arenaCode: string,
  onBalance: (balance: string) => void,
): CockfightArena {
  const [state, dispatch] = useReducer(arenaReducer, initialArenaState);
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
      const value = await api.arena();
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
      const parsed = cockfightStreamMessageSchema.safeParse(data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'phase' || message.type === 'decided') {
        dispatch({ type: 'fight', fight: message.fight });
      } else if (message.type === 'settled') {
        const { fight, myBets, previousBets } = stateRef.current;
        const mine = [...myBets, ...previousBets].some((bet) => bet.fightNumber === message.fightNumber);
        if (message.fightNumber === fight?.fightNumber || mine) void reload();
        if (mine) void refreshBalance();
      }
    };
    void reload();
    return openLiveStream(cockfightStreamUrl(arenaCode), {
      onOpen: () => {
        setConnected(true);
        void reload();
      },
      onClose: () => setConnected(false),
      onMessage: handle,
    });
  }, [arenaCode, reload, refreshBalance]);

  // The stream's fallback: a fight past its end, or a result overdue, makes the page ask for the arena.
  useEffect(() => {
    const { fight } = state;
    if (!fight || nowMs - lastLoadMs.current < SELF_RELOAD_MIN_MS) return;
    const serverNowMs = nowMs + state.offsetMs;
    const phase = phaseOn(fight, serverNowMs);
    const resultOverdue =
      phase === 'result' &&
      fight.result === null &&
      serverNowMs > Date.parse(fight.decidesAt) + RESULT_GRACE_MS;
    if (phase === 'next' || resultOverdue) void reload();
  }, [nowMs, state, reload]);

  const betPlaced = useCallback((bet: CockfightBetItem) => dispatch({ type: 'betPlaced', bet }), []);
  return { ...state, nowMs, connected, loadError, betPlaced };
}

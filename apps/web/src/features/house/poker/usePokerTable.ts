// The table as the page sees it: loaded from GET table, then kept current by the table's stream, which
// sends this player's own view after every change (and again on every reconnection, when the page also
// reloads the table, so nothing missed while the socket was down stays missing). The answers of the
// player's own calls are views too; whichever is newer on the server's clock wins. The balance is asked
// again when the player's chips move: a hand they are in starts (blinds), they act, or it is paid.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PokerTableValue } from '@playdeck/contract/poker';
import { useNow } from '../../../lib/use-now';
import { pokerStreamUrl, type PokerApi } from './poker-api';
import { openPokerStream } from './poker-stream';
import { mySeatInHand, newerTable } from './poker-view';

const CLOCK_TICK_MS = 250;
/** A turn this far past its end with no news makes the page ask for the table by itself. */
const OVERDUE_MS = 4_000;
const SELF_RELOAD_MIN_MS = 4_000;

export type PokerTableState = {
  value: PokerTableValue | null;
  /** Server clock minus local clock. */
  offsetMs: number;
  /** The local clock, ticking four times a second; add offsetMs for the server's. */
  nowMs: number;
  connected: boolean;
  loadError: unknown;
  /** Takes a table the player's own call answered with. */
  accept(value: PokerTableValue): void;
};

export function usePokerTable(
  api: PokerApi,
  tableCode: string,
  sessionToken: string,
  onBalance: (balance: string) => void,
): PokerTableState {
  const [value, setValue] = useState<PokerTableValue | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [connected, setConnected] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const nowMs = useNow(CLOCK_TICK_MS);
  const lastLoadMs = useRef(0);
  const onBalanceRef = useRef(onBalance);
  useEffect(() => {
    onBalanceRef.current = onBalance;
  });

  const accept = useCallback((next: PokerTableValue) => {
    setValue((current) => newerTable(current, next));
    setOffsetMs(Date.parse(next.serverTime) - Date.now());
  }, []);

  const reload = useCallback(async () => {
    lastLoadMs.current = Date.now();
    try {
      accept(await api.table());
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, [api, accept]);

  useEffect(() => {
    void reload();
    return openPokerStream(pokerStreamUrl(tableCode), sessionToken, {
      onOpen: () => {
        setConnected(true);
        void reload();
      },
      onClose: () => setConnected(false),
      onMessage: (message) => {
        if (message.type === 'table') accept(message.value);
      },
    });
  }, [tableCode, sessionToken, reload, accept]);

  // The player's chips moved: ask for the balance again.
  const me = mySeatInHand(value?.hand ?? null);
  const moneyKey = me ? `${value!.hand!.handNumber}:${value!.hand!.status}:${me.committed}` : '';
  useEffect(() => {
    if (!moneyKey) return;
    api.balance().then(
      (balance) => onBalanceRef.current(balance),
      () => undefined,
    );
  }, [api, moneyKey]);

  // The stream's fallback: a turn long overdue makes the page ask for the table.
  useEffect(() => {
    const endsAt = value?.hand?.turnEndsAt;
    if (!endsAt || nowMs - lastLoadMs.current < SELF_RELOAD_MIN_MS) return;
    if (nowMs + offsetMs > Date.parse(endsAt) + OVERDUE_MS) void reload();
  }, [nowMs, offsetMs, value, reload]);

  return { value, offsetMs, nowMs, connected, loadError, accept };
}

// The game page's session: the one-time launch token in the address is exchanged once (React may run
// effects twice, and the token would then be spent), and the session is kept in this tab so that a
// reload of the game page keeps playing instead of failing on the spent token.
import { useEffect, useState } from 'react';
import type { HouseSessionValue } from '@playdeck/contract/house';
import { ApiError } from '../../../lib/api-client';
import { openHouseSession } from '../api/house-api';

const STORAGE_PREFIX = 'playdeck.house.';
const storageKey = (kind: string, gameCode: string) => `${STORAGE_PREFIX}${kind}.${gameCode}`;

/** The session this tab holds for a game (the server's answer, kept once exchanged), if any. */
export function storedGameSession(kind: string, gameCode: string): HouseSessionValue | undefined {
  const stored = sessionStorage.getItem(storageKey(kind, gameCode));
  return stored ? (JSON.parse(stored) as HouseSessionValue) : undefined;
}
const exchanges = new Map<string, Promise<HouseSessionValue>>();

function exchangeOnce(launchToken: string): Promise<HouseSessionValue> {
  let exchange = exchanges.get(launchToken);
  if (!exchange) {
    exchange = openHouseSession(launchToken);
    exchanges.set(launchToken, exchange);
  }
  return exchange;
}

export type GameSessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: HouseSessionValue }
  | { status: 'failed'; message: string };

export function useGameSession(kind: HouseSessionValue['kind'], gameCode: string): GameSessionState {
  const [state, setState] = useState<GameSessionState>({ status: 'loading' });
  useEffect(() => {
    const key = storageKey(kind, gameCode);
    const launchToken = new URLSearchParams(window.location.search).get('launch');
    const stored = sessionStorage.getItem(key);
    let cancelled = false;
    const done = (next: GameSessionState) => !cancelled && setState(next);
    if (!launchToken && stored) {
      done({ status: 'ready', session: JSON.parse(stored) as HouseSessionValue });
      return () => void (cancelled = true);
    }
    if (!launchToken) {
      done({ status: 'failed', message: '' });
      return () => void (cancelled = true);
    }
    exchangeOnce(launchToken)
      .then((session) => {
        sessionStorage.setItem(key, JSON.stringify(session));
        // The spent token leaves the address, so that a reload uses the kept session.
        const url = new URL(window.location.href);
        url.searchParams.delete('launch');
        window.history.replaceState(window.history.state, '', url);
        done({ status: 'ready', session });
      })
      .catch((error: unknown) => {
        if (stored) done({ status: 'ready', session: JSON.parse(stored) as HouseSessionValue });
        else done({ status: 'failed', message: error instanceof ApiError ? error.message : '' });
      });
    return () => void (cancelled = true);
  }, [kind, gameCode]);
  return state;
}

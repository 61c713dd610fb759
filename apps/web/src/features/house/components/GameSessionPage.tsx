// A house game's page until its game session is there: the launch token in the address exchanged
// once (hooks/useGameSession.ts), a message while it is and if it fails, then the game with its
// session. Every house page starts this way.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { HouseGameKind, HouseSessionValue } from '@playdeck/contract/house';
import { useGameSession } from '../hooks/useGameSession';
import { GameSessionMessage } from './GameSessionMessage';

export function GameSessionPage({
  kind,
  children,
}: {
  kind: HouseGameKind;
  children: (session: HouseSessionValue) => ReactNode;
}) {
  const { gameCode = '' } = useParams();
  const state = useGameSession(kind, gameCode);
  if (state.status !== 'ready') {
    return (
      <GameSessionMessage
        failed={state.status === 'failed'}
        message={state.status === 'failed' ? state.message : undefined}
      />
    );
  }
  return children(state.session);
}

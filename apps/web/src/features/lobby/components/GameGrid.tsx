// A grid of game tiles wired to playing and to the member's favourites.
import type { GameItem } from '@playdeck/contract/lobby';
import { useFavouriteToggle } from '../hooks/useFavouriteToggle';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { GameTile } from './GameTile';
import styles from './GameGrid.module.css';

export function GameGrid({ games, label }: { games: readonly GameItem[]; label?: string }) {
  const { playGame, tryGame } = useLaunchGame();
  const { ids, toggle } = useFavouriteToggle();
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile
            game={game}
            favourite={ids.includes(game.nodeId)}
            onPlay={playGame}
            onTry={(item) => void tryGame(item)}
            onToggleFavourite={(item) => void toggle(item)}
          />
        </li>
      ))}
    </ul>
  );
}

// A grid of game tiles wired to playing and to the member's favourites.
import type { GameItem } from '@playdeck/contract/lobby';
import { useFavouriteToggle } from '../hooks/useFavouriteToggle';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { GameTile } from './GameTile';
import styles from './GameGrid.module.css';

/**
 * `eager`: how many tiles from the start are on the first screen (a game list page's first row, whose
 * first picture is the page's largest paint); their pictures load at once.
 */
export function GameGrid({
  games,
  label,
  eager = 0,
}: {
  games: readonly GameItem[];
  label?: string;
  eager?: number;
}) {
  const { playGame, tryGame } = useLaunchGame();
  const { ids, toggle } = useFavouriteToggle();
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <GameTile
            game={game}
            eager={index < eager}
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

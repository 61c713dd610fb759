// One game (SPEC.md §2 "Game tile"): its picture with a hot badge, the vendor's icon and a favourite
// toggle, a start button, and a free-trial button when the game offers one (supportPlay 0). The
// favourite toggle lets one action through per 1000 ms (SPEC.md §9).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@playdeck/contract/lobby';
import { Button } from '../../../ui/Button';
import { LineIcon } from '../../../ui/Icons';
import { createThrottle } from '../lobby-rules';
import styles from './GameTile.module.css';

export const FAVOURITE_THROTTLE_MS = 1_000;
const HEART = 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z';

export type GameTileProps = {
  game: GameItem;
  favourite: boolean;
  onPlay: (game: GameItem) => void;
  onTry: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem) => void;
  /** A tile of the first screen: its picture loads at once and early, not when the layout reaches it. */
  eager?: boolean;
};

export function GameTile({
  game,
  favourite,
  onPlay,
  onTry,
  onToggleFavourite,
  eager = false,
}: GameTileProps) {
  const { t } = useTranslation();
  const allowRef = useRef(createThrottle(FAVOURITE_THROTTLE_MS));
  const toggle = () => {
    if (allowRef.current()) onToggleFavourite(game);
  };
  return (
    <article className={styles.tile} data-testid="game-tile" data-game-code={game.gameCode}>
      <div className={styles.art}>
        <button
          type="button"
          className={styles.picture}
          onClick={() => onPlay(game)}
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={game.iconUrl}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className={styles.image}
          />
        </button>
        {game.isHot === 1 ? <span className={styles.hot}>{t('lobby.hot')}</span> : null}
        <button
          type="button"
          className={favourite ? `${styles.favourite} ${styles.favouriteOn}` : styles.favourite}
          aria-pressed={favourite}
          aria-label={
            favourite
              ? t('lobby.removeFavourite', { name: game.gameName })
              : t('lobby.addFavourite', { name: game.gameName })
          }
          onClick={toggle}
          data-testid="favourite-toggle"
        >
          <LineIcon path={HEART} size={18} fill={favourite ? 'currentColor' : 'none'} />
        </button>
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={() => onPlay(game)}
            aria-label={t('lobby.playGame', { name: game.gameName })}
          >
            {t('lobby.play')}
          </Button>
          {game.supportPlay === 0 ? (
            <Button size="sm" variant="secondary" onClick={() => onTry(game)}>
              {t('lobby.freeTrial')}
            </Button>
          ) : null}
        </div>
      </div>
      <footer className={styles.caption}>
        <img
          src={game.vendorIcon}
          alt={game.vendorName}
          title={game.vendorName}
          className={styles.vendorIcon}
        />
        <span className={styles.name}>{game.gameName}</span>
      </footer>
    </article>
  );
}

// The lottery games of a page, each with its region, how often it draws and a countdown to its next
// draw; the selected one is marked. On the Vietnamese page the games are grouped by region.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGameItem, VnMenuValue } from '@playdeck/contract/lottery';
import { formatCountdown } from '../../../lib/countdown';
import { classNames } from '../../../ui/class-names';
import { favouritesFirst, useLotteryFavourites } from '../lottery-favourites';
import { drawInterval, nextDrawAfter } from '../lottery-pages';
import styles from '../pages/LotteryLobbyPage.module.css';

const nameIn = (name: { en: string; vi: string }, language: string) =>
  language.startsWith('vi') ? name.vi : name.en;

function GameLink({
  game,
  selected,
  now,
  favourite,
  onToggleFavourite,
}: {
  game: LotteryGameItem;
  selected: boolean;
  now: number;
  favourite: boolean;
  onToggleFavourite: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = nameIn(game.name, i18n.language);
  const interval = drawInterval(game.drawIntervalSeconds);
  const link = useRef<HTMLAnchorElement>(null);
  // On a phone the list scrolls sideways: bring the selected game into view.
  useEffect(() => {
    if (selected) link.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <li className={styles.gameItem}>
      <Link
        ref={link}
        to={`?gameCode=${encodeURIComponent(game.gameCode)}`}
        replace
        className={classNames(styles.game, selected && styles.gameSelected)}
        aria-current={selected ? 'page' : undefined}
        data-testid={`lottery-game-${game.gameCode}`}
      >
        <img className={styles.gameIcon} src={game.iconUrl} alt="" width={48} height={48} loading="lazy" />
        <span className={styles.gameText}>
          <span className={styles.gameName}>{name}</span>
          <span className={styles.gameMeta}>
            {t(`lottery.site.every.${interval.unit}`, { count: interval.count })}
          </span>
        </span>
        <span className={styles.gameCountdown} title={t('lottery.site.nextDraw')}>
          {formatCountdown(nextDrawAfter(game, now) - now)}
        </span>
      </Link>
      <button
        type="button"
        className={classNames(styles.favourite, favourite && styles.favouriteOn)}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'lottery.site.unfavourite' : 'lottery.site.favourite', { name })}
        onClick={onToggleFavourite}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

export function GameList({
  games,
  menu,
  selected,
  now,
}: {
  games: readonly LotteryGameItem[];
  /** The Vietnamese menu: the games under their regions. */
  menu?: VnMenuValue;
  selected: string | undefined;
  now: number;
}) {
  const { t, i18n } = useTranslation();
  const { favourites, toggle } = useLotteryFavourites();
  const listed = new Set(games.map((game) => game.gameCode));
  const groups = menu
    ? menu.gameMenus.map((entry) => ({
        key: entry.regionCode,
        title: nameIn(entry.region, i18n.language),
        games: entry.games.filter((game) => listed.has(game.gameCode)),
      }))
    : [{ key: 'all', title: '', games: [...games] }];
  return (
    <nav className={styles.games} aria-label={t('lottery.site.games')}>
      {groups.map((group) => (
        <div key={group.key} className={styles.gameGroup}>
          {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
          <ul className={styles.gameItems}>
            {favouritesFirst(group.games, favourites).map((game) => (
              <GameLink
                key={game.gameCode}
                game={game}
                selected={game.gameCode === selected}
                now={now}
                favourite={favourites.includes(game.gameCode)}
                onToggleFavourite={() => toggle(game.gameCode)}
              />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

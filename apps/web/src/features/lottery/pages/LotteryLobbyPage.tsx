// The member site's lottery pages (SPEC.md §2 /lottery, /seaLottery, /vnLottery; login required,
// query gameCode): the page's games with their next draws, the selected game played in a frame
// launched through the platform, and its opened numbers and recent results, refreshed after each
// of its draws.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Page } from '../../../ui/Page';
import { useLotteryGames } from '../api/lottery-games';
import { lotteryResultsKey } from '../api/lottery-results';
import { openedNumbersKey } from '../api/opened-numbers';
import { useVnMenu } from '../api/vn-menu';
import { DrawBoard } from '../components/DrawBoard';
import { GameFrame } from '../components/GameFrame';
import { GameList } from '../components/GameList';
import { useNow } from '../../../lib/use-now';
import { LOTTERY_PAGES, nextDrawAfter, selectedGame, type LotteryPageKind } from '../lottery-pages';
import styles from './LotteryLobbyPage.module.css';

/** The board asks again this long after a draw, and once more a little later if the draw was slow. */
const REFRESH_AFTER_DRAW_MS = [2_500, 8_000];

export function LotteryLobbyPage({ kind }: { kind: LotteryPageKind }) {
  const { t, i18n } = useTranslation();
  const { prizeMode, titleKey } = LOTTERY_PAGES[kind];
  const [searchParams] = useSearchParams();
  const games = useLotteryGames(prizeMode);
  const menu = useVnMenu(kind === 'vnLottery');
  const now = useNow();
  const game = selectedGame(games.data?.list ?? [], searchParams.get('gameCode'));
  const gameName = game ? (i18n.language.startsWith('vi') ? game.name.vi : game.name.en) : '';
  // The draw that has just happened: once it changes, the board asks for its result a little later.
  const lastDrawAt = game ? nextDrawAfter(game, now) - game.drawIntervalSeconds * 1000 : undefined;
  const gameCode = game?.gameCode;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (gameCode === undefined || lastDrawAt === undefined) return;
    const sinceDrawMs = Date.now() - lastDrawAt;
    const timers = REFRESH_AFTER_DRAW_MS.filter((delayMs) => delayMs > sinceDrawMs).map((delayMs) =>
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: lotteryResultsKey(gameCode) });
        void queryClient.invalidateQueries({ queryKey: openedNumbersKey(gameCode) });
      }, delayMs - sinceDrawMs),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [gameCode, lastDrawAt, queryClient]);

  const title = gameName ? `${t(titleKey)} · ${gameName}` : t(titleKey);
  if (games.isError) {
    return (
      <Page title={t(titleKey)}>
        <EmptyState title={games.error instanceof ApiError ? games.error.message : t('errors.network')} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      {!games.data ? (
        <Loader />
      ) : !game ? (
        <EmptyState title={t('lottery.site.noGames')} />
      ) : (
        <div className={styles.layout}>
          <GameList games={games.data.list} menu={menu.data} selected={game.gameCode} now={now} />
          <section className={styles.play} aria-label={gameName}>
            <GameFrame game={game} title={gameName} />
          </section>
          <DrawBoard game={game} />
        </div>
      )}
    </Page>
  );
}

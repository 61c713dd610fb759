// The machine's glass: every paying hand with what it returns for one to five coins, the column of
// the coins bet marked and the row of the hand on the screen lit.
import { useTranslation } from 'react-i18next';
import type { VideoPokerCategory, VideoPokerGameValue } from '@playdeck/contract/video-poker';
import styles from './VideoPokerPage.module.css';

export function Paytable({
  game,
  coins,
  lit,
}: {
  game: VideoPokerGameValue;
  coins: number;
  lit: VideoPokerCategory | null;
}) {
  const { t } = useTranslation();
  const columns = Array.from(
    { length: game.coinsMax - game.coinsMin + 1 },
    (_, index) => game.coinsMin + index,
  );
  return (
    <table className={styles.paytable} data-testid="vp-paytable">
      <caption className="visually-hidden">{t('videoPoker.paytable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('videoPoker.hand')}</th>
          {columns.map((count) => (
            <th key={count} scope="col" className={count === coins ? styles.coinsColumn : undefined}>
              {t('videoPoker.coinsColumn', { count })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {game.paytable.map((row) => (
          <tr
            key={row.category}
            className={row.category === lit ? styles.litRow : undefined}
            aria-current={row.category === lit ? 'true' : undefined}
            data-category={row.category}
          >
            <th scope="row">{t(`videoPoker.categories.${row.category}`)}</th>
            {row.coinsReturned.map((pay, index) => (
              <td key={index} className={columns[index] === coins ? styles.coinsColumn : undefined}>
                {pay.toLocaleString('en-US')}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The card's published prize table: each prize's symbol, what three of it pay, and its exact odds,
// then the chance of no prize, of any prize, and the exact return to player, all from the server's
// table (computed there from the engine, never typed twice).
import { useTranslation } from 'react-i18next';
import type { ScratchCardValue } from '@playdeck/contract/scratch';
import { formatBalance } from '../../../lib/money';
import { formatOdds, localName, noPrizeOddsOneIn } from './scratch-view';
import { SymbolArt } from './SymbolArt';
import styles from './ScratchPage.module.css';

export function PrizeTable({ card }: { card: ScratchCardValue }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const symbolOf = (code: string) => card.symbols.find((symbol) => symbol.code === code);
  // Largest prize first, as a ticket's back prints it.
  const tiers = [...card.tiers].reverse();
  return (
    <section className={styles.panel} aria-labelledby="scratch-prizes-title" data-testid="scratch-prizes">
      <h2 id="scratch-prizes-title" className={styles.panelTitle}>
        {t('scratch.prizeTable')}
      </h2>
      <p className={styles.howTo}>{t('scratch.howTo', { price: formatBalance(card.price) })}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('scratch.symbol')}</th>
            <th scope="col" className={styles.figure}>
              {t('scratch.prize')}
            </th>
            <th scope="col" className={styles.figure}>
              {t('scratch.odds')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => {
            const symbol = symbolOf(tier.symbolCode);
            const name = symbol ? localName(symbol.name, language) : tier.symbolCode;
            return (
              <tr key={tier.symbolCode} data-testid={`scratch-tier-${tier.symbolCode}`}>
                <th scope="row" className={styles.symbolCell}>
                  <span className={styles.symbolArt}>
                    <SymbolArt code={tier.symbolCode} colour={symbol?.colour} size={32} />
                  </span>
                  <span>{t('scratch.threeOf', { symbol: name })}</span>
                </th>
                <td className={styles.figure}>
                  <strong>{formatBalance(tier.prize)}</strong>
                  <span className={styles.multiple}>{tier.multiple}×</span>
                </td>
                <td className={styles.figure}>
                  {t('scratch.oddsOneIn', { odds: formatOdds(tier.oddsOneIn, language) })}
                </td>
              </tr>
            );
          })}
          <tr className={styles.noPrize}>
            <th scope="row">{t('scratch.noPrizeRow')}</th>
            <td className={styles.figure}>—</td>
            <td className={styles.figure}>
              {t('scratch.oddsOneIn', { odds: formatOdds(noPrizeOddsOneIn(card), language) })}
            </td>
          </tr>
        </tbody>
      </table>
      <dl className={styles.summary}>
        <div>
          <dt>{t('scratch.anyPrize')}</dt>
          <dd data-testid="scratch-any-prize">{card.anyPrizePercent}%</dd>
        </div>
        <div>
          <dt>{t('scratch.rtp')}</dt>
          <dd data-testid="scratch-rtp">{card.rtpPercent}%</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('scratch.tableNote')}</p>
    </section>
  );
}

// A sportsbook bet on its round's fairness page (the betting record's details link): each leg's
// fixture, market, selection, odds and outcome as the house keeps them, the total odds and how the bet
// closed. A detail that does not read as a sportsbook bet shows nothing.
import { useTranslation } from 'react-i18next';
import { sportsbookRoundDetailSchema } from '@playdeck/contract/sportsbook';
import { BetLegItem } from './MyBets';
import { fromHundredths } from './sportsbook-view';
import styles from './SportsbookPage.module.css';

export function RoundDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const parsed = sportsbookRoundDetailSchema.safeParse(detail);
  if (!parsed.success) return null;
  const { legs, totalOdds, status } = parsed.data;
  return (
    <section className={styles.fixture} data-testid="round-bet">
      <div className={styles.betHead}>
        <span>
          {legs.length === 1
            ? t('house.sportsbook.slip.single')
            : t('house.sportsbook.slip.parlayOf', { count: legs.length })}
        </span>
        <span className={styles[`status_${status ?? 'OPEN'}`]} data-testid="round-bet-status">
          {t(`house.sportsbook.status.${status ?? 'OPEN'}`)}
        </span>
      </div>
      <ul className={styles.betLegs}>
        {legs.map((leg) => (
          <BetLegItem
            key={`${leg.fixtureId}-${leg.marketId}`}
            leg={{ ...leg, sport: leg.sportCode, odds: fromHundredths(BigInt(leg.oddsHundredths)) }}
          />
        ))}
      </ul>
      <p className={styles.muted}>
        {t('house.sportsbook.slip.totalOdds')}: <strong>{totalOdds}</strong>
      </p>
    </section>
  );
}

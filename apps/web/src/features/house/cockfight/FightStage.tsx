// The pit: the two roosters in their corners (meron red on the left, wala blue on the right) with
// their ratings, records, chances and odds, and between them the state of the fight: the countdown
// while betting is open, the fight itself, then the winner and how the player's bets came out.
import { useTranslation } from 'react-i18next';
import type {
  CockfightBetItem,
  CockfightFight,
  CockfightOutcome,
  CockfightRooster,
} from '@playdeck/contract/cockfight';
import { fightSummary, type LocalPhase } from './cockfight-view';
import { RoosterArt } from './RoosterArt';
import styles from './CockfightPage.module.css';

function Corner({
  corner,
  rooster,
  odds,
  phase,
  won,
}: {
  corner: 'meron' | 'wala';
  rooster: CockfightRooster;
  odds: string;
  phase: LocalPhase;
  won: boolean;
}) {
  const { t } = useTranslation();
  const { wins, losses, draws } = rooster.record;
  return (
    <section
      className={[styles.corner, styles[`corner_${corner}`], won && styles.cornerWon]
        .filter(Boolean)
        .join(' ')}
      data-testid={`corner-${corner}`}
      aria-label={t(`house.cockfight.spots.${corner}`)}
    >
      <span className={styles.cornerName}>{t(`house.cockfight.spots.${corner}`)}</span>
      <RoosterArt
        colour={rooster.colour}
        facing={corner === 'meron' ? 'right' : 'left'}
        fighting={phase === 'fighting'}
      />
      <strong className={styles.roosterName} data-testid={`${corner}-name`}>
        {rooster.name}
      </strong>
      <dl className={styles.roosterFacts}>
        <dt>{t('house.cockfight.rating')}</dt>
        <dd data-testid={`${corner}-rating`}>{rooster.rating}</dd>
        <dt>{t('house.cockfight.record')}</dt>
        <dd data-testid={`${corner}-record`}>{t('house.cockfight.recordValue', { wins, losses, draws })}</dd>
        <dt>{t('house.cockfight.chance')}</dt>
        <dd>{rooster.chancePercent}%</dd>
        <dt>{t('house.cockfight.odds')}</dt>
        <dd className={styles.cornerOdds}>{odds}</dd>
      </dl>
    </section>
  );
}

export function FightStage({
  fight,
  phase,
  countdown,
  bets,
}: {
  fight: CockfightFight;
  phase: LocalPhase;
  /** The phase's time left, already formatted ("1:45"). */
  countdown: string;
  /** The player's bets on this fight, to say how they came out once the result is in. */
  bets: readonly CockfightBetItem[];
}) {
  const { t } = useTranslation();
  const outcome: CockfightOutcome | null = fight.result?.outcome ?? null;
  const decided = outcome !== null && (phase === 'result' || phase === 'next');
  const summary = decided ? fightSummary(bets) : null;
  let summaryText: string | undefined;
  if (summary?.returned === '0.00') summaryText = t('house.cockfight.summary.lose');
  else if (summary && summary.returned === summary.staked) summaryText = t('house.cockfight.summary.push');
  else if (summary) summaryText = t('house.cockfight.summary.win', { amount: summary.returned });
  return (
    <div className={styles.pit} data-phase={phase}>
      <Corner
        corner="meron"
        rooster={fight.meron}
        odds={fight.payouts.meron}
        phase={phase}
        won={decided && outcome === 'meron'}
      />
      <div className={styles.centre}>
        {decided ? (
          <>
            <span
              className={`${styles.winner} ${styles[`winner_${outcome}`]}`}
              data-testid="winner"
              role="status"
            >
              {t(`house.cockfight.wins.${outcome}`)}
            </span>
            {summaryText && (
              <span className={styles.summary} data-testid="fight-summary">
                {summaryText}
              </span>
            )}
          </>
        ) : (
          <>
            <span className={styles.vs}>{t('house.cockfight.vs')}</span>
            {phase === 'fighting' && <span className={styles.fighting}>{t('house.cockfight.fighting')}</span>}
            {phase === 'betting' && (
              <span className={styles.countdownLabel}>
                {t('house.cockfight.closesIn')} <strong data-testid="betting-countdown">{countdown}</strong>
              </span>
            )}
            <span className={styles.drawChance}>
              {t('house.cockfight.drawLine', { percent: fight.drawChancePercent, odds: fight.payouts.draw })}
            </span>
          </>
        )}
      </div>
      <Corner
        corner="wala"
        rooster={fight.wala}
        odds={fight.payouts.wala}
        phase={phase}
        won={decided && outcome === 'wala'}
      />
    </div>
  );
}

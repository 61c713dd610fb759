// The cards of the hand: Player's and Banker's, turned one by one in the shoe's order as they arrive,
// each side's point as it builds up, and the winner once the last card is down. While bets are taken
// it shows the last hand, dimmed.
import { useTranslation } from 'react-i18next';
import type { BaccaratCard, BaccaratHand } from '@playdeck/contract/baccarat';
import { pointOf, shownCards } from './baccarat-view';
import { PlayingCard } from './PlayingCard';
import styles from './BaccaratPage.module.css';

const CARD_SLOTS = 3;

function Side({
  side,
  cards,
  shown,
  winner,
}: {
  side: 'player' | 'banker';
  cards: readonly BaccaratCard[];
  shown: number;
  winner: boolean;
}) {
  const { t } = useTranslation();
  const visible = cards.slice(0, shown);
  return (
    <div
      className={`${styles.side} ${styles[side]} ${winner ? styles.sideWon : ''}`}
      data-testid={`${side}-cards`}
    >
      <div className={styles.sideHeader}>
        <span>{t(`baccarat.${side}`)}</span>
        <span className={styles.point} data-testid={`${side}-point`}>
          {shown > 0 ? pointOf(visible) : '–'}
        </span>
      </div>
      <div className={styles.cardRow}>
        {Array.from({ length: CARD_SLOTS }, (_, index) =>
          // A third card's place shows only once it is dealt, so a waiting back gives nothing away.
          index < 2 || index < shown ? (
            <PlayingCard key={index} card={cards[index]} faceUp={index < shown} sideways={index === 2} />
          ) : null,
        )}
      </div>
    </div>
  );
}

export function DealArea({
  hand,
  revealed,
  previous,
  summary,
}: {
  /** The hand whose cards show: the one being dealt, or the last one while betting. */
  hand: BaccaratHand | null;
  /** How many cards of the deal are face up. */
  revealed: number;
  /** The cards are the last hand's, shown while the next one takes bets. */
  previous: boolean;
  /** The player's result for the hand, once every card is down. */
  summary?: string;
}) {
  const { t } = useTranslation();
  const result = hand?.result ?? null;
  const shown = result ? shownCards(result, revealed) : { player: 0, banker: 0 };
  const complete =
    result !== null &&
    shown.player === result.playerCards.length &&
    shown.banker === result.bankerCards.length;
  return (
    <div className={`${styles.deal} ${previous ? styles.dealPrevious : ''}`} data-testid="deal-area">
      <Side
        side="player"
        cards={result?.playerCards ?? []}
        shown={shown.player}
        winner={complete && result?.outcome === 'player'}
      />
      <div className={styles.verdict} aria-live="polite">
        {previous && result && <span className={styles.previousLabel}>{t('baccarat.previousHand')}</span>}
        {complete && result ? (
          <>
            <strong className={`${styles.winner} ${styles[result.outcome]}`} data-testid="winner">
              {t(`baccarat.wins.${result.outcome}`)}
            </strong>
            <span className={styles.score}>
              {result.playerTotal} : {result.bankerTotal}
            </span>
            <span className={styles.tags}>
              {result.natural && <span>{t('baccarat.natural')}</span>}
              {result.playerPair && <span>{t('baccarat.spots.playerPair')}</span>}
              {result.bankerPair && <span>{t('baccarat.spots.bankerPair')}</span>}
            </span>
            {!previous && summary && (
              <span className={styles.summary} data-testid="hand-summary">
                {summary}
              </span>
            )}
          </>
        ) : (
          !previous &&
          hand &&
          hand.phase !== 'betting' && <span className={styles.waiting}>{t('baccarat.waitingCards')}</span>
        )}
      </div>
      <Side
        side="banker"
        cards={result?.bankerCards ?? []}
        shown={shown.banker}
        winner={complete && result?.outcome === 'banker'}
      />
    </div>
  );
}

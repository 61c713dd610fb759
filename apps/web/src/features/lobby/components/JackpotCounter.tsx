// The jackpot counter (SPEC.md §2, §9): the real pool, counting up by 165.11 every 3 s with 2
// decimals and thousands separators, never below the pool; it links to /rng.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJackpot } from '../api/jackpot';
import { JACKPOT_TICK_MS, amountToMinor, formatJackpot, nextJackpotMinor } from '../lobby-rules';
import styles from './JackpotCounter.module.css';

export function JackpotCounter() {
  const { t, i18n } = useTranslation();
  const { data } = useJackpot();
  const poolMinor = data ? amountToMinor(data.amount) : 0;
  const [shownMinor, setShownMinor] = useState(0);
  const displayed = Math.max(shownMinor, poolMinor);
  useEffect(() => {
    if (!data) return;
    const timer = window.setInterval(
      () => setShownMinor((shown) => nextJackpotMinor(shown, poolMinor)),
      JACKPOT_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [data, poolMinor]);
  return (
    <Link to="/rng" className={styles.jackpot} data-testid="jackpot">
      <span className={styles.label}>{t('lobby.jackpot')}</span>
      <span className={styles.amount} aria-live="off">
        {data ? formatJackpot(displayed, i18n.language) : '—'}
      </span>
    </Link>
  );
}

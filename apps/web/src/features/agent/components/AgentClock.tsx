// The agent centre's clock (SPEC.md §2 "/agentHome"): the site's GMT offset and its time, updated
// every second.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartedPermission } from '../../../lib/permission';
import styles from './AgentClock.module.css';

export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `GMT${sign}${Math.floor(absolute / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The wall-clock time at the site's offset, as "YYYY-MM-DD HH:mm:ss". */
export function siteTime(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().replace('T', ' ').slice(0, 19);
}

export function AgentClock() {
  const { t } = useTranslation();
  const { timeZoneOffsetMinutes } = useStartedPermission();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className={styles.clock} aria-label={t('agent.siteTime')}>
      <span className={styles.offset}>{formatGmtOffset(timeZoneOffsetMinutes)}</span>
      <time data-testid="agent-clock">{siteTime(now, timeZoneOffsetMinutes)}</time>
    </p>
  );
}

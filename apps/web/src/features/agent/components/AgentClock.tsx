// The agent centre's clock (SPEC.md §2 "/agentHome"): the site's GMT offset and its time, updated
// every second.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartedPermission } from '../../../lib/permission';
import { formatGmtOffset, siteTime } from '../../../lib/site-time';
import styles from './AgentClock.module.css';

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

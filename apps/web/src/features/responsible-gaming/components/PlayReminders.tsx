// What a signed-in member is reminded of while playing (issue 19 item 5): the previous sign-in, shown
// once at sign-in, and the reality check every N minutes of the member's choice, showing how long
// this sign-in has lasted and the money staked and won since, with the betting record and a way to
// stop. The checks fall on whole intervals from the sign-in by the server's clock, so that a reload
// or a wrong device clock moves none of them. Loaded after sign-in with the member's menu.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlaySession } from '@playdeck/contract/responsible-gaming';
import { useMoney } from '../../../lib/agent-money';
import { SESSION_KEYS, useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { usePlaySession } from '../api/responsible-gaming';
import { previousSignIn } from '../previous-sign-in';
import styles from './responsible-gaming.module.css';

const MINUTE_MS = 60_000;
/** How long the previous sign-in stays on screen unless closed. */
const SIGN_IN_NOTICE_MS = 12_000;

/** `onStop` signs the member out at once (the reality check's stop, already answered). */
export function PlayReminders({ onStop }: { onStop: () => Promise<void> }) {
  const { token, isTrial, isOperator } = useSession();
  // A player's reminders: not a trial's (no money), nor the operator's looking at the site.
  if (token === null || isTrial || isOperator) return null;
  return (
    <>
      <PreviousSignInNotice />
      <RealityCheck onStop={onStop} />
    </>
  );
}

/**
 * The local moment of the next check: the first whole interval after now, counted from the sign-in
 * by the server's clock (`now` was the server's moment when the device's clock read `fetchedAt`).
 */
export function nextCheckAt(session: PlaySession, fetchedAt: number, deviceNow: number): number | null {
  if (session.realityCheckMinutes === null) return null;
  const intervalMs = session.realityCheckMinutes * MINUTE_MS;
  const skewMs = fetchedAt - Date.parse(session.now);
  const signedInAt = Date.parse(session.signedInAt) + skewMs;
  const intervals = Math.floor((deviceNow - signedInAt) / intervalMs) + 1;
  return signedInAt + intervals * intervalMs;
}

function RealityCheck({ onStop }: { onStop: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const query = usePlaySession();
  const [open, setOpen] = useState(false);
  const session = query.data;
  const fetchedAt = query.dataUpdatedAt;

  useEffect(() => {
    if (!session || open) return;
    const at = nextCheckAt(session, fetchedAt, Date.now());
    if (at === null) return;
    const timer = window.setTimeout(
      () => {
        // The figures as they are at the check, then the window.
        void query.refetch().then(() => setOpen(true));
      },
      Math.max(0, at - Date.now()),
    );
    return () => window.clearTimeout(timer);
    // query.refetch is stable; the schedule follows the data and the window.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, fetchedAt, open]);

  if (!session) return null;
  const skewMs = fetchedAt - Date.parse(session.now);
  const playedMinutes = Math.max(
    0,
    Math.floor((Date.now() - skewMs - Date.parse(session.signedInAt)) / MINUTE_MS),
  );
  const hours = Math.floor(playedMinutes / 60);
  const duration =
    hours > 0
      ? `${t('responsibleGaming.realityCheck.hours', { count: hours })} ${t('responsibleGaming.realityCheck.minutes', { count: playedMinutes % 60 })}`
      : t('responsibleGaming.realityCheck.minutes', { count: playedMinutes });
  const net = Number(session.net);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('responsibleGaming.realityCheck.title')}
      description={t('responsibleGaming.realityCheck.played', { duration })}
      hideClose
      footer={
        <>
          {/* Keep playing comes first: it takes the focus, so Enter never signs out by surprise. */}
          <Button onClick={() => setOpen(false)}>{t('responsibleGaming.realityCheck.continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen(false);
              navigate('/member?section=bettingRecord');
            }}
          >
            {t('responsibleGaming.realityCheck.history')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setOpen(false);
              void onStop().then(() => navigate('/'));
            }}
          >
            {t('responsibleGaming.realityCheck.stop')}
          </Button>
        </>
      }
    >
      <p>{t('responsibleGaming.realityCheck.since')}</p>
      <dl className={styles.figures} data-testid="reality-check">
        <dt>{t('responsibleGaming.realityCheck.rounds')}</dt>
        <dd>{session.rounds}</dd>
        <dt>{t('responsibleGaming.realityCheck.staked')}</dt>
        <dd>{money.amount(session.staked)}</dd>
        <dt>{t('responsibleGaming.realityCheck.won')}</dt>
        <dd>{money.amount(session.won)}</dd>
        <dt>{t('responsibleGaming.realityCheck.net')}</dt>
        <dd className={net < 0 ? styles.loss : undefined}>{money.signed(session.net)}</dd>
      </dl>
    </Modal>
  );
}

/** The sign-in before this one, for a few seconds after signing in (once per sign-in). */
function PreviousSignInNotice() {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'medium', timeStyle: 'short' });
  const [previous] = useState(() =>
    sessionStorage.getItem(SESSION_KEYS.previousLoginShown) ? null : previousSignIn(),
  );
  const [shown, setShown] = useState(previous !== null);
  useEffect(() => {
    if (previous === null) return;
    sessionStorage.setItem(SESSION_KEYS.previousLoginShown, '1');
    const timer = window.setTimeout(() => setShown(false), SIGN_IN_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [previous]);
  if (!shown || previous === null) return null;
  return (
    <div className={styles.notice} role="status" data-testid="previous-sign-in-notice">
      <span>
        {previous
          ? t('responsibleGaming.previousSignIn', { time: time.format(new Date(previous)) })
          : t('responsibleGaming.firstSignIn')}
      </span>
      <button type="button" className={styles.noticeClose} onClick={() => setShown(false)}>
        {t('responsibleGaming.realityCheck.dismiss')}
      </button>
    </div>
  );
}

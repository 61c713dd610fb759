// /pointMall, the points mall (SPEC.md §1, §2, §7 "Points"; issue 15 item 5). A member sees their
// points with Convert, the goods with Redeem, and their redemptions and points detail; a visitor (or
// a trial member) reads the same goods and the rules, with a prompt to sign in with a real account.
import { useTranslation } from 'react-i18next';
import { useActionGuards } from '../../../lib/action-guards';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { Panel } from '../../../ui/Panel';
import { usePointsBalance } from '../api/points-balance';
import { usePointsConfig } from '../api/points-config';
import { GoodsGrid } from '../components/GoodsGrid';
import { PointsHistory } from '../components/PointsHistory';
import { PointsRules } from '../components/PointsRules';
import { PointsSummary } from '../components/PointsSummary';
import styles from '../components/points.module.css';

export function PointMallPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSession();
  const member = isLogin && !isTrial;
  const config = usePointsConfig();
  const balance = usePointsBalance();
  return (
    <Page title={t('pages.pointMall')}>
      <div className={styles.mall}>
        <div className={styles.mallMain}>
          {member ? <PointsSummary config={config.data} /> : <SignInPrompt trial={isTrial} />}
          {/* Until a member's balance has come, the goods show without Redeem rather than blocked. */}
          <GoodsGrid balance={member ? (balance.data?.balance ?? null) : null} />
          {member ? <PointsHistory /> : null}
        </div>
        <aside className={styles.mallAside}>
          <PointsRules />
        </aside>
      </div>
    </Page>
  );
}

/** A visitor is asked to sign in, a trial member for a real account (the guard says which). */
function SignInPrompt({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const guards = useActionGuards();
  return (
    <Panel className={styles.prompt}>
      <p className={styles.promptText}>{trial ? t('points.trialText') : t('points.signInText')}</p>
      <Button onClick={() => guards.requireRealAccount()}>
        {trial ? t('points.trialPrompt') : t('points.signInPrompt')}
      </Button>
    </Panel>
  );
}

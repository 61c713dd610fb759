// The member centre's referral, "invite friends" (SPEC.md §1 "referral/invite earning", §2 member
// centre "referral"; issue 15 item 6): the member's code and link with a copy button and a QR code,
// the rules in words, the totals, and the friends and the earnings, each a page at a time. When the
// operator has switched inviting off, a clear message says so instead.
import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '@playdeck/contract/referral';
import { ApiError } from '../../../lib/api-client';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/EmptyState';
import { Figure, Figures } from '../../../ui/Figures';
import { Panel, PanelStack } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { Tabs } from '../../../ui/Tabs';
import { useReferralSummary } from '../api/referral-summary';
import { ReferralEarnings } from './ReferralEarnings';
import { ReferralFriends } from './ReferralFriends';
import { ReferralLink } from './ReferralLink';
import styles from './referral.module.css';

export function ReferralSection() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const query = useReferralSummary();
  if (isTrial) return <EmptyState title={t('referral.realAccountOnly')} />;
  // The server may also refuse the whole screen while inviting is off.
  const disabled =
    query.data?.enabled === false ||
    (query.error instanceof ApiError && query.error.code === 'REFERRAL_DISABLED');
  if (disabled) {
    return <EmptyState title={t('referral.disabled.title')} description={t('referral.disabled.text')} />;
  }
  return (
    <PanelStack>
      <ReportState query={query} empty={false} searchFields={[]} />
      {query.data ? <ReferralBody summary={query.data} /> : null}
    </PanelStack>
  );
}

function ReferralBody({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <Panel title={t('referral.invite.title')}>
        <ReferralLink code={summary.code} />
        <ReferralRules rules={summary.rules} />
      </Panel>
      <Panel title={t('referral.totals.title')}>
        <Totals summary={summary} />
      </Panel>
      <Panel aria-label={t('referral.lists')}>
        <Tabs
          aria-label={t('referral.lists')}
          items={[
            { value: 'friends', label: t('referral.friends.title'), content: <ReferralFriends /> },
            { value: 'earnings', label: t('referral.earnings.title'), content: <ReferralEarnings /> },
          ]}
        />
      </Panel>
    </>
  );
}

function ReferralRules({ rules }: { rules: ReferralSummary['rules'] }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  const paysShare = Number(rules.betSharePercent) > 0;
  const paysFirstDeposit = /[1-9]/.test(rules.firstDepositReward);
  return (
    <div className={styles.rules}>
      <h4 className={styles.rulesTitle}>{t('referral.rules.title')}</h4>
      <ul className={styles.rulesList} data-testid="referral-rules">
        <li>{t('referral.rules.register')}</li>
        {paysShare ? <li>{t('referral.rules.betShare', { percent: rules.betSharePercent })}</li> : null}
        {paysFirstDeposit ? (
          <li>
            {t('referral.rules.firstDeposit', {
              reward: money(rules.firstDepositReward),
              min: money(rules.firstDepositMin),
            })}
          </li>
        ) : null}
        <li>{t('referral.rules.paid')}</li>
      </ul>
    </div>
  );
}

function Totals({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  return (
    <Figures>
      <Figure label={t('referral.totals.friends')} testId="referral-friends">
        {t('referral.count', { value: summary.friends })}
      </Figure>
      <Figure label={t('referral.totals.depositedFriends')} testId="referral-deposited">
        {t('referral.count', { value: summary.depositedFriends })}
      </Figure>
      <Figure label={t('referral.totals.earned')} testId="referral-earned">
        {money(summary.earnedTotal)}
      </Figure>
      <Figure label={t('referral.totals.pendingToday')} testId="referral-pending">
        {money(summary.pendingToday)}
      </Figure>
    </Figures>
  );
}

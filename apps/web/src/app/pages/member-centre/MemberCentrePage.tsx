// The member centre (SPEC.md §2 "Member centre menu"): the signed-in member's identity, the menu and
// the chosen section (?section=). It composes screens of several features, so it lives in app/.
// Sections without a screen yet are listed without a link (they arrive with their issues).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthenticatorCard } from '../../../features/account/components/AuthenticatorCard';
import { BettingRecord } from '../../../features/wallet/components/BettingRecord';
import { useUnreadCount } from '../../../features/messages/api/unread-count';
import { Inbox } from '../../../features/messages/components/Inbox';
import { BankAccountsCard } from '../../../features/payments/components/BankAccountsCard';
import { DepositScreen } from '../../../features/payments/components/DepositScreen';
import { PaymentPasswordCard } from '../../../features/payments/components/PaymentPasswordCard';
import { WithdrawScreen } from '../../../features/payments/components/WithdrawScreen';
import { AccountRecord, BonusDetails, ProfitLoss } from '../../../features/wallet/components/MoneyRecords';
import { TransferFund } from '../../../features/wallet/components/TransferFund';
import { UplineTransfer } from '../../../features/wallet/components/UplineTransfer';
import { VipPanel } from '../../../features/vip/components/VipPanel';
import { useAvailablePromoCount } from '../../../features/promotions/api/promotions';
import { RewardCentre } from '../../../features/promotions/components/RewardCentre';
import { TurnoverLocks } from '../../../features/promotions/components/TurnoverLocks';
import { TurnoverSummary } from '../../../features/promotions/components/TurnoverSummary';
import { useMissionClaimableCount } from '../../../features/missions/api/mission-summary';
import { MissionsSection } from '../../../features/missions/components/MissionsSection';
import { RaffleSection } from '../../../features/raffle/components/RaffleSection';
import { ReferralSection } from '../../../features/referral/components/ReferralSection';
import { FeedbackSection } from '../../../features/feedback/components/FeedbackSection';
import { ResponsibleGamingSection } from '../../../features/responsible-gaming/components/ResponsibleGamingSection';
import { ManualRebate } from '../../../features/rebate/components/ManualRebate';
import { RebateHistory } from '../../../features/rebate/components/RebateHistory';
import { SignInMethodsCard } from '../../../features/session/components/SignInMethodsCard';
import { CountBadge } from '../../../ui/CountBadge';
import { useMember } from '../../../lib/member';
import { Loader } from '../../../ui/Loader';
import { Page } from '../../../ui/Page';
import styles from './MemberCentrePage.module.css';

export const MEMBER_MENU = [
  'security',
  'transfer',
  'deposit',
  'withdraw',
  'transferUpline',
  'bettingRecord',
  'accountRecord',
  'profitLoss',
  'bonus',
  'rewards',
  'referral',
  'missions',
  'messages',
  'rebate',
  'responsibleGaming',
  'feedback',
] as const;
type MemberSection = (typeof MEMBER_MENU)[number];

const SECTIONS: Partial<Record<MemberSection, () => ReactNode>> = {
  // SPEC.md §2 "Security centre (account and VIP)": the VIP panel over the account's security cards.
  security: () => (
    <>
      <VipPanel />
      <div className={styles.cards}>
        <AuthenticatorCard />
        <BankAccountsCard />
        <PaymentPasswordCard />
        <SignInMethodsCard />
      </div>
    </>
  ),
  transfer: () => <TransferFund />,
  deposit: () => <DepositScreen />,
  // Issue 15 §2: bonus money locked by its turnover is shown where it limits a withdrawal and beside
  // the bonuses.
  withdraw: () => <WithdrawScreen turnover={<TurnoverSummary />} />,
  transferUpline: () => <UplineTransfer />,
  bettingRecord: () => <BettingRecord />,
  accountRecord: () => <AccountRecord />,
  profitLoss: () => <ProfitLoss />,
  bonus: () => (
    <>
      <TurnoverLocks />
      <BonusDetails />
    </>
  ),
  // Issue 15 item 8: the raffle's draws, tickets and prizes under what the promotions give to claim.
  rewards: () => (
    <>
      <RewardCentre />
      <RaffleSection />
    </>
  ),
  referral: () => <ReferralSection />,
  missions: () => <MissionsSection />,
  messages: () => <Inbox />,
  // ../shared/AGENTS.md §3: the manual rebate to claim, over every rebate paid (daily and claimed).
  rebate: () => (
    <>
      <ManualRebate />
      <RebateHistory />
    </>
  ),
  // Issue 19 item 5: deposit limits, the previous sign-in, and breaks from play.
  responsibleGaming: () => <ResponsibleGamingSection />,
  // Issue 18 item 2: feedback with images, and the answers the operator gave.
  feedback: () => <FeedbackSection />,
};

const isSection = (value: string | null): value is MemberSection =>
  value !== null && (MEMBER_MENU as readonly string[]).includes(value);

export function MemberCentrePage() {
  const { t } = useTranslation();
  const { data: member, isPending } = useMember();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const section = isSection(requested) && SECTIONS[requested] ? requested : 'security';
  // SPEC.md §2: a red count badge on missions, messages and rewards.
  const unread = useUnreadCount();
  const promoCount = useAvailablePromoCount();
  const missionCount = useMissionClaimableCount();
  return (
    <Page title={t('pages.member')}>
      {isPending ? <Loader label={t('ui.loading')} /> : null}
      {member ? (
        <div className={styles.identity}>
          <img src="/avatar-default.svg" alt="" width={56} height={56} />
          <div>
            <p className={styles.name}>{member.nickname}</p>
            <p className={styles.meta}>
              {member.account} · ID {member.id}
            </p>
          </div>
        </div>
      ) : null}
      <ul className={styles.menu} aria-label={t('pages.member')}>
        {MEMBER_MENU.map((item) => (
          <li key={item}>
            {SECTIONS[item] ? (
              <Link
                to={`/member?section=${item}`}
                className={item === section ? `${styles.menuItem} ${styles.current}` : styles.menuItem}
                aria-current={item === section ? 'page' : undefined}
              >
                {t(`member.items.${item}`)}
                {item === 'messages' ? (
                  <CountBadge count={unread} label={t('payments.inbox.unreadCount', { count: unread })} />
                ) : null}
                {item === 'rewards' ? (
                  <CountBadge count={promoCount} label={t('layout.rewardCount', { count: promoCount })} />
                ) : null}
                {item === 'missions' ? (
                  <CountBadge
                    count={missionCount}
                    label={t('missions.claimableCount', { count: missionCount })}
                  />
                ) : null}
              </Link>
            ) : (
              <span className={`${styles.menuItem} ${styles.later}`}>{t(`member.items.${item}`)}</span>
            )}
          </li>
        ))}
      </ul>
      <h2 className={styles.sectionTitle}>{t(`member.items.${section}`)}</h2>
      {SECTIONS[section]?.()}
    </Page>
  );
}

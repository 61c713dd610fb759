// The member centre (SPEC.md §2 "Member centre menu"): the signed-in member's identity and menu.
// Each section's screen arrives with its issue (security centre, wallet, records, messages…).
import { useTranslation } from 'react-i18next';
import { useMember } from '../../../lib/member';
import { Loader } from '../../../ui/Loader';
import { Page } from '../../../ui/Page';
import { AuthenticatorCard } from '../components/AuthenticatorCard';
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
] as const;

export function MemberCentrePage() {
  const { t } = useTranslation();
  const { data: member, isPending } = useMember();
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
      <AuthenticatorCard />
      <ul className={styles.menu} aria-label={t('pages.member')}>
        {MEMBER_MENU.map((item) => (
          <li key={item} className={styles.menuItem}>
            {t(`member.items.${item}`)}
          </li>
        ))}
      </ul>
    </Page>
  );
}

// The signed-in member's drop-down in the header (SPEC.md §2 "Header when logged in"): balance with
// hide/show and refresh, deposit and withdraw shortcuts, avatar, VIP label, account name, ID with
// copy, my account, betting record, messages, live chat, agent centre for agents, change password
// and sign-out. Entries into the member centre pass the action guard, so a trial member gets the
// "a real account is needed" prompt instead.
import { useState } from 'react';
import * as DropdownMenu from '../../ui/DropdownMenu';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '@playdeck/contract/account';
import { useSignOut, useSignOutNow } from '../../features/session/api/session';
import { useUnreadCount } from '../../features/messages/api/unread-count';
import { useActionGuard } from '../../features/session/hooks/useActionGuard';
import { openChangePassword } from '../../features/session/password-modals';
import { useBalanceDisplay } from '../../features/wallet/hooks/useBalanceDisplay';
import { useMember } from '../../lib/member';
import { useStartedPermission } from '../../lib/permission';
import { openCustomerService } from '../../lib/customer-service';
import { useSession } from '../../lib/session';
import { classNames } from '../../ui/class-names';
import { CountBadge } from '../../ui/CountBadge';
import { useDialogs } from '../../ui/dialogs';
import { LineIcon } from '../../ui/Icons';
import { lazyNamed } from '../../ui/lazy';
import { loadCatalogue } from '../../i18n/i18n';
import styles from './MemberMenu.module.css';

// The previous sign-in and the reality check (issue 19 item 5), with their texts, after the menu.
const PlayReminders = lazyNamed(
  () =>
    Promise.all([
      import('../../features/responsible-gaming/components/PlayReminders'),
      loadCatalogue('promotions'),
    ]).then(([module]) => module),
  'PlayReminders',
  null,
);

export const DEFAULT_AVATAR = '/avatar-default.svg';

const ICONS = {
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.8 10.8 0 0112 5c6.4 0 10 7 10 7a17 17 0 01-3.2 4M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a10 10 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  chevron: 'M6 9l6 6 6-6',
} as const;

/**
 * The member icon SPEC.md §2 names (a picture with a fallback) is not in the contract's member info
 * yet: shown when the server sends one, the default picture otherwise.
 */
function avatarUrlOf(member: MemberInfo | undefined): string | null {
  const value = (member as Record<string, unknown> | undefined)?.avatarUrl;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The member's picture, replaced by the default one when it fails to load (SPEC.md §2). */
export function Avatar({ src, size, className }: { src: string | null; size: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : DEFAULT_AVATAR}
      onError={() => setFailed(true)}
      alt=""
      width={size}
      height={size}
      className={classNames(styles.avatar, className)}
    />
  );
}

function BalanceBlock() {
  const { t } = useTranslation();
  const balance = useBalanceDisplay();
  // These two stay in the open menu: selecting them must not close it.
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{t('header.balance')}</span>
      <div className={styles.balanceRow}>
        <strong className={styles.balanceAmount} data-testid="member-balance">
          {balance.text}
        </strong>
        <DropdownMenu.Item
          className={styles.iconItem}
          aria-label={t(balance.hidden ? 'header.showBalance' : 'header.hideBalance')}
          onSelect={(event) => {
            event.preventDefault();
            balance.toggleHidden();
          }}
        >
          <LineIcon path={balance.hidden ? ICONS.eyeOff : ICONS.eye} size={18} />
        </DropdownMenu.Item>
        <DropdownMenu.Item
          className={classNames(styles.iconItem, balance.refreshing && styles.spinning)}
          aria-label={t('header.refreshBalance')}
          onSelect={(event) => {
            event.preventDefault();
            balance.refresh();
          }}
        >
          <LineIcon path={ICONS.refresh} size={18} />
        </DropdownMenu.Item>
      </div>
    </div>
  );
}

export function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: member } = useMember();
  const { customerService } = useStartedPermission();
  const signOut = useSignOut();
  const signOutNow = useSignOutNow();
  const guard = useActionGuard();
  const dialogs = useDialogs();
  const account = member?.account ?? session.username ?? '';
  const vipLabel = member?.vipLabelName ?? null;
  const liveChat = customerService.find((service) => service.csType === 'LIVECHAT');
  // SPEC.md §2: the red badge of unread messages (none for trial members, who have no inbox).
  const unread = useUnreadCount();
  const unreadLabel = t('payments.inbox.unreadCount', { count: unread });

  const openMemberCentre = (section?: string) => {
    if (guard()) void navigate(section ? `/member?section=${section}` : '/member');
  };
  const copyId = async () => {
    if (!member) return;
    try {
      await navigator.clipboard.writeText(String(member.id));
    } catch {
      await dialogs.warning(t('header.copyFailed'));
      return;
    }
    await dialogs.success(t('header.idCopied'));
  };

  return (
    <>
      <PlayReminders onStop={signOutNow} />
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={styles.trigger}
          data-testid="member-menu"
          aria-label={t('header.memberMenu')}
        >
          <span className={styles.triggerAvatar}>
            <Avatar src={avatarUrlOf(member)} size={28} />
            <CountBadge count={unread} label={unreadLabel} className={styles.triggerBadge} />
          </span>
          <span className={styles.triggerName}>{member?.nickname || account}</span>
          <LineIcon path={ICONS.chevron} size={16} className={styles.chevron} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.panel} align="end" sideOffset={8} collisionPadding={8}>
            <div className={styles.identity}>
              <Avatar src={avatarUrlOf(member)} size={44} />
              <div className={styles.identityText}>
                <div className={styles.nameRow}>
                  <strong className={styles.account}>{account}</strong>
                  {vipLabel ? (
                    <span className={styles.vip} data-testid="member-vip">
                      {vipLabel}
                    </span>
                  ) : null}
                  {session.isTrial ? <span className={styles.trial}>{t('trial.badge')}</span> : null}
                </div>
                {member ? (
                  <div className={styles.idRow}>
                    <span>{t('header.id', { id: member.id })}</span>
                    <DropdownMenu.Item
                      className={styles.iconItem}
                      aria-label={t('header.copyId')}
                      onSelect={copyId}
                    >
                      <LineIcon path={ICONS.copy} size={15} />
                    </DropdownMenu.Item>
                  </div>
                ) : null}
              </div>
            </div>
            <BalanceBlock />
            <div className={styles.shortcuts}>
              <DropdownMenu.Item className={styles.shortcut} onSelect={() => openMemberCentre('deposit')}>
                {t('header.deposit')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={classNames(styles.shortcut, styles.shortcutSecondary)}
                onSelect={() => openMemberCentre('withdraw')}
              >
                {t('header.withdraw')}
              </DropdownMenu.Item>
            </div>
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} onSelect={() => openMemberCentre()}>
              {t('header.myAccount')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} onSelect={() => openMemberCentre('bettingRecord')}>
              {t('header.bettingRecord')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} onSelect={() => openMemberCentre('messages')}>
              {t('header.messages')}
              <CountBadge count={unread} label={unreadLabel} className={styles.itemBadge} />
            </DropdownMenu.Item>
            {liveChat ? (
              <DropdownMenu.Item className={styles.item} onSelect={() => openCustomerService(liveChat)}>
                {t('header.liveChat')}
              </DropdownMenu.Item>
            ) : null}
            {session.isAgent ? (
              <DropdownMenu.Item className={styles.item} onSelect={() => void navigate('/agentHome')}>
                {t('header.agentCentre')}
              </DropdownMenu.Item>
            ) : null}
            {session.isTrial ? null : (
              <DropdownMenu.Item className={styles.item} onSelect={() => openChangePassword()}>
                {t('header.changePassword')}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item
              className={styles.item}
              onSelect={async () => {
                if (await signOut()) void navigate('/');
              }}
            >
              {t('session.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}

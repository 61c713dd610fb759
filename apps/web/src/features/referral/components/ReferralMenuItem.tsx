// The side menu's "Invite friends" item (SPEC.md §2 "referral/invite item (only if the referral promo
// is enabled)"): a link to the member centre's referral section, shown only when the promotions
// list says availablePromo.REFERRAL.enabled. Loaded on demand by the side menu once a member is
// signed in, so that the home page's first script carries neither it nor the query.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LineIcon } from '../../../ui/Icons';
import { useReferralEnabled } from '../api/referral-availability';

export default function ReferralMenuItem({
  className,
  collapsed = false,
  onNavigate,
}: {
  className?: string;
  /** The side menu is narrow: the label is for assistive technology and the tooltip only. */
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const enabled = useReferralEnabled();
  if (!enabled) return null;
  const label = t('member.items.referral');
  return (
    <NavLink
      to="/member?section=referral"
      className={className}
      onClick={onNavigate}
      title={collapsed ? label : undefined}
      data-testid="side-menu-referral"
    >
      <LineIcon path="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6" size={20} />
      <span className={collapsed ? 'visually-hidden' : undefined}>{label}</span>
    </NavLink>
  );
}

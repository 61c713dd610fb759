// The operator console's desk named by the address (/operator/:desk), each loaded when first opened;
// at /operator itself, the first desk the staff role can see.
// The list lives here, in the console's own chunk, so that the home page's first script carries one
// entry for the console's desks instead of one per desk and per file each desk needs.
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { OPERATOR_DESKS, operatorDeskPath } from '../../../features/operator/sections';
import { useStaffMe } from '../../../features/operator/staff/api/staff';
import { canSeeDesk, visibleDesks } from '../../../features/operator/staff/desk-access';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { lazyNamed } from '../../../ui/lazy';
import { NotFoundPage } from '../NotFoundPage';

const DESKS = {
  payments: lazyNamed(() => import('../../../features/operator/payments/PaymentsDesk'), 'PaymentsDesk'),
  content: lazyNamed(() => import('../../../features/operator/content/ContentDesk'), 'ContentDesk'),
  games: lazyNamed(() => import('../../../features/operator/games/GamesDesk'), 'GamesDesk'),
  contracts: lazyNamed(() => import('../../../features/operator/contracts/ContractsDesk'), 'ContractsDesk'),
  promotions: lazyNamed(
    () => import('../../../features/operator/promotions/PromotionsDesk'),
    'PromotionsDesk',
  ),
  site: lazyNamed(() => import('../../../features/operator/site/SiteDesk'), 'SiteDesk'),
  support: lazyNamed(() => import('../../../features/operator/support/SupportDesk'), 'SupportDesk'),
  chat: lazyNamed(() => import('../../../features/operator/chat/ChatDesk'), 'ChatDesk'),
  members: lazyNamed(() => import('../../../features/operator/members/MembersDesk'), 'MembersDesk'),
  audit: lazyNamed(() => import('../../../features/operator/audit/AuditDesk'), 'AuditDesk'),
  staff: lazyNamed(() => import('../../../features/operator/staff/StaffDesk'), 'StaffDesk'),
  reports: lazyNamed(() => import('../../../features/operator/reports/ReportsDesk'), 'ReportsDesk'),
} as const;

const isDesk = (name: string | undefined): name is keyof typeof DESKS =>
  name !== undefined && Object.hasOwn(DESKS, name);

export function OperatorDesk() {
  const { t } = useTranslation();
  const { desk } = useParams();
  const me = useStaffMe();
  if (desk !== undefined && !isDesk(desk)) return <NotFoundPage />;
  if (me.isPending) return <Loader />;
  // The console's own address (where the sign-in lands) opens the first desk the staff role can see.
  if (desk === undefined) {
    const first = me.data ? visibleDesks(OPERATOR_DESKS, me.data.permissions)[0] : OPERATOR_DESKS[0];
    if (first) return <Navigate to={operatorDeskPath(first)} replace />;
    return <EmptyState title={t('operator.noDesk')} />;
  }
  // A desk the role cannot see, opened by its address, says so (as the server's 403 would) and
  // loads nothing of it.
  if (me.data && !canSeeDesk(me.data.permissions, desk)) {
    return (
      <EmptyState
        title={t('operator.deskForbidden', {
          role: t(`operator.roles.${me.data.role}`),
          desk: t(`operator.desks.${desk}`),
        })}
        description={t('operator.deskForbiddenLead')}
      />
    );
  }
  const Desk = DESKS[desk];
  return <Desk />;
}

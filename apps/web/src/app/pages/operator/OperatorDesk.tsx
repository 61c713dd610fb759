// The operator console's desk named by the address (/operator/:desk), each loaded when first opened.
// The list lives here, in the console's own chunk, so that the home page's first script carries one
// entry for the console's desks instead of one per desk and per file each desk needs.
import { useParams } from 'react-router';
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
  reports: lazyNamed(() => import('../../../features/operator/reports/ReportsDesk'), 'ReportsDesk'),
} as const;

const isDesk = (name: string | undefined): name is keyof typeof DESKS =>
  name !== undefined && Object.hasOwn(DESKS, name);

export function OperatorDesk() {
  const { desk } = useParams();
  if (!isDesk(desk)) return <NotFoundPage />;
  const Desk = DESKS[desk];
  return <Desk />;
}

// Which desks of the console a staff role sees (issue 19 item 3): a console desk shows when the role
// may at least read one of the API desks it calls (packages/contract/src/staff.ts). The server refuses
// every other call anyway; hiding is so that an operator is not offered what it cannot open.
import type { Permission, StaffDesk } from '@playdeck/contract/staff';
import type { OperatorDesk } from '../sections';

/** The API desks each console desk calls. */
export const API_DESKS_OF: Readonly<Record<OperatorDesk, readonly StaffDesk[]>> = {
  payments: ['payments'],
  content: ['content'],
  games: ['games', 'vip'],
  contracts: ['contracts'],
  promotions: ['promotions'],
  site: ['site'],
  support: ['support', 'responsible-gaming'],
  chat: ['chat'],
  members: ['members', 'member-balance'],
  audit: ['audit'],
  staff: ['staff'],
  reports: ['reports'],
};

export function canSeeDesk(
  permissions: Readonly<Partial<Record<StaffDesk, Permission>>>,
  desk: OperatorDesk,
): boolean {
  return API_DESKS_OF[desk].some((apiDesk) => (permissions[apiDesk] ?? 'none') !== 'none');
}

/** The console desks, in their menu order, that the permissions let the operator see. */
export function visibleDesks<Desk extends OperatorDesk>(
  desks: readonly Desk[],
  permissions: Readonly<Partial<Record<StaffDesk, Permission>>>,
): Desk[] {
  return desks.filter((desk) => canSeeDesk(permissions, desk));
}

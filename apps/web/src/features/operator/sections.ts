// The operator console's desks (DESIGN.md: "an operator console (settings, content, approvals)"),
// each at /operator/<desk> with tabs of its own.
export const OPERATOR_DESKS = [
  'payments',
  'content',
  'games',
  'contracts',
  'promotions',
  'site',
  'support',
  'chat',
  'members',
  'audit',
  'staff',
  'reports',
] as const;
export type OperatorDesk = (typeof OPERATOR_DESKS)[number];

export const operatorDeskPath = (desk: OperatorDesk) => `/operator/${desk}`;

/** Whether an address is the operator console's (its sign-in included). */
export const isOperatorConsolePath = (pathname: string) => /^\/operator(\/|$)/.test(pathname);

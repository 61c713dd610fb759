// The action guard's rule (SPEC.md §4 "Action guard"; §6 "Trial member"): play, favourite, the
// member centre and money actions need a signed-in, real account. Pure so that it is tested alone.

export type ActionDecision = 'allow' | 'login' | 'realAccountNeeded';

export function decideAction(session: { isLogin: boolean; isTrial: boolean }): ActionDecision {
  if (!session.isLogin) return 'login';
  if (session.isTrial) return 'realAccountNeeded';
  return 'allow';
}

// Which ways of recovering a password the site offers (SPEC.md §4 "Forgot password"): e-mail when
// CHNGPASSMAIL3 is on, phone when CHNGPASSVERIF3 is on. The first one is the default, so e-mail wins
// when both are on; the selector shows only when there is a choice.

export type ForgotMethod = 'email' | 'phone';

export function forgotMethods(flags: Record<string, boolean | undefined>): ForgotMethod[] {
  const methods: ForgotMethod[] = [];
  if (flags.CHNGPASSMAIL3) methods.push('email');
  if (flags.CHNGPASSVERIF3) methods.push('phone');
  return methods;
}

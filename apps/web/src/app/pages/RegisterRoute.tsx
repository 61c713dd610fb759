// /register: home, with the register popup opened, then the address becomes / (SPEC.md §2 "Routes").
// An invitation code in ?referralCode= (or ?affiliateCode=) is kept for the popup, which checks it
// and pre-fills or hides the invitation field.
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { openRegister, setInvitationCode } from '../../features/session/login-modal';
import { useSession } from '../../lib/session';

export function RegisterRoute() {
  const { isLogin } = useSession();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('referralCode') ?? searchParams.get('affiliateCode');
  useEffect(() => {
    setInvitationCode(code);
    if (!isLogin) openRegister();
  }, [isLogin, code]);
  return <Navigate to="/" replace />;
}

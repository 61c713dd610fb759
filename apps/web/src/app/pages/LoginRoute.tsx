// /login: home, with the login popup opened, then the address becomes / (SPEC.md §2 "Routes"). A
// third-party sign-in lands here too (?oidc= or ?oidcError=): the popup finishes or explains it.
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { oidcReturnStore, openLogin } from '../../features/session/login-modal';
import { useSession } from '../../lib/session';

export function LoginRoute() {
  const { isLogin } = useSession();
  const search = useSearchParams()[0].toString();
  useEffect(() => {
    const returned = /(^|&)oidc(Error)?=/.test(search);
    if (returned) oidcReturnStore.set(search);
    if (returned || !isLogin) openLogin();
  }, [isLogin, search]);
  return <Navigate to="/" replace />;
}

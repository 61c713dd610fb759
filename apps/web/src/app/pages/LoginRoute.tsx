// /login: home, with the login popup opened, then the address becomes / (SPEC.md §2 "Routes"). A
// third-party sign-in lands here too (?oidc= or ?oidcError=): the popup finishes or explains it.
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { openLogin } from '../../features/session/login-modal';
import { keepOidcLanding } from '../../features/session/oidc-landing';
import { useSession } from '../../lib/session';

export function LoginRoute() {
  const { isLogin } = useSession();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (keepOidcLanding(searchParams) || !isLogin) openLogin();
  }, [isLogin, searchParams]);
  return <Navigate to="/" replace />;
}

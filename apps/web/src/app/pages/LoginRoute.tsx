// /login: home, with the login popup opened, then the address becomes / (SPEC.md §2 "Routes").
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { openLogin } from '../../features/session/login-modal';
import { useSession } from '../../lib/session';

export function LoginRoute() {
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) openLogin();
  }, [isLogin]);
  return <Navigate to="/" replace />;
}

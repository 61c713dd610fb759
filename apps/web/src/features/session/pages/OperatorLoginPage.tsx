// The operator console's sign-in (/operator/login): username sign-in for operator accounts only; a
// signed-in operator goes to the console.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/Page';
import { LoginForm } from '../components/LoginForm';
import styles from './AgentLoginPage.module.css';

export function OperatorLoginPage() {
  const { t } = useTranslation();
  const { isLogin, isOperator } = useSession();
  // Signing in starts the session, which re-renders this page: the redirect below opens the console.
  if (isLogin && isOperator) return <Navigate to="/operator" replace />;
  return (
    <Page title={t('operator.signIn')}>
      <div className={styles.card}>
        <p className={styles.lead}>{t('operator.signInLead')}</p>
        <LoginForm site="operator" onSignedIn={() => undefined} />
      </div>
    </Page>
  );
}

// The agent landing page (SPEC.md §2 "/agent"): username sign-in for agents only; a signed-in agent
// goes to the agent centre.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { Page } from '../../../ui/Page';
import { LoginForm } from '../components/LoginForm';
import styles from './AgentLoginPage.module.css';

export function AgentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLogin, isAgent } = useSession();
  if (isLogin && isAgent) return <Navigate to="/agentHome" replace />;
  return (
    <Page title={t('pages.agent')}>
      <div className={styles.card}>
        <p className={styles.lead}>{t('agent.loginLead')}</p>
        <LoginForm site="agent" onSignedIn={() => navigate('/agentHome')} />
      </div>
    </Page>
  );
}

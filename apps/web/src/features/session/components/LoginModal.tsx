// The login popup of the member site (SPEC.md §2 "Modals"): tabs for username and SMS sign-in (the
// SMS tab only when the site turns SMSLOGIN3 on), free play when FREEPLAY3 is on, and the way to
// registration; "Continue with Google / Facebook" for the providers the operator set up, and the end
// of such a sign-in when the browser comes back from the provider.
import { useTranslation } from 'react-i18next';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Tabs } from '../../../ui/Tabs';
import { useFreePlay } from '../hooks/useFreePlay';
import { closeLogin, openLogin, openRegister, useLoginModalOpen } from '../login-modal';
import { clearOidcLanding, useOidcLanding } from '../oidc-landing';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { ThirdPartyLanding } from './ThirdPartyLanding';
import { ThirdPartySignIn } from './ThirdPartySignIn';
import styles from './LoginModal.module.css';

export function LoginModal() {
  const { t } = useTranslation();
  const open = useLoginModalOpen();
  const { flags } = useStartedPermission().whitelabel;
  const freePlay = useFreePlay();
  const landing = useOidcLanding();
  const usernameForm = <LoginForm site="member" onSignedIn={closeLogin} />;
  const close = () => {
    clearOidcLanding();
    closeLogin();
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openLogin() : close())}
      title={t('session.loginTitle')}
      size="sm"
    >
      {landing ? (
        <ThirdPartyLanding key={landing.code} landing={landing} />
      ) : flags.SMSLOGIN3 ? (
        <Tabs
          aria-label={t('session.loginMethods')}
          items={[
            { value: 'username', label: t('session.tabUsername'), content: usernameForm },
            { value: 'sms', label: t('session.tabSms'), content: <SmsLoginForm onSignedIn={closeLogin} /> },
          ]}
        />
      ) : (
        usernameForm
      )}
      {landing ? null : <ThirdPartySignIn />}
      {flags.FREEPLAY3 ? (
        <Button
          variant="secondary"
          size="lg"
          block
          className={styles.freePlay}
          onClick={freePlay}
          data-testid="free-play"
        >
          {t('trial.freePlay')}
        </Button>
      ) : null}
      <p className={styles.switch}>
        {t('session.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={openRegister} data-testid="login-to-register">
          {t('session.register')}
        </button>
      </p>
    </Modal>
  );
}

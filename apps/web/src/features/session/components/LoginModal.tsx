// The login popup of the member site (SPEC.md §2 "Modals"): tabs for username and SMS sign-in (the
// SMS tab only when the site turns SMSLOGIN3 on), free play when FREEPLAY3 is on, and the way to
// registration.
import { useTranslation } from 'react-i18next';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Tabs } from '../../../ui/Tabs';
import { useFreePlay } from '../hooks/useFreePlay';
import { closeLogin, openLogin, openRegister, useLoginModalOpen } from '../login-modal';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import styles from './LoginModal.module.css';

export function LoginModal() {
  const { t } = useTranslation();
  const open = useLoginModalOpen();
  const { flags } = useStartedPermission().whitelabel;
  const freePlay = useFreePlay();
  const usernameForm = <LoginForm site="member" onSignedIn={closeLogin} />;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openLogin() : closeLogin())}
      title={t('session.loginTitle')}
      size="sm"
    >
      {flags.SMSLOGIN3 ? (
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

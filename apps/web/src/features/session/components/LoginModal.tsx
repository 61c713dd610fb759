// The login popup of the member site (SPEC.md §2 "Modals"): username sign-in and the link to
// registration. The SMS tab, captcha and remember-me arrive with the accounts issue.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../ui/Modal';
import { closeLogin, openLogin, useLoginModalOpen } from '../login-modal';
import { LoginForm } from './LoginForm';
import styles from './LoginModal.module.css';

export function LoginModal() {
  const { t } = useTranslation();
  const open = useLoginModalOpen();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openLogin() : closeLogin())}
      title={t('session.loginTitle')}
      size="sm"
    >
      <LoginForm site="member" onSignedIn={closeLogin} />
      <p className={styles.switch}>
        {t('session.noAccount')}{' '}
        <Link to="/register" className={styles.link} onClick={closeLogin}>
          {t('session.register')}
        </Link>
      </p>
    </Modal>
  );
}

// The register popup (SPEC.md §2 "Modals", §4 "Registration"): loads the operator's field rules and
// checks the invitation code the visitor arrived with, then shows the form. A successful sign-up
// starts the session, reloads member info, closes the popup and goes home.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegisterPayload, RegistrationMethod } from '@playdeck/contract/registration';
import type { Permission } from '@playdeck/contract/site';
import { defaultDialingCodeOf } from '../mobile-form';
import { useStartedPermission } from '../../../lib/permission';
import { startSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import {
  checkAffiliateCode,
  registerAccount,
  useAffiliateCheck,
  useRegistrationRules,
} from '../api/registration';
import {
  closeRegister,
  openLogin,
  openRegister,
  useInvitationCode,
  useRegisterModalOpen,
} from '../login-modal';
import type { RegisterFlags } from '../registration-form';
import { RegisterForm } from './RegisterForm';
import { ThirdPartySignIn } from './ThirdPartySignIn';
import styles from './RegisterModal.module.css';

export function registerFlagsOf(permission: Permission): RegisterFlags {
  const { flags } = permission.whitelabel;
  return {
    usernameRegistration: flags.USERNAMEREG3 === true,
    mobileRegistration: flags.MOBILENUMREG3 === true,
    smsVerification: flags.REGMOBVERF3 === true,
  };
}

export function RegisterModal() {
  const { t } = useTranslation();
  const open = useRegisterModalOpen();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openRegister() : closeRegister())}
      title={t('register.title')}
      size="md"
    >
      <RegisterModalBody />
      <ThirdPartySignIn />
      <p className={styles.switch}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={openLogin} data-testid="register-to-login">
          {t('session.login')}
        </button>
      </p>
    </Modal>
  );
}

function RegisterModalBody() {
  const { t } = useTranslation();
  const permission = useStartedPermission();
  const siteTime = useSiteTime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rules = useRegistrationRules();
  const invitationCode = useInvitationCode();
  const affiliate = useAffiliateCheck(invitationCode);

  if (rules.isError) {
    return (
      <EmptyState
        title={t('errors.network')}
        action={<Button onClick={() => void rules.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (!rules.data || (invitationCode !== null && affiliate.isPending)) {
    return <Loader label={t('ui.loading')} />;
  }

  const register = async (method: RegistrationMethod, payload: RegisterPayload) => {
    const value = await registerAccount(method, payload, permission.encryption);
    if (value.login) {
      startSession(value.login.token, value.login.member);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      closeRegister();
    } else {
      // The account exists but the server did not sign it in: the visitor logs in as usual.
      openLogin();
    }
    navigate('/');
  };

  return (
    <RegisterForm
      rules={rules.data}
      flags={registerFlagsOf(permission)}
      invitation={invitationCode === null ? null : { code: invitationCode, valid: affiliate.data === true }}
      defaultCountryDialingCode={defaultDialingCodeOf(permission.country)}
      checkAffiliate={(code) => checkAffiliateCode(code, window.location.host)}
      onRegister={register}
      today={siteTime.today()}
    />
  );
}

// "Continue with Google / Facebook" in the login and register popups (SPEC.md §2 "Modals", §7
// "Third-party sign-in"): one button per provider the operator has set up, none while they load or
// when none is. The browser goes to the provider and comes back to /login (oidc-landing.ts); an
// invitation code the visitor arrived with travels along for a new account's placement.
import { useTranslation } from 'react-i18next';
import type { OidcProvider } from '@playdeck/contract/oidc';
import { Button } from '../../../ui/Button';
import { oidcStartUrl, useOidcProviders } from '../api/oidc';
import { useInvitationCode } from '../login-modal';
import styles from './ThirdPartySignIn.module.css';

const MARKS: Record<OidcProvider, string> = { google: 'G', facebook: 'f' };

export function ThirdPartySignIn() {
  const { t } = useTranslation();
  const providers = useOidcProviders();
  const invitationCode = useInvitationCode();
  if (!providers.data?.length) return null;
  return (
    <div>
      <p className={styles.divider}>{t('session.thirdParty.or')}</p>
      <div className={styles.buttons}>
        {providers.data.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            size="lg"
            block
            data-testid={`oidc-${provider}`}
            onClick={() => window.location.assign(oidcStartUrl(provider, invitationCode))}
          >
            <span aria-hidden className={`${styles.mark} ${styles[provider]}`}>
              {MARKS[provider]}
            </span>
            {t('session.thirdParty.continueWith', {
              provider: t(`session.thirdParty.providers.${provider}`),
            })}
          </Button>
        ))}
      </div>
    </div>
  );
}

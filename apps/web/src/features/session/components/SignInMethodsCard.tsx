// Security centre: the member's ways in (SPEC.md §7 "Third-party sign-in"): the password, when the
// member knows one, and each linked provider with its e-mail and an Unlink button. The server refuses
// to unlink the last way in; the button is not offered then either.
import { useTranslation } from 'react-i18next';
import type { OidcProvider } from '@playdeck/contract/oidc';
import { ApiError } from '../../../lib/api-client';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { useDialogs } from '../../../ui/dialogs';
import { useSignInMethods, useUnlinkProvider } from '../api/sign-in-methods';
import styles from './SignInMethodsCard.module.css';

export function SignInMethodsCard() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const methods = useSignInMethods();
  const unlink = useUnlinkProvider();
  const date = useSiteTime().formatter({ dateStyle: 'medium' });
  if (!methods.data) return null;
  const { password, identities } = methods.data;
  const lastWayIn = identities.length + (password ? 1 : 0) <= 1;

  const confirmUnlink = async (provider: OidcProvider) => {
    const name = t(`session.thirdParty.providers.${provider}`);
    const confirmed = await dialogs.confirm({
      title: t('session.thirdParty.unlinkTitle', { provider: name }),
      message: t('session.thirdParty.unlinkMessage', { provider: name }),
      confirmLabel: t('session.thirdParty.unlink'),
    });
    if (!confirmed) return;
    try {
      await unlink.mutateAsync(provider);
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="sign-in-methods-title" data-testid="sign-in-methods">
      <h2 id="sign-in-methods-title" className={styles.title}>
        {t('session.thirdParty.methodsTitle')}
      </h2>
      <ul className={styles.list}>
        <li className={styles.item}>
          <span>{t('session.password')}</span>
          <span className={styles.muted}>
            {password ? t('session.thirdParty.passwordSet') : t('session.thirdParty.passwordNotSet')}
          </span>
        </li>
        {identities.map((identity) => (
          <li key={identity.provider} className={styles.item}>
            <span>
              {t(`session.thirdParty.providers.${identity.provider}`)}
              <span className={styles.muted}>
                {' '}
                {identity.email ?? ''} · {date.format(new Date(identity.linkedAt))}
              </span>
            </span>
            {lastWayIn ? null : (
              <Button
                size="sm"
                variant="secondary"
                loading={unlink.isPending && unlink.variables === identity.provider}
                onClick={() => void confirmUnlink(identity.provider)}
              >
                {t('session.thirdParty.unlink')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {identities.length === 0 ? <p className={styles.muted}>{t('session.thirdParty.noneLinked')}</p> : null}
    </section>
  );
}

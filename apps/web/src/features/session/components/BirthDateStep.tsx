// The date of birth and the 18+ declaration a third-party sign-in asks for before it signs in (SPEC.md
// §9 "Minimum age 18", §4 the terms box): a new member gives them before its account is made, and an
// account made before they were asked gives them once. The registration form's rules and messages:
// a real date, not in the future, 18 years ago or earlier on the site's today, the box ticked (by
// default, as the form's). The server checks the same and answers per field.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OidcExchangeValue } from '@playdeck/contract/oidc';
import { birthDateProblem, MINIMUM_AGE } from '@playdeck/contract/registration';
import type { LoginValue } from '@playdeck/contract/session';
import { applyFieldErrors } from '../../../lib/error-text';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { giveBirthDate } from '../api/oidc';
import { clearOidcLanding } from '../oidc-landing';
import { AdultTermsBox } from './AdultTermsBox';
import styles from './form.module.css';
import registerStyles from './RegisterForm.module.css';

type BirthDateForm = { birthDate: string; adult: boolean };

export function BirthDateStep({
  handoff,
  pending,
  onSignedIn,
}: {
  handoff: string;
  pending: Extract<OidcExchangeValue, { status: 'birthDateRequired' }>;
  onSignedIn: (login: LoginValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const today = useSiteTime().today();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver: Resolver<BirthDateForm> = (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const birthDate = values.birthDate.trim();
    const problem = birthDate === '' ? 'validation.required' : birthDateProblem(birthDate, today);
    if (problem) errors.birthDate = { type: 'validate', message: t(problem, { min: MINIMUM_AGE }) };
    if (!values.adult) errors.adult = { type: 'validate', message: t('validation.termsRequired') };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BirthDateForm>({ resolver, defaultValues: { birthDate: '', adult: true } });

  const submit = handleSubmit(async ({ birthDate }) => {
    setFormError(null);
    try {
      await onSignedIn(await giveBirthDate({ handoff, birthDate: birthDate.trim(), adult: true }));
    } catch (error) {
      setFormError(applyFieldErrors(error, setError, ['birthDate', 'adult'], t('errors.network')));
    }
  });

  const provider = t(`session.thirdParty.providers.${pending.provider}`);
  const adultError = errors.adult?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="oidc-birth-date">
      <p className={styles.lead}>
        {pending.username
          ? t('session.thirdParty.birthDateLeadExisting', { provider, username: pending.username })
          : pending.email
            ? t('session.thirdParty.birthDateLead', { provider, email: pending.email })
            : t('session.thirdParty.birthDateLeadNoEmail', { provider })}
      </p>
      <Field
        label={t('register.fields.birthDate')}
        required
        errors={errors.birthDate?.message ? [errors.birthDate.message] : undefined}
      >
        <TextInput type="date" min="1900-01-01" max={today} autoComplete="bday" {...register('birthDate')} />
      </Field>
      <AdultTermsBox input={register('adult')} error={adultError} errorId="oidc-adult-error" />
      {formError ? (
        <p className={registerStyles.termsError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('session.thirdParty.birthDateSubmit')}
      </Button>
      <Button variant="ghost" block onClick={clearOidcLanding}>
        {t('session.thirdParty.back')}
      </Button>
    </form>
  );
}

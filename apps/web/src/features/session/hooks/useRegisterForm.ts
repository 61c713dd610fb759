// The register form's state and submit (SPEC.md §4 "Registration"): react-hook-form checked by the
// operator's rules for the chosen tab, then the typed invitation code's check, then the sign-up; a
// refusal lands on the fields it names (or in a warning) and loads a new captcha.
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterPayload, RegistrationMethod, RegistrationRules } from '@playdeck/contract/registration';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../ui/dialogs';
import { usePhoneVerification } from './usePhoneAuth';
import {
  availableMethods,
  buildRegisterPayload,
  emptyRegisterValues,
  fieldOfErrorCode,
  isFieldShown,
  showsSmsCode,
  validateRegisterForm,
  type FormField,
  type Invitation,
  type PageAddress,
  type RegisterContext,
  type RegisterFlags,
  type RegisterFormValues,
} from '../registration-form';

export type RegisterFormOptions = {
  rules: RegistrationRules;
  flags: RegisterFlags;
  /** The code the visitor arrived with and whether the server accepted it; null without one. */
  invitation: Invitation | null;
  defaultCountryDialingCode: string;
  /** Asks the server whether a typed invitation code exists. */
  checkAffiliate: (code: string) => Promise<boolean>;
  /** Sends the registration; rejects (an ApiError) for the form to show. */
  onRegister: (method: RegistrationMethod, payload: RegisterPayload) => Promise<void>;
  /** Where the page is; the browser's location unless a test gives one. */
  page?: PageAddress;
  /** The site's today (YYYY-MM-DD) for the minimum age; without it only the server checks the age. */
  today?: string;
};

export function useRegisterForm({
  rules,
  flags,
  invitation,
  defaultCountryDialingCode,
  checkAffiliate,
  onRegister,
  page = window.location,
  today,
}: RegisterFormOptions) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const verifyPhone = usePhoneVerification();
  const methods = availableMethods(flags);
  const [chosenMethod, setChosenMethod] = useState<RegistrationMethod | null>(null);
  const method = chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? 'username');
  const [captchaRefreshKey, setCaptchaRefreshKey] = useState(0);
  const context: RegisterContext = { rules, method, flags, invitation, today };

  // react-hook-form takes the latest options on each render, so the resolver always checks the tab
  // on screen; failures become text in the reader's language.
  const resolver: Resolver<RegisterFormValues> = (values) => {
    const errors: FieldErrors<RegisterFormValues> = {};
    for (const [field, failure] of Object.entries(validateRegisterForm(values, context))) {
      errors[field as FormField] = { type: 'validate', message: t(failure.key, failure.params) };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<RegisterFormValues>({
    resolver,
    // SPEC.md §2: a code from the address that the check refused pre-fills the field.
    defaultValues: emptyRegisterValues(
      defaultCountryDialingCode,
      invitation?.valid === false ? invitation.code : '',
    ),
  });

  const warn = (message: string) => void dialogs.warning(message);
  const showFailure = (error: unknown) =>
    placeFailure(error, { context, setError: form.setError, warn, networkMessage: t('errors.network') });

  const submit = form.handleSubmit(async (values) => {
    // SPEC.md §4: a typed invitation code is checked before anything is sent.
    const typedCode = values.affiliateCode.trim();
    if (isFieldShown('affiliateCode', context) && typedCode !== '') {
      const valid = await checkAffiliate(typedCode).catch((error: unknown) => {
        showFailure(error);
        return null;
      });
      if (valid === false) warn(t('error.AFFILIATE_INVALID'));
      if (valid !== true) return;
    }
    // SPEC.md §4: with the third-party provider, the typed code is checked by the provider first.
    let phoneFields = {};
    if (showsSmsCode(context)) {
      const phone = await verifyPhone(
        { countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum.trim() },
        values.verificationCode,
      );
      if (!phone.ok) {
        form.setError('verificationCode', { type: 'validate', message: phone.message });
        return;
      }
      phoneFields = phone.fields;
    }
    try {
      await onRegister(method, { ...buildRegisterPayload(values, context, page), ...phoneFields });
    } catch (error) {
      showFailure(error);
      // A captcha answer is good for one attempt only.
      setCaptchaRefreshKey((key) => key + 1);
    }
  });

  const chooseMethod = (next: RegistrationMethod) => {
    setChosenMethod(next);
    form.clearErrors();
  };

  return { form, methods, method, chooseMethod, context, submit, captchaRefreshKey };
}

/**
 * Shows a refused registration: the server's per-field messages on their fields (a taken username
 * on the number when registering by mobile), a known error code on its field, anything else in a
 * warning dialog.
 */
export function placeFailure(
  error: unknown,
  {
    context,
    setError,
    warn,
    networkMessage,
  }: {
    context: RegisterContext;
    setError: UseFormSetError<RegisterFormValues>;
    warn: (message: string) => void;
    networkMessage: string;
  },
) {
  if (!(error instanceof ApiError)) {
    warn(networkMessage);
    return;
  }
  const entries = Object.entries(error.fields);
  if (entries.length === 0) {
    const field = fieldOfErrorCode(error.code, context);
    if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    else warn(error.message);
    return;
  }
  const unplaced: string[] = [];
  let shouldFocus = true;
  for (const [name, message] of entries) {
    const field = name === 'username' && context.method === 'mobile' ? 'mobileNum' : name;
    if (isFieldShown(field, context)) {
      setError(field, { type: 'server', message }, { shouldFocus });
      shouldFocus = false;
    } else unplaced.push(message);
  }
  if (unplaced[0]) warn(unplaced[0]);
}

// Proves the registration form's pure rules (SPEC.md §4, §5): required and pattern failures with
// (min)/(max) filled in, the confirm-password mismatch, the terms box, the mobile number format, the
// tabs the flags allow, which fields each tab shows, and the body sent: for mobile registration the
// username is the mobile number, a valid invitation code replaces the hidden field.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { registerPayloadSchema } from '@playdeck/contract/registration';
import {
  availableMethods,
  buildRegisterPayload,
  emptyRegisterValues,
  fieldOfErrorCode,
  validateRegisterForm,
  visibleConfiguredFields,
  type RegisterContext,
  type RegisterFormValues,
} from './registration-form';
import { catalogueRule, rulesWith } from './registration-form.fixtures';

const allFlags = { usernameRegistration: true, mobileRegistration: true, smsVerification: false };
const page = { host: 'play.example', href: 'https://play.example/' };

function context(overrides: Partial<RegisterContext> = {}): RegisterContext {
  return { rules: rulesWith(), method: 'username', flags: allFlags, invitation: null, ...overrides };
}

function values(overrides: Partial<RegisterFormValues> = {}): RegisterFormValues {
  return {
    ...emptyRegisterValues('+84'),
    username: 'player01',
    password: 'secret12',
    confirmPassword: 'secret12',
    birthDate: '1990-05-01',
    ...overrides,
  };
}

describe('validateRegisterForm', () => {
  it('accepts a complete username registration', () => {
    expect(validateRegisterForm(values(), context())).toEqual({});
  });

  it("asks for the date of birth and, knowing the site's today, refuses anyone under 18", () => {
    expect(validateRegisterForm(values({ birthDate: '' }), context()).birthDate).toEqual({
      key: 'validation.required',
    });
    const today = { today: '2026-11-29' };
    expect(validateRegisterForm(values({ birthDate: '2008-11-29' }), context(today))).toEqual({});
    expect(validateRegisterForm(values({ birthDate: '2008-11-30' }), context(today)).birthDate).toEqual({
      key: 'validation.underAge',
      params: { min: 18 },
    });
    expect(validateRegisterForm(values({ birthDate: '2026-12-01' }), context(today)).birthDate).toMatchObject(
      {
        key: 'validation.dateInvalid',
      },
    );
  });

  it('requires username, password and its confirmation', () => {
    const failures = validateRegisterForm(
      values({ username: ' ', password: '', confirmPassword: '' }),
      context(),
    );
    expect(failures).toMatchObject({
      username: { key: 'validation.required' },
      password: { key: 'validation.required' },
      confirmPassword: { key: 'validation.required' },
    });
  });

  it('names the pattern message with (min) and (max) filled in, or one number when they are equal', () => {
    const rules = rulesWith({ qqNum: catalogueRule(5, 8, 8) });
    const failures = validateRegisterForm(values({ username: '1abc', qqNum: '12ab' }), context({ rules }));
    expect(failures.username).toEqual({ key: 'pattern.1', params: { min: 6, max: 12, length: '6-12' } });
    expect(i18next.t(failures.username!.key, failures.username!.params)).toBe(
      'Please enter 6-12 letters or digits, starting with a letter',
    );
    expect(i18next.t(failures.qqNum!.key, failures.qqNum!.params)).toBe('Please enter 8 digits only');
    expect(i18next.t(failures.username!.key, { ...failures.username!.params, lng: 'vi' })).toBe(
      'Vui lòng nhập 6-12 chữ cái hoặc chữ số, bắt đầu bằng chữ cái',
    );
  });

  it('says "Inconsistent confirmation input" when the confirmation differs', () => {
    const failures = validateRegisterForm(values({ confirmPassword: 'secret13' }), context());
    expect(failures).toEqual({ confirmPassword: { key: 'validation.confirmMismatch' } });
    expect(i18next.t('validation.confirmMismatch')).toBe('Inconsistent confirmation input');
  });

  it("says 'not empty?' when the terms box is not ticked", () => {
    const failures = validateRegisterForm(values({ terms: false }), context());
    expect(failures).toEqual({ terms: { key: 'validation.termsRequired' } });
    expect(i18next.t('validation.termsRequired')).toBe('not empty?');
  });

  it('checks only the configured fields, each by its own rule and requirement', () => {
    const rules = rulesWith({
      email: catalogueRule(3, 6, 100, { required: true }),
      payeeName: catalogueRule(7, 2, 50),
      wechat: catalogueRule(8, 1, 50, { enabled: false, required: true }),
    });
    const failures = validateRegisterForm(values({ payeeName: 'J0hn' }), context({ rules }));
    expect(failures).toEqual({
      email: { key: 'validation.required', params: { min: 6, max: 100, length: '6-100' } },
      payeeName: { key: 'pattern.7', params: { min: 2, max: 50, length: '2-50' } },
    });
    expect(validateRegisterForm(values({ email: 'me@example.com' }), context({ rules }))).toEqual({});
  });

  it('on the mobile tab requires a well-formed number instead of a username, and the SMS code when on', () => {
    const mobile = context({ method: 'mobile', flags: { ...allFlags, smsVerification: true } });
    expect(validateRegisterForm(values({ username: '' }), mobile)).toEqual({
      mobileNum: { key: 'validation.required' },
      verificationCode: { key: 'validation.required' },
    });
    expect(validateRegisterForm(values({ mobileNum: '12ab' }), mobile).mobileNum).toEqual({
      key: 'validation.mobileInvalid',
    });
    expect(
      validateRegisterForm(values({ mobileNum: '912345678', verificationCode: '123456' }), mobile),
    ).toEqual({});
  });

  it('leaves an optional mobile number on the username tab empty, but checks its format when typed', () => {
    const rules = rulesWith({ mobileNum: catalogueRule(5, 6, 14) });
    expect(validateRegisterForm(values(), context({ rules }))).toEqual({});
    expect(validateRegisterForm(values({ mobileNum: '123' }), context({ rules }))).toEqual({
      mobileNum: { key: 'validation.mobileInvalid' },
    });
  });
});

describe('tabs and visible fields', () => {
  it('offers each method only when its flag is on', () => {
    expect(availableMethods(allFlags)).toEqual(['username', 'mobile']);
    expect(availableMethods({ ...allFlags, usernameRegistration: false })).toEqual(['mobile']);
    expect(availableMethods({ ...allFlags, mobileRegistration: false })).toEqual(['username']);
    expect(availableMethods({ ...allFlags, usernameRegistration: false, mobileRegistration: false })).toEqual(
      [],
    );
  });

  it('hides the affiliate field when the address carried a valid code, and shows it otherwise', () => {
    const rules = rulesWith({ affiliateCode: catalogueRule(0, 1, 32), mobileNum: catalogueRule(5, 6, 14) });
    expect(visibleConfiguredFields({ rules, method: 'username', invitation: null })).toEqual([
      'mobileNum',
      'affiliateCode',
    ]);
    expect(
      visibleConfiguredFields({ rules, method: 'username', invitation: { code: 'AG1', valid: false } }),
    ).toEqual(['mobileNum', 'affiliateCode']);
    // On the mobile tab the number is the username, shown at the top instead.
    expect(
      visibleConfiguredFields({ rules, method: 'mobile', invitation: { code: 'AG1', valid: true } }),
    ).toEqual([]);
  });

  it('puts a taken username on the mobile number when registering by mobile', () => {
    expect(fieldOfErrorCode('USERNAME_TAKEN', context())).toBe('username');
    expect(fieldOfErrorCode('USERNAME_TAKEN', context({ method: 'mobile' }))).toBe('mobileNum');
    expect(fieldOfErrorCode('CAPTCHA_INVALID', context())).toBeNull();
    const rules = rulesWith({ captcha: catalogueRule(0, 1, 10, { required: true }) });
    expect(fieldOfErrorCode('CAPTCHA_INVALID', context({ rules }))).toBe('captcha');
    expect(fieldOfErrorCode('RATE_LIMITED', context())).toBeNull();
  });
});

describe('buildRegisterPayload', () => {
  it('for mobile registration sets the username to the mobile number and sends the dialing code', () => {
    const payload = buildRegisterPayload(
      values({
        username: 'typed-before',
        mobileNum: '912345678',
        countryDialingCode: '+66',
        verificationCode: '4321',
      }),
      context({ method: 'mobile', flags: { ...allFlags, smsVerification: true } }),
      page,
    );
    expect(payload).toMatchObject({
      username: '912345678',
      mobileNum: '912345678',
      countryDialingCode: '+66',
      verificationCode: '4321',
      login: true,
      registerMethod: 'WEB',
      terms: true,
      birthDate: '1990-05-01',
      domain: 'play.example',
      registerUrl: 'https://play.example/',
    });
    expect(registerPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('for username registration sends the shown fields only, trimmed, without a mobile number', () => {
    const rules = rulesWith({
      email: catalogueRule(3, 6, 100),
      qqNum: catalogueRule(5, 5, 12, { enabled: false }),
    });
    const payload = buildRegisterPayload(
      values({ username: ' player01 ', email: ' me@example.com ', qqNum: '12345', mobileNum: '912345678' }),
      context({ rules }),
      page,
    );
    expect(payload).toMatchObject({ username: 'player01', email: 'me@example.com', password: 'secret12' });
    expect(payload.qqNum).toBeUndefined();
    expect(payload.mobileNum).toBeUndefined();
    expect(payload.countryDialingCode).toBeUndefined();
    expect(payload.verificationCode).toBeUndefined();
    expect(registerPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends a valid invitation code from the address, and the typed one otherwise', () => {
    const rules = rulesWith({ affiliateCode: catalogueRule(0, 1, 32) });
    const fromAddress = buildRegisterPayload(
      values({ affiliateCode: 'ignored' }),
      context({ rules, invitation: { code: 'AG100', valid: true } }),
      page,
    );
    expect(fromAddress).toMatchObject({ affiliateCode: 'AG100', referralCode: 'AG100' });

    const typed = buildRegisterPayload(
      values({ affiliateCode: 'AG200' }),
      context({ rules, invitation: { code: 'BAD', valid: false } }),
      page,
    );
    expect(typed.affiliateCode).toBe('AG200');
    expect(typed.referralCode).toBeUndefined();
  });
});

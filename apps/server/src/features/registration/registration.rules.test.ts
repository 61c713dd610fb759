// Proves the pure registration rules: the default configuration of all 15 fields, which messages a
// registration earns per method (username and password always required, the mobile number's rule
// standing in for the username's in mobile registration), and how an operator's change merges.
import { describe, expect, it } from 'vitest';
import { REGISTRATION_FIELDS } from '@playdeck/contract/registration';
import {
  applyRulesUpdate,
  completeRules,
  DEFAULT_REGISTRATION_RULES,
  registrationFieldMessages,
} from './registration.rules';

const rules = DEFAULT_REGISTRATION_RULES;
const usernameMethod = { method: 'username', smsCodeRequired: false } as const;
const mobileMethod = { method: 'mobile', smsCodeRequired: true } as const;
const good = { username: 'player01', password: 'Secret12', captcha: 'abcd' };

describe('DEFAULT_REGISTRATION_RULES', () => {
  it('configures every field as the brief says', () => {
    expect(Object.keys(rules).sort()).toEqual([...REGISTRATION_FIELDS].sort());
    expect(rules.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(rules.password).toMatchObject({ required: true, patternId: 4, minLength: 6, maxLength: 20 });
    expect(rules.affiliateCode).toMatchObject({ enabled: true, required: false, acceptedPattern: '*' });
    for (const field of ['paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const) {
      expect(rules[field].enabled).toBe(false);
    }
  });

  it('fills fields without a stored rule from the defaults', () => {
    const stored = { email: { ...rules.email, required: true } };
    const complete = completeRules(stored);
    expect(complete.email.required).toBe(true);
    expect(complete.username).toEqual(rules.username);
  });
});

describe('registrationFieldMessages', () => {
  it('passes a good username registration', () => {
    expect(registrationFieldMessages(good, rules, usernameMethod)).toEqual({});
  });

  it('requires username and password even when the stored rules turn them off', () => {
    const off = {
      ...rules,
      username: { ...rules.username, enabled: false },
      password: { ...rules.password, required: false },
    };
    expect(registrationFieldMessages({ captcha: 'x' }, off, usernameMethod)).toEqual({
      username: { key: 'validation.required', params: expect.any(Object) },
      password: { key: 'validation.required', params: expect.any(Object) },
    });
  });

  it('treats values that are not strings as empty', () => {
    const messages = registrationFieldMessages({ ...good, username: 12345678 }, rules, usernameMethod);
    expect(messages.username?.key).toBe('validation.required');
  });

  it('in mobile registration, skips the username rule and requires number, dialing code and SMS code', () => {
    expect(registrationFieldMessages({ password: 'Secret12', captcha: 'x' }, rules, mobileMethod)).toEqual({
      mobileNum: { key: 'validation.required', params: expect.any(Object) },
    });
    expect(
      registrationFieldMessages(
        { password: 'Secret12', captcha: 'x', mobileNum: '912345678' },
        rules,
        mobileMethod,
      ),
    ).toEqual({
      countryDialingCode: { key: 'validation.required' },
      verificationCode: { key: 'validation.codeRequired' },
    });
  });

  it('uses the default mobile rule in mobile registration when the operator disabled the field', () => {
    const off = { ...rules, mobileNum: { ...rules.mobileNum, enabled: false } };
    const messages = registrationFieldMessages(
      { password: 'Secret12', captcha: 'x', mobileNum: '12ab', countryDialingCode: '+84' },
      off,
      { method: 'mobile', smsCodeRequired: false },
    );
    expect(messages).toEqual({
      mobileNum: { key: 'pattern.5', params: { min: 6, max: 14, length: '6-14' } },
    });
  });

  it('refuses a dialing code that is not offered and a number that is not 6 to 14 digits', () => {
    const loose = {
      ...rules,
      mobileNum: { ...rules.mobileNum, acceptedPattern: '*', patternId: 0, maxLength: 30 },
    };
    const messages = registrationFieldMessages(
      { ...good, mobileNum: '+84 912 345', countryDialingCode: '+999' },
      loose,
      usernameMethod,
    );
    expect(messages).toEqual({
      mobileNum: { key: 'validation.mobileInvalid' },
      countryDialingCode: { key: 'validation.invalidOption' },
    });
  });

  it('ignores a mobile number in username registration when the field is not shown', () => {
    const off = { ...rules, mobileNum: { ...rules.mobileNum, enabled: false } };
    expect(registrationFieldMessages({ ...good, mobileNum: 'zz' }, off, usernameMethod)).toEqual({});
  });
});

describe('applyRulesUpdate', () => {
  it('merges a partial change and takes the catalogue pattern with a new patternId', () => {
    const { rules: next, messages } = applyRulesUpdate(rules, {
      payeeName: { patternId: 8, required: true },
    });
    expect(messages).toEqual({});
    expect(next.payeeName).toEqual({
      ...rules.payeeName,
      patternId: 8,
      acceptedPattern: '^\\S+$',
      required: true,
    });
    expect(next.username).toBe(rules.username);
  });

  it('keeps an explicit pattern given with a patternId', () => {
    const { rules: next } = applyRulesUpdate(rules, {
      qqNum: { patternId: 5, acceptedPattern: '^[1-9][0-9]+$' },
    });
    expect(next.qqNum.acceptedPattern).toBe('^[1-9][0-9]+$');
  });

  it('refuses a minimum above the maximum once merged, and username or password turned off', () => {
    const { messages } = applyRulesUpdate(rules, {
      username: { minLength: 17 },
      password: { required: false },
      email: { enabled: false },
    });
    expect(messages).toEqual({
      'username.minLength': { key: 'validation.minAboveMax' },
      'password.required': { key: 'validation.alwaysRequired' },
    });
  });
});

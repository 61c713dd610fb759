// Proves the username sign-in form as a member sees it (SPEC.md §4 "Login", §5, §8), with the server
// answers stubbed at the sign-in call: username and password are required and trimmed, the captcha
// appears (and is then required) only when the server flags it, an IP lock shows the unlock notice,
// a new IP asks for a second factor, and "remember me" keeps the username but never the password.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LoginValue } from '@playdeck/contract/session';
import { ApiError } from '../../../lib/api-client';
import { REMEMBER_KEYS, rememberMobile } from '../../../lib/remember';
import { endSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signIn } from '../api/session';
import { changePasswordStore, forgotPasswordStore } from '../password-modals';
import { LoginForm } from './LoginForm';

vi.mock('../api/session', () => ({ signIn: vi.fn() }));
vi.mock('../api/verification', () => ({
  fetchCaptcha: vi.fn(async () => ({ captchaId: 'captcha-1', image: 'data:image/png;base64,AAAA' })),
  requestSmsCode: vi.fn(),
  fetchPhoneAuth: vi.fn(async () => ({ provider: 'builtin' })),
}));

const signInMock = vi.mocked(signIn);

const loginValue = (overrides: Partial<LoginValue> = {}): LoginValue => ({
  token: 'token-1',
  firstTimeLogin: false,
  passwordExpired: false,
  passwordIsDefault: false,
  previousLoginAt: null,
  member: {
    id: 7,
    account: 'player01',
    nickname: 'Player',
    type: 0,
    isAgent: false,
    isTrial: false,
    totpEnabled: false,
    vipLabelName: null,
    vipRankLevel: null,
  },
  ...overrides,
});

function renderForm(site: 'member' | 'agent' | 'operator' = 'member', flags: Record<string, boolean> = {}) {
  const onSignedIn = vi.fn();
  const rendered = renderWithSite(<LoginForm site={site} onSignedIn={onSignedIn} />, { flags });
  const { user } = rendered;
  const fill = async (username: string, password: string) => {
    if (username) await user.type(screen.getByLabelText(/Username/), username);
    if (password) await user.type(screen.getByLabelText(/Password/), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Log in' }));
  return { ...rendered, onSignedIn, fill, submit };
}

beforeEach(() => signInMock.mockReset());
afterEach(() => {
  endSession();
  changePasswordStore.set(null);
  forgotPasswordStore.set(false);
});

describe('LoginForm', () => {
  it('requires the username and the password', async () => {
    const { submit } = renderForm();
    await submit();
    // The messages come with the form's next render, which a loaded machine may finish a tick late.
    await waitFor(() =>
      expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('Input cannot be empty'),
    );
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('treats blanks as empty and sends trimmed values', async () => {
    signInMock.mockResolvedValue(loginValue());
    const { fill, submit, user, onSignedIn } = renderForm();
    await fill('   ', '   ');
    await submit();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(signInMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Username/));
    await user.clear(screen.getByLabelText(/Password/));
    await fill('  player01 ', ' Secret#123  ');
    await submit();
    expect(signInMock).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'username',
        username: 'player01',
        password: 'Secret#123',
        site: 'member',
      }),
      expect.anything(),
    );
    expect(signInMock.mock.calls[0]![0]).not.toHaveProperty('captcha');
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('shows no captcha until the server flags it, then requires and sends it', async () => {
    signInMock.mockRejectedValueOnce(
      new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong username or password', {}, { captchaRequired: true }),
    );
    const { fill, submit, user } = renderForm();
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    await fill('player01', 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    const captcha = screen.getByLabelText(/Verification code/);
    expect(await screen.findByTestId('captcha-image')).toContainHTML('data:image/png;base64,AAAA');
    await submit();
    expect(captcha).toHaveAccessibleDescription('Input cannot be empty');
    expect(signInMock).toHaveBeenCalledTimes(1);
    signInMock.mockResolvedValueOnce(loginValue());
    await user.type(captcha, 'ab12');
    await submit();
    expect(signInMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ captchaId: 'captcha-1', captcha: 'ab12' }),
      expect.anything(),
    );
  });

  it("keeps the server's captcha message on the field while a fresh image loads", async () => {
    signInMock.mockRejectedValueOnce(
      new ApiError(
        400,
        'CAPTCHA_INVALID',
        'Captcha check failed, please try again',
        {},
        { captchaRequired: true },
      ),
    );
    const { fill, submit } = renderForm();
    await fill('player01', 'Secret#123');
    await submit();
    await screen.findByTestId('captcha-image');
    expect(await screen.findByAltText('')).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(
      'Captcha check failed, please try again',
    );
  });

  it('keeps the captcha hidden when a failure does not flag it', async () => {
    signInMock.mockRejectedValueOnce(
      new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong username or password', {}, { captchaRequired: false }),
    );
    const { fill, submit } = renderForm();
    await fill('player01', 'wrong');
    await submit();
    await screen.findByRole('alert');
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
  });

  it('tells a locked IP to contact online support in a warning dialog', async () => {
    const notice = 'Your IP is blocked after repeated failures. Please contact online support to unlock';
    signInMock.mockRejectedValueOnce(new ApiError(423, 'IP_LOCKED', notice));
    const { fill, submit } = renderForm();
    await fill('player01', 'wrong');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText(notice)).toBeInTheDocument();
  });

  it('asks a new IP for one of the offered second factors and sends it with the sign-in', async () => {
    signInMock.mockRejectedValueOnce(
      new ApiError(403, 'SECOND_FACTOR_REQUIRED', 'Verify it is you', {}, { methods: ['bankName', 'totp'] }),
    );
    const { fill, submit, user } = renderForm();
    await fill('player01', 'Secret#123');
    await submit();
    expect(await screen.findByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Authenticator' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(screen.getByLabelText(/Bank account holder name/)).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    signInMock.mockResolvedValueOnce(loginValue());
    await user.type(screen.getByLabelText(/Bank account holder name/), 'NGUYEN VAN A');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(signInMock).toHaveBeenLastCalledWith(
      expect.objectContaining({
        username: 'player01',
        password: 'Secret#123',
        secondFactor: { method: 'bankName', code: 'NGUYEN VAN A' },
      }),
      expect.anything(),
    );
  });

  it("shows an operator the authenticator key to set up, with the server's reason, and sends the code", async () => {
    signInMock.mockRejectedValueOnce(
      new ApiError(
        403,
        'SECOND_FACTOR_ENROL_REQUIRED',
        'Operator sign-in needs an authenticator',
        {},
        {
          methods: ['totp'],
          enrolment: { secret: 'ABCDEF234567', otpauthUrl: 'otpauth://totp/x?secret=ABCDEF234567' },
        },
      ),
    );
    const { fill, submit, user } = renderForm('operator');
    await fill('operator', 'Operator2026');
    await submit();
    expect(await screen.findByText('Operator sign-in needs an authenticator')).toBeInTheDocument();
    expect(screen.getByTestId('authenticator-key')).toHaveTextContent('ABCDEF234567');
    expect(screen.getByRole('link', { name: 'Open in the authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/x?secret=ABCDEF234567',
    );
    signInMock.mockRejectedValueOnce(
      new ApiError(400, 'SECOND_FACTOR_INVALID', 'The verification answer is not correct'),
    );
    await user.type(screen.getByLabelText(/Authenticator code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByLabelText(/Authenticator code/)).toHaveAccessibleDescription(
      'The verification answer is not correct',
    );
    expect(signInMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ site: 'operator', secondFactor: { method: 'totp', code: '123456' } }),
      expect.anything(),
    );
  });

  it('asks an operator with an authenticator for its code', async () => {
    signInMock.mockRejectedValueOnce(
      new ApiError(
        403,
        'AUTHENTICATOR_CODE_REQUIRED',
        'Please enter the code your authenticator app shows',
        {},
        { methods: ['totp'] },
      ),
    );
    const { fill, submit } = renderForm('operator');
    await fill('operator', 'Operator2026');
    await submit();
    expect(await screen.findByText('Please enter the code your authenticator app shows')).toBeInTheDocument();
    expect(screen.getByLabelText(/Authenticator code/)).toBeInTheDocument();
    expect(screen.queryByTestId('authenticator-key')).toBeNull();
  });

  it('remembers the username, never the password, and asks the server for the remember cookie', async () => {
    signInMock.mockResolvedValue(loginValue());
    const { fill, submit, user } = renderForm();
    await fill('player01', 'Secret#123');
    await user.click(screen.getByLabelText('Remember me'));
    await submit();
    expect(signInMock).toHaveBeenCalledWith(expect.objectContaining({ remember: true }), expect.anything());
    expect(localStorage.getItem(REMEMBER_KEYS.username)).toContain('player01');
    const everything = [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)))
      .join(' ');
    expect(everything).not.toContain('Secret#123');
  });

  it('clears what was remembered when the box is unticked', async () => {
    rememberMobile({ mobileNum: '912345678', countryDialingCode: '+84' });
    signInMock.mockResolvedValue(loginValue());
    const { fill, submit, user } = renderForm();
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    await user.click(screen.getByLabelText('Remember me'));
    await fill('player01', 'Secret#123');
    await submit();
    expect(localStorage.getItem(REMEMBER_KEYS.mobile)).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEYS.username)).toBeNull();
  });

  it('opens the forced password change instead of finishing for the default password', async () => {
    signInMock.mockResolvedValue(loginValue({ passwordIsDefault: true }));
    const { fill, submit, onSignedIn } = renderForm();
    await fill('player01', 'a123456');
    await submit();
    expect(changePasswordStore.get()).toEqual({ forced: true, oldPassword: 'a123456', homePath: '/' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('offers "forgot password" only when a reset method is on, and neither it nor remember-me to agents', () => {
    const member = renderForm('member', { CHNGPASSMAIL3: true });
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    member.unmount();
    const noReset = renderForm('member', {});
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
    noReset.unmount();
    renderForm('agent', { CHNGPASSMAIL3: true });
    expect(screen.queryByLabelText('Remember me')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});

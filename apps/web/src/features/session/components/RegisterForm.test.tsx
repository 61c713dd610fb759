// Proves the register form as a visitor sees it (SPEC.md §2, §4, §5), driven by rules and flags given
// directly: the configured fields show with their required marks and the others do not, tabs hide by
// flag, the pattern, confirm-mismatch and terms messages appear on their fields, the invitation field
// hides for a valid code and a bad typed code stops the sign-up with a warning, and server answers
// land on the fields they name.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { DialogProvider } from '../../../ui/dialogs';
import { catalogueRule, rulesWith } from '../registration-form.fixtures';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

const allFlags = { usernameRegistration: true, mobileRegistration: true, smsVerification: false };

function renderForm(props: Partial<RegisterFormProps> = {}) {
  const onRegister = vi.fn<RegisterFormProps['onRegister']>().mockResolvedValue(undefined);
  const checkAffiliate = vi.fn<RegisterFormProps['checkAffiliate']>().mockResolvedValue(true);
  // The mobile field asks which flow SMS codes take (the built-in one here).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['sms', 'phone-auth'], { provider: 'builtin' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DialogProvider>
          <RegisterForm
            rules={rulesWith()}
            flags={allFlags}
            invitation={null}
            defaultCountryDialingCode="+84"
            checkAffiliate={checkAffiliate}
            onRegister={onRegister}
            page={{ host: 'play.example', href: 'https://play.example/' }}
            {...props}
          />
        </DialogProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onRegister, checkAffiliate, user: userEvent.setup() };
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Register' }));

/** The messages a field shows: the copy beside its label and the one below its input. */
function messagesOf(input: HTMLElement): string[] {
  const field = input.closest('div[class*="field"]') as HTMLElement;
  return [...field.querySelectorAll('[class*="labelError"], [class*="error"]')].map(
    (node) => node.textContent ?? '',
  );
}

describe('RegisterForm', () => {
  it('shows every enabled field with its required mark, and none of the disabled ones', () => {
    renderForm({
      rules: rulesWith({
        email: catalogueRule(3, 6, 100, { required: true }),
        payeeName: catalogueRule(7, 2, 50),
        qqNum: catalogueRule(5, 5, 12),
        wechat: catalogueRule(8, 1, 50, { enabled: false, required: true }),
      }),
    });
    for (const name of ['Username', 'Password', 'Confirm password', 'E-mail']) {
      expect(screen.getByLabelText(new RegExp(`^${name}`))).toHaveAttribute('aria-required', 'true');
    }
    for (const name of ['Real name', 'QQ']) {
      expect(screen.getByLabelText(new RegExp(`^${name}`))).not.toHaveAttribute('aria-required');
    }
    expect(screen.queryByLabelText(/WeChat/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Invitation code/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows both tabs when both methods are on, and hides each one whose flag is off', async () => {
    const { user } = renderForm();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'Mobile']);
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAttribute('aria-required', 'true');
  });

  it('offers only the mobile tab when username registration is off, with the SMS code when that is on', () => {
    renderForm({ flags: { usernameRegistration: false, mobileRegistration: true, smsVerification: true } });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mobile']);
    expect(screen.queryByLabelText(/^Username/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /SMS code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('offers only the username tab when mobile registration is off', () => {
    renderForm({ flags: { ...allFlags, mobileRegistration: false } });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username']);
  });

  it('says registration is closed when both methods are off', () => {
    renderForm({ flags: { usernameRegistration: false, mobileRegistration: false, smsVerification: false } });
    expect(screen.getByText(/Registration is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the pattern message with (min) and (max) filled in, beside the label and below the input', async () => {
    const { user, onRegister } = renderForm();
    await user.type(screen.getByLabelText(/^Username/), '1ab');
    await submit(user);
    const message = 'Please enter 6-12 letters or digits, starting with a letter';
    expect(messagesOf(screen.getByLabelText(/^Username/))).toEqual([message, message]);
    expect(messagesOf(screen.getByLabelText(/^Password/))[0]).toBe('Input cannot be empty');
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('says "Inconsistent confirmation input" when the confirmation differs', async () => {
    const { user, onRegister } = renderForm();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret13');
    await submit(user);
    expect(messagesOf(screen.getByLabelText(/^Confirm password/))[0]).toBe('Inconsistent confirmation input');
    expect(onRegister).not.toHaveBeenCalled();
  });

  it("says 'not empty?' when the terms box is unticked, and sends once it is ticked again", async () => {
    const { user, onRegister } = renderForm();
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret12');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-05-01');
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(screen.getByText('not empty?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('not empty?');
    expect(onRegister).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(onRegister).toHaveBeenCalledWith(
      'username',
      expect.objectContaining({ username: 'player01', password: 'secret12', terms: true, login: true }),
    );
  });

  it('links the terms to the help centre', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/help#term');
  });

  it('registers by mobile with the number as the username', async () => {
    const { user, onRegister } = renderForm();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '912345678');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret12');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-05-01');
    await submit(user);
    expect(onRegister).toHaveBeenCalledWith(
      'mobile',
      expect.objectContaining({ username: '912345678', mobileNum: '912345678', countryDialingCode: '+84' }),
    );
  });

  it('hides the invitation field for a valid code from the address and says the code applies', () => {
    const rules = rulesWith({ affiliateCode: catalogueRule(0, 1, 32) });
    renderForm({ rules, invitation: { code: 'AG100', valid: true } });
    expect(screen.queryByLabelText(/Invitation code/)).not.toBeInTheDocument();
    expect(screen.getByText('Invitation code AG100 applied')).toBeInTheDocument();
  });

  it('pre-fills the invitation field with a code the check refused', () => {
    const rules = rulesWith({ affiliateCode: catalogueRule(0, 1, 32) });
    renderForm({ rules, invitation: { code: 'BAD1', valid: false } });
    expect(screen.getByLabelText(/Invitation code/)).toHaveValue('BAD1');
  });

  it('stops with the invitation-code warning when a typed code fails its check', async () => {
    const rules = rulesWith({ affiliateCode: catalogueRule(0, 1, 32) });
    const { user, onRegister, checkAffiliate } = renderForm({ rules });
    checkAffiliate.mockResolvedValue(false);
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret12');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-05-01');
    await user.type(screen.getByLabelText(/Invitation code/), 'NOPE');
    await submit(user);
    expect(checkAffiliate).toHaveBeenCalledWith('NOPE');
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText('Invalid invitation code')).toBeInTheDocument();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it("puts the server's per-field messages on their fields and other refusals in a warning", async () => {
    const { user, onRegister } = renderForm();
    onRegister.mockRejectedValueOnce(
      new ApiError(409, 'USERNAME_TAKEN', 'This username is already registered', {
        username: 'This username is already registered',
      }),
    );
    await user.type(screen.getByLabelText(/^Username/), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret12');
    await user.type(screen.getByLabelText(/^Date of birth/), '1990-05-01');
    await submit(user);
    expect(messagesOf(screen.getByLabelText(/^Username/))[0]).toBe('This username is already registered');

    onRegister.mockRejectedValueOnce(
      new ApiError(429, 'RATE_LIMITED', 'Too many requests, please try again later'),
    );
    await submit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText('Too many requests, please try again later')).toBeInTheDocument();
  });
});

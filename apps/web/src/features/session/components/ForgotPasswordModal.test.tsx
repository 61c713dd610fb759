// Proves the forgot-password dialog by whitelabel flags and its field rules (SPEC.md §4 "Forgot
// password", §5): the method selector shows only when e-mail and phone reset are both on, e-mail is
// the default when on, each method shows its own fields, and their required and format messages.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { forgotMethods } from '../forgot-methods';
import { forgotPasswordStore, openForgotPassword } from '../password-modals';
import { ForgotPasswordModal } from './ForgotPasswordModal';

function renderModal(flags: Record<string, boolean>) {
  openForgotPassword();
  return renderWithSite(<ForgotPasswordModal />, { flags });
}

afterEach(() => forgotPasswordStore.set(false));

describe('forgotMethods', () => {
  it('puts e-mail first when it is on and leaves out what is off', () => {
    expect(forgotMethods({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: true })).toEqual(['email', 'phone']);
    expect(forgotMethods({ CHNGPASSVERIF3: true })).toEqual(['phone']);
    expect(forgotMethods({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: false })).toEqual(['email']);
    expect(forgotMethods({})).toEqual([]);
  });
});

describe('ForgotPasswordModal', () => {
  it('shows the selector with e-mail chosen when both methods are on', async () => {
    const { user } = renderModal({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: true });
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByPlaceholderText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText(/New password/)).toBeInTheDocument();
  });

  it('shows only the e-mail form, without a selector, when only e-mail reset is on', async () => {
    const { user } = renderModal({ CHNGPASSMAIL3: true });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address',
    );
  });

  it('shows only the phone form when only phone reset is on, with its required fields', async () => {
    const { user } = renderModal({ CHNGPASSVERIF3: true });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset and log in' }));
    expect(screen.getByPlaceholderText('Mobile number')).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText(/SMS code/)).toHaveAccessibleDescription(
      'Please enter the valid verification code',
    );
    expect(screen.getByLabelText(/New password/)).toHaveAccessibleDescription('Input cannot be empty');
  });

  it('does not open when no reset method is on', () => {
    renderModal({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

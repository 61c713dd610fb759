// Proves the login popup's layout by whitelabel flags (SPEC.md §2 "Modals", §3 toggles): the SMS tab
// only with SMSLOGIN3 and its form's mobile rules, free play only with FREEPLAY3, and the link that
// swaps the popup for registration.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { closeSessionModal, openLogin, sessionModalStore } from '../login-modal';
import { LoginModal } from './LoginModal';

function renderModal(flags: Record<string, boolean> = {}) {
  openLogin();
  return renderWithSite(<LoginModal />, { flags });
}

afterEach(() => closeSessionModal());

describe('LoginModal', () => {
  it('shows the username form alone when SMS login is off', () => {
    renderModal({ SMSLOGIN3: false });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'SMS' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
  });

  it('offers the SMS tab when SMSLOGIN3 is on, with its required and format rules', async () => {
    const { user } = renderModal({ SMSLOGIN3: true });
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'SMS' }));
    const mobile = screen.getByPlaceholderText('Mobile number');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(mobile).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText(/SMS code/)).toHaveAccessibleDescription(
      'Please enter the valid verification code',
    );
    await user.type(mobile, '123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number');
  });

  it('shows free play only when FREEPLAY3 is on', () => {
    const off = renderModal({});
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
    off.unmount();
    renderModal({ FREEPLAY3: true });
    expect(screen.getByRole('button', { name: 'Free play' })).toBeInTheDocument();
  });

  it('swaps to the register popup from its link', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(sessionModalStore.get()).toBe('register');
  });
});

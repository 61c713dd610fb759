// Proves the change-password dialog's rules (SPEC.md §4 "Forced password change", §5): every field is
// required, a different confirmation reads "Incorrect confirmation input", the old password is not
// asked again when it is known, and the forced dialog has no close button and ignores Escape.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { changePasswordStore, openChangePassword } from '../password-modals';
import { ChangePasswordModal } from './ChangePasswordModal';

afterEach(() => changePasswordStore.set(null));

describe('ChangePasswordModal', () => {
  it('requires each field and says "Incorrect confirmation input" for a different confirmation', async () => {
    openChangePassword();
    const { user } = renderWithSite(<ChangePasswordModal />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Input cannot be empty');
    await user.type(screen.getByLabelText(/Current password/), 'a123456');
    await user.type(screen.getByLabelText(/^New password/), 'Better#2025');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Better#2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/Confirm new password/)).toHaveAccessibleDescription(
      'Incorrect confirmation input',
    );
  });

  it('can be closed when opened from the member menu', async () => {
    openChangePassword();
    const { user } = renderWithSite(<ChangePasswordModal />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(changePasswordStore.get()).toBeNull();
  });

  it('when forced, hides the known old password and cannot be dismissed', async () => {
    openChangePassword({ forced: true, oldPassword: 'a123456', homePath: '/' });
    const { user } = renderWithSite(<ChangePasswordModal />);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(changePasswordStore.get()).not.toBeNull();
  });
});

// Proves that ConfirmDialog asks with translated default labels, reports confirm and cancel (Escape
// counts as cancel), and cannot be dismissed or cancelled while the confirmed action runs.
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(props: Partial<ComponentProps<typeof ConfirmDialog>> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog open message="Sign out now?" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('uses the translated "Confirm" title and "Confirm" / "Cancel" buttons by default', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveTextContent('Sign out now?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // No × button: the question is answered with the two buttons.
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('shows a given title and labels', () => {
    renderConfirm({ title: 'Sign out', confirmLabel: 'Yes, sign out', cancelLabel: 'Stay' });
    expect(screen.getByRole('dialog', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
  });

  it('puts focus on Cancel first, the safe answer', async () => {
    renderConfirm();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('reports confirm and cancel', async () => {
    const { onConfirm, onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as cancel', async () => {
    const { onCancel, onConfirm } = renderConfirm();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('locks the dialog while confirming', async () => {
    const { onCancel, onConfirm } = renderConfirm({ confirming: true });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('paints the confirm button as danger when asked', () => {
    renderConfirm({ danger: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveClass('danger');
  });
});

// Proves that useDialogs() shows a dialog with one call and resolves with the answer, queues requests
// so only one dialog shows at a time, answers a double click once, and demands a DialogProvider.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogProvider, useDialogs, type Dialogs } from './dialogs';

function renderDialogs(): { current: Dialogs } {
  const { result } = renderHook(() => useDialogs(), { wrapper: DialogProvider });
  return result;
}

describe('useDialogs', () => {
  it('confirm() resolves true when confirmed', async () => {
    const dialogs = renderDialogs();
    const answer = dialogs.current.confirm({ message: 'Delete this message?', danger: true });
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toHaveTextContent('Delete this message?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirm() resolves false when cancelled or dismissed with Escape', async () => {
    const dialogs = renderDialogs();
    const cancelled = dialogs.current.confirm({ title: 'Sign out', message: 'Sure?', cancelLabel: 'Stay' });
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await expect(cancelled).resolves.toBe(false);

    const dismissed = dialogs.current.confirm({ message: 'Sure?' });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dismissed).resolves.toBe(false);
  });

  it('success() and warning() show a titled message and resolve when closed', async () => {
    const dialogs = renderDialogs();
    const copied = dialogs.current.success('ID copied');
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('ID copied');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(copied).resolves.toBeUndefined();

    const warned = dialogs.current.warning('Balance too low', 'Withdraw');
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toHaveTextContent('Balance too low');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(warned).resolves.toBeUndefined();
  });

  it('shows queued requests one at a time, in order', async () => {
    const dialogs = renderDialogs();
    const first = dialogs.current.warning('First');
    const second = dialogs.current.confirm({ message: 'Second' });
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('First');

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await first;
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Second'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(second).resolves.toBe(true);
  });

  it('answers a double click once and keeps the next request', async () => {
    const dialogs = renderDialogs();
    const first = dialogs.current.confirm({ message: 'First' });
    const second = dialogs.current.confirm({ message: 'Second' });
    await screen.findByRole('dialog');
    // Two clicks inside one act() reach the same dialog before React re-renders, as a fast one can.
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    act(() => {
      confirm.click();
      confirm.click();
    });
    await expect(first).resolves.toBe(true);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Second');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
  });

  it('answers "no" at once beyond ten waiting requests', async () => {
    const dialogs = renderDialogs();
    const answers = Array.from({ length: 11 }, (_, index) =>
      dialogs.current.confirm({ message: `Ask ${index}` }),
    );
    await expect(answers[10]).resolves.toBe(false);
  });

  it('keeps the same functions across renders, so features can list them as effect dependencies', () => {
    const { result, rerender } = renderHook(() => useDialogs(), { wrapper: DialogProvider });
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
  });

  it('throws a clear error without a DialogProvider', () => {
    // React logs the thrown error; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDialogs())).toThrow(/DialogProvider/);
    consoleError.mockRestore();
  });
});

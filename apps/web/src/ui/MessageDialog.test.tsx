// Proves that MessageDialog titles itself by kind ("Success" / "Warning" translated), shows its
// message, icon and one translated OK button, and reports closing from OK and Escape.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageDialog } from './MessageDialog';

describe('MessageDialog', () => {
  it('is titled "Success" for a success and has a single OK button', async () => {
    render(<MessageDialog open kind="success" message="ID copied" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('ID copied');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(dialog.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('is titled "Warning" for a warning, or by the given title', () => {
    const { rerender } = render(
      <MessageDialog open kind="warning" message="Low balance" onClose={vi.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'Warning' })).toBeInTheDocument();
    rerender(<MessageDialog open kind="warning" title="Check" message="Low balance" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Check' })).toBeInTheDocument();
  });

  it('closes from OK and from Escape', async () => {
    const onClose = vi.fn();
    render(<MessageDialog open kind="success" message="Saved" okLabel="Great" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Great' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(<MessageDialog open={false} kind="success" message="Saved" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

// Proves that Modal is an accessible dialog: named by its title and description, closed by its
// translated close button, by Escape and by the overlay, with optional footer and close button.
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

function renderModal(props: Partial<ComponentProps<typeof Modal>> = {}) {
  const onOpenChange = vi.fn();
  render(
    <Modal open onOpenChange={onOpenChange} title="Deposit" {...props}>
      <p>Body text</p>
    </Modal>,
  );
  return { onOpenChange };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a dialog named by its title and described by its description', () => {
    renderModal({ description: 'Choose a channel' });
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveAccessibleDescription('Choose a channel');
    expect(screen.getByText('Body text')).toBeInTheDocument();
  });

  it('closes from the close button labelled with the translated "Close"', async () => {
    const { onOpenChange } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on Escape', async () => {
    const { onOpenChange } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves out the close button with hideClose and shows the footer', () => {
    renderModal({ hideClose: true, footer: <button type="button">Pay now</button> });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('applies the size class', () => {
    renderModal({ size: 'lg' });
    expect(screen.getByRole('dialog')).toHaveClass('lg');
  });

  it('opens and closes when controlled by its parent, moving focus into the dialog', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Help">
            <input aria-label="Search help" />
          </Modal>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    // Focus moves in a frame after the window opens (ui/Modal.tsx).
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Help' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix hands focus back on the next tick, after the dialog has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});

// Proves that FormDialog is a dialog around its form: the footer's submit button submits the form by
// its id and spins while it is sent, Cancel and Escape close it, and a refusal is said as an alert.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog, type FormDialogProps } from './FormDialog';

function renderDialog(props: Partial<FormDialogProps> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Convert points"
      description="100 points make $1.00."
      formId="convert"
      submitLabel="Convert"
      submitting={false}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <label>
        Points
        <input name="points" />
      </label>
    </FormDialog>,
  );
  return { onSubmit, onClose, dialog: within(screen.getByRole('dialog', { name: 'Convert points' })) };
}

describe('FormDialog', () => {
  it('submits its form from the footer and says no refusal until there is one', async () => {
    const { onSubmit, dialog } = renderDialog();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('100 points make $1.00.');
    await userEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes from Cancel and Escape', async () => {
    const { onClose, dialog } = renderDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('spins the submit button while sending and says the refusal', () => {
    const { dialog } = renderDialog({ submitting: true, refusal: 'Not enough points' });
    expect(dialog.getByRole('button', { name: 'Convert' })).toBeDisabled();
    expect(dialog.getByRole('alert')).toHaveTextContent('Not enough points');
  });
});

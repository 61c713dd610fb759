// Proves that TextArea is labelled and described by its Field, marked invalid with the Field's
// errors, starts four rows high unless told otherwise, and works with react-hook-form's register
// (the ref reaches the <textarea>).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field } from './Field';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it("takes the Field's label, hint and required mark", () => {
    render(
      <Field label="Reason" required hint="Told to the member">
        <TextArea />
      </Field>,
    );
    const area = screen.getByRole('textbox', { name: /Reason/ });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-required', 'true');
    expect(area).toHaveAccessibleDescription('Told to the member');
    expect(area).toHaveAttribute('rows', '4');
  });

  it("is marked invalid and described by the Field's first error", () => {
    render(
      <Field label="Reason" errors={['Input cannot be empty']}>
        <TextArea rows={2} />
      </Field>,
    );
    const area = screen.getByRole('textbox', { name: 'Reason' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Input cannot be empty');
    expect(area).toHaveAttribute('rows', '2');
  });

  it('works outside a Field, named by its own label', () => {
    render(<TextArea aria-label="Notes" className="extra" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveClass('extra');
  });

  it('works with react-hook-form register: values arrive and the ref takes focus on error', async () => {
    const onValid = vi.fn();
    function ReasonForm() {
      const { register, handleSubmit, formState } = useForm<{ reason: string }>();
      const message = formState.errors.reason?.message;
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Field label="Reason" required errors={message ? [message] : undefined}>
            <TextArea {...register('reason', { required: 'Input cannot be empty' })} />
          </Field>
          <button type="submit">Reject</button>
        </form>
      );
    }
    render(<ReasonForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const area = screen.getByRole('textbox', { name: /Reason/ });
    expect(area).toHaveFocus();
    expect(area).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(area, 'No transfer{Enter}arrived');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onValid).toHaveBeenCalledWith({ reason: 'No transfer\narrived' }, expect.anything());
  });
});

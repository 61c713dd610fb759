// Proves that Field labels its input, marks it required, shows only the first error beside the label
// and below the input, wires aria-invalid and aria-describedby, and that TextInput works with
// react-hook-form's register (the ref reaches the <input>).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field, TextInput } from './Field';

describe('Field', () => {
  it('labels the input and marks a required one', () => {
    render(
      <Field label="Username" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('title', 'Required');
  });

  it('describes the input with its hint', () => {
    render(
      <Field label="Username" hint="6 to 12 letters and digits">
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('6 to 12 letters and digits');
  });

  it('shows only the first error, beside the label and below the input', () => {
    render(
      <Field label="Password" hint="At least 6 characters" errors={['Input cannot be empty', 'Too short']}>
        <TextInput type="password" />
      </Field>,
    );
    const copies = screen.getAllByText('Input cannot be empty');
    expect(copies).toHaveLength(2);
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The input is described by the hint and the message below it, read once, not by the label copy.
    expect(input).toHaveAccessibleDescription('At least 6 characters Input cannot be empty');
    expect(copies[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('treats an empty error list as valid', () => {
    render(
      <Field label="Email" errors={[]}>
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('hands the control props to an `input` render prop for other controls', () => {
    render(
      <Field
        label="Currency"
        required
        errors={['Choose a currency']}
        input={(control) => (
          <select {...control}>
            <option>VND</option>
          </select>
        )}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Choose a currency');
  });

  it('uses a given id and keeps an aria-describedby of the input', () => {
    render(
      <>
        <Field id="login-username" label="Username" errors={['Taken']}>
          <TextInput aria-describedby="extra" />
        </Field>
        <p id="extra">Extra help</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('id', 'login-username');
    expect(input).toHaveAccessibleDescription('Taken Extra help');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="First">
          <TextInput />
        </Field>
        <Field label="Second">
          <TextInput />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});

describe('TextInput', () => {
  it('works with react-hook-form register: values arrive and the ref takes focus on error', async () => {
    const onValid = vi.fn();
    function LoginForm() {
      const { register, handleSubmit, formState } = useForm<{ username: string }>();
      const message = formState.errors.username?.message;
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Field label="Username" required errors={message ? [message] : undefined}>
            <TextInput {...register('username', { required: 'Input cannot be empty' })} />
          </Field>
          <button type="submit">Log in</button>
        </form>
      );
    }
    render(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2);

    await userEvent.type(input, 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onValid).toHaveBeenCalledWith({ username: 'alice' }, expect.anything());
  });

  it('can be marked invalid outside a Field', () => {
    render(<TextInput aria-label="Search" invalid />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('aria-invalid', 'true');
  });
});

// Proves that Switch is a checkbox with the switch role, named by its label (shown, or for screen
// readers only) and described by its explanation; that a click or Space flips it; that a busy switch
// says so and refuses clicks; and that it works with react-hook-form's register.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label and described by its explanation', () => {
    render(<Switch label="Maintenance mode" description="Visitors see the maintenance page" />);
    const toggle = screen.getByRole('switch', { name: 'Maintenance mode' });
    expect(toggle).toHaveAccessibleDescription('Visitors see the maintenance page');
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Maintenance mode')).toBeVisible();
  });

  it('keeps a hidden label for screen readers', () => {
    render(<Switch label="Show Playdeck Live in the lobby" hideLabel defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Show Playdeck Live in the lobby' });
    expect(toggle).toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Show Playdeck Live in the lobby').parentElement).toHaveClass('visually-hidden');
  });

  it('flips on a click and on Space, and tells a controlled owner the new state', async () => {
    const onChange = vi.fn();
    render(<Switch label="Hot" checked={false} onChange={(event) => onChange(event.target.checked)} />);
    const toggle = screen.getByRole('switch', { name: 'Hot' });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('Hot'));
    expect(onChange).toHaveBeenCalledTimes(2);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(3);
    // Controlled: it shows what its owner says until the owner changes it.
    expect(toggle).not.toBeChecked();
  });

  it('is busy and refuses clicks while a change is under way', async () => {
    const onChange = vi.fn();
    render(<Switch label="Enabled" hideLabel busy checked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works with react-hook-form register', async () => {
    const onValid = vi.fn();
    function SettingsForm() {
      const { register, handleSubmit } = useForm({ defaultValues: { maintenance: false } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <Switch label="Maintenance mode" {...register('maintenance')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<SettingsForm />);
    await userEvent.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ maintenance: true }, expect.anything());
  });
});

// Proves that Button is a safe native button: no accidental submit, variants and sizes applied, ref
// and native props passed through, and a loading button is busy, disabled and unclickable.
import { createRef, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('defaults to type="button" so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to with type="submit"', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('applies the variant, size and block classes next to a caller class', () => {
    render(
      <Button variant="danger" size="lg" block className="extra">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.className.split(' ')).toEqual(expect.arrayContaining(['danger', 'lg', 'block', 'extra']));
  });

  it('uses primary and md when nothing is said', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button').className.split(' ')).toEqual(
      expect.arrayContaining(['primary', 'md']),
    );
  });

  it('forwards the ref and native props', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} onClick={onClick} aria-label="Refresh balance" data-testid="refresh" name="refresh">
        ↻
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('refresh'));
    expect(ref.current).toHaveAttribute('name', 'refresh');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy, disabled and shows a spinner while loading', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('svg')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor showing a spinner when not loading', () => {
    const { container } = render(<Button>Pay</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button')).toBeEnabled();
    expect(container.querySelector('svg')).not.toBeInTheDocument();
  });

  it('stays disabled when disabled is passed', () => {
    render(<Button disabled>Pay</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});

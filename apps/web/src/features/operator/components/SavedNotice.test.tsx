// Proves the saved notice: a polite status that is in the page even while empty, shows a message,
// empties itself after a few seconds, and restarts its clock when another message comes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SavedNotice, useSavedNotice } from './SavedNotice';

let show: (text: string) => void = () => {};

function Harness() {
  const notice = useSavedNotice();
  show = notice.show;
  return <SavedNotice message={notice.message} />;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SavedNotice', () => {
  it('is an empty polite status until a message comes', () => {
    render(<Harness />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows a message for a few seconds, the clock restarting with each message', () => {
    render(<Harness />);
    act(() => show('Saved'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(3_000));
    act(() => show('Deleted'));
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('status')).toHaveTextContent('Deleted');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

// Proves that Tabs renders only the visible items, starts on the right tab, switches by click and by
// arrow key, reports changes, follows a controlled value and works as a bare tab strip.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'username', label: 'Username', content: <p>Username form</p> },
  { value: 'sms', label: 'SMS', content: <p>SMS form</p> },
  { value: 'email', label: 'Email', content: <p>Email form</p>, hidden: true },
];

describe('Tabs', () => {
  it('does not render hidden items and opens on the first visible one', () => {
    render(<Tabs items={items} aria-label="Login method" />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'SMS']);
    expect(screen.queryByText('Email form')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');
  });

  it('skips a hidden first item when choosing the default tab', () => {
    render(<Tabs items={[{ ...items[0]!, hidden: true }, items[1]!]} />);
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
  });

  it('honours defaultValue and reports changes from clicks and arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} defaultValue="sms" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');

    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(onValueChange).toHaveBeenLastCalledWith('username');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');

    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('sms');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
  });

  it('follows a controlled value', async () => {
    function Harness() {
      const [value, setValue] = useState('sms');
      return (
        <>
          <button type="button" onClick={() => setValue('username')}>
            Reset
          </button>
          <Tabs items={items} value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Username form');
  });

  it('works as a tab strip without panels and without dangling aria-controls', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs
        items={[
          { value: 'all', label: 'All' },
          { value: 'fav', label: 'Favourites' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).not.toHaveAttribute('aria-controls');
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(onValueChange).toHaveBeenCalledWith('fav');
  });

  it('links a tab to its panel when the item has content', () => {
    render(<Tabs items={items} />);
    const panelId = screen.getByRole('tab', { name: 'Username' }).getAttribute('aria-controls');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', panelId);
  });
});

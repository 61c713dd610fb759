// Proves the locked-IP tab: the list shows each address with its reason and time; Unlock asks first,
// a cancel sends nothing, a confirmation unlocks the address (its colons encoded) and says so.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { IpLocksTab } from './IpLocksTab';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';

const LIST_PATH = '/api/operator/ip-locks';
const locks = [
  { ip: '2001:db8::7', reason: '10 failed sign-ins within 30 minutes', lockedAt: '2026-03-01T02:00:00.000Z' },
  { ip: '203.0.113.9', reason: '10 failed sign-ins within 30 minutes', lockedAt: '2026-03-01T01:00:00.000Z' },
];

setUpOperatorTests();

describe('IpLocksTab', () => {
  it('says when no IP is locked', async () => {
    stubApi({ [`GET ${LIST_PATH}`]: () => [] });
    renderWithSite(<IpLocksTab />);
    expect(await screen.findByText('No IP is locked')).toBeInTheDocument();
  });

  it('unlocks an address after a confirmation, and not after a cancel', async () => {
    let unlocked = false;
    const api = stubApi({
      [`GET ${LIST_PATH}`]: () => (unlocked ? locks.slice(1) : locks),
      [`DELETE ${LIST_PATH}/2001%3Adb8%3A%3A7`]: () => {
        unlocked = true;
        return null;
      },
    });
    const { user } = renderWithSite(<IpLocksTab />);
    const row = await screen.findByRole('row', { name: /2001:db8::7/ });
    expect(within(row).getByText('10 failed sign-ins within 30 minutes')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Unlock 2001:db8::7' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unlock this IP?' });
    expect(dialog).toHaveTextContent('2001:db8::7 will be able to sign in again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Unlock 2001:db8::7' }));
    dialog = screen.getByRole('dialog', { name: 'Unlock this IP?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('2001:db8::7 unlocked')).toBeInTheDocument();
    expect(api.callsTo('DELETE').map((call) => call.url)).toEqual([
      '/api/operator/ip-locks/2001%3Adb8%3A%3A7',
    ]);
    await expect.poll(() => screen.queryByRole('row', { name: /2001:db8::7/ })).toBeNull();
    expect(screen.getByRole('row', { name: /203\.0\.113\.9/ })).toBeInTheDocument();
  });

  it("shows a refused unlock as the API's message", async () => {
    stubApi({
      [`GET ${LIST_PATH}`]: () => locks,
      [`DELETE ${LIST_PATH}/203.0.113.9`]: () => refusal(403, 'FORBIDDEN', 'Only an operator may do this'),
    });
    const { user } = renderWithSite(<IpLocksTab />);
    await user.click(await screen.findByRole('button', { name: 'Unlock 203.0.113.9' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Only an operator may do this')).toBeInTheDocument();
  });
});

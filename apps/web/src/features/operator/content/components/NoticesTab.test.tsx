// Proves the notices tab: each notice's state (live, scheduled, expired) from its dates, a plain-text
// notice written with its dates converted to instants, and the contract's length rule.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorNotice } from '@playdeck/contract/content';
import { renderWithSite } from '../../../../test-support/render-with-site';
import { ContentDesk } from '../ContentDesk';
import { setUpOperatorTests, stubApi, type Routes } from '../../test-support';

const day = 24 * 60 * 60_000;
const notice = (overrides: Partial<OperatorNotice>): OperatorNotice => ({
  id: 1,
  language: 'en',
  title: 'Maintenance tonight',
  content: 'The site pauses at 02:00.',
  publishedAt: new Date(Date.now() - day).toISOString(),
  expiresAt: null,
  ...overrides,
});
const list = '/api/operator/notices';

let routes: Routes;
let api: ReturnType<typeof stubApi>;

setUpOperatorTests();
beforeEach(() => {
  routes = {
    [`GET ${list}`]: () => [
      notice({}),
      notice({ id: 2, title: 'Next week', publishedAt: new Date(Date.now() + day).toISOString() }),
      notice({ id: 3, title: 'Last month', expiresAt: new Date(Date.now() - day / 2).toISOString() }),
    ],
  };
  api = stubApi(routes);
});

const renderTab = () => renderWithSite(<ContentDesk />, { path: '/operator/content?tab=notices' });

describe('the notices tab', () => {
  it('shows whether each notice is live, scheduled or expired', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(within(table).getByRole('row', { name: /Maintenance tonight/ })).toHaveTextContent('Live');
    expect(within(table).getByRole('row', { name: /Next week/ })).toHaveTextContent('Scheduled');
    expect(within(table).getByRole('row', { name: /Last month/ })).toHaveTextContent('Expired');
  });

  it('writes a plain-text notice with its dates as instants', async () => {
    routes[`POST ${list}`] = () => notice({ id: 9, title: 'New games' });
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Notices' });
    await user.click(screen.getByRole('button', { name: 'New notice' }));
    const dialog = screen.getByRole('dialog', { name: 'New notice' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New games');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Three new slots <b>today</b>');
    fireEvent.change(within(dialog).getByLabelText('Shown until'), { target: { value: '2030-01-01T00:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('POST', list)[0]!.body).toEqual({
      language: 'en',
      title: 'New games',
      content: 'Three new slots <b>today</b>',
      publishedAt: null,
      expiresAt: new Date(2030, 0, 1).toISOString(),
    });
    await waitFor(() => expect(api.callsTo('GET', list)).toHaveLength(2));
  });

  it('refuses a text longer than the contract allows', async () => {
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Notices' });
    await user.click(screen.getByRole('button', { name: 'New notice' }));
    const dialog = screen.getByRole('dialog', { name: 'New notice' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Long');
    // The text area's own limit stops typing; a pasted value can still be longer.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'x'.repeat(501) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please enter at most 500 characters')).not.toHaveLength(0);
    expect(api.callsTo('POST', list)).toHaveLength(0);
  });
});

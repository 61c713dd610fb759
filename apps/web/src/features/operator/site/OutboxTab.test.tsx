// Proves the outbox tab: it lists the messages the server answers (channel, recipient, subject,
// body, time), filters by channel and exact recipient through the query, and Refresh asks again.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OutboxEntry } from '@playdeck/contract/outbox';
import { renderWithSite } from '../../../test-support/render-with-site';
import { OutboxTab } from './OutboxTab';
import { page, setUpOperatorTests, stubApi } from '../test-support';

const PATH = '/api/operator/outbox';
const messages: OutboxEntry[] = [
  {
    id: 2,
    channel: 'email',
    recipient: 'an@example.com',
    subject: 'Your temporary password',
    body: 'Your temporary password is k7Qp2x',
    provider: 'outbox',
    createdAt: '2026-03-01T02:00:00.000Z',
  },
  {
    id: 1,
    channel: 'sms',
    recipient: '+84912345678',
    subject: null,
    body: 'Playdeck code: 123456 (valid 5 minutes).',
    provider: 'outbox',
    createdAt: '2026-03-01T01:00:00.000Z',
  },
];

setUpOperatorTests();

describe('OutboxTab', () => {
  it('lists the messages and filters them by channel and recipient', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: ({ query }) =>
        page(messages.filter((message) => !query.has('channel') || message.channel === query.get('channel'))),
    });
    const { user } = renderWithSite(<OutboxTab />);
    const cards = await screen.findAllByTestId('outbox-message');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Your temporary password')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('E-mail')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('+84912345678')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Playdeck code: 123456 (valid 5 minutes).')).toBeInTheDocument();
    expect(screen.getByText('Messages: 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'SMS');
    await expect.poll(() => screen.queryAllByTestId('outbox-message').length).toBe(1);
    await user.type(screen.getByRole('searchbox', { name: 'Recipient' }), '+84912345678');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => api.callsTo('GET', PATH).at(-1)?.url)
      .toBe('/api/operator/outbox?channel=sms&recipient=%2B84912345678&pageNo=1&pageSize=20');
  });

  it('asks again on Refresh and says when there is nothing', async () => {
    let list: OutboxEntry[] = [];
    const api = stubApi({ [`GET ${PATH}`]: () => page(list) });
    const { user } = renderWithSite(<OutboxTab />);
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    list = messages.slice(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('+84912345678')).toBeInTheDocument();
    expect(api.callsTo('GET', PATH)).toHaveLength(2);
  });
});

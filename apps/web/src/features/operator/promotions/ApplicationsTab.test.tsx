// Proves the applications to review: the entries waiting for review are asked for by default and show
// the member, promotion, note and pictures (each opening larger); an application is approved or
// rejected with a note after a confirmation; and a review the server refuses shows its message.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';
import { ApplicationsTab } from './ApplicationsTab';
import { application, promotion } from './test-fixtures';

setUpOperatorTests();

const routes = {
  'GET /api/operator/promotions': () => ({ list: [promotion] }),
  'GET /api/operator/promotions/entries': () => page([application]),
};

const row = async (id: number) =>
  within(await screen.findByTestId('operator-promotion-entries')).getByRole('row', {
    name: new RegExp(`#${id}\\b`),
  });

describe('promotions ApplicationsTab', () => {
  it('lists the applications waiting for review, and opens a picture larger', async () => {
    const { callsTo } = stubApi(routes);
    const { user } = renderWithSite(<ApplicationsTab />);
    const line = await row(41);
    expect(callsTo('GET', '/api/operator/promotions/entries')[0]!.query.get('status')).toBe('applying');
    expect(line).toHaveTextContent('lucky_lan');
    expect(line).toHaveTextContent('Share your big win');
    expect(line).toHaveTextContent('My big win on Baccarat');
    expect(line).toHaveTextContent('Waiting for review');
    await user.click(within(line).getByRole('button', { name: 'Open picture 2 of lucky_lan' }));
    const picture = screen.getByRole('dialog', { name: 'Picture 2 of lucky_lan' });
    expect(within(picture).getByRole('img', { name: 'Picture 2 sent by lucky_lan' })).toHaveAttribute(
      'src',
      application.images[1],
    );
  });

  it('approves an application with a note after a confirmation', async () => {
    const { callsTo } = stubApi({
      ...routes,
      'POST /api/operator/promotions/entries/41/review': () => ({ ...application, status: 'claim' }),
    });
    const { user } = renderWithSite(<ApplicationsTab />);
    await user.click(within(await row(41)).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve application #41' });
    expect(dialog).toHaveTextContent('Approve the application of lucky_lan to Share your big win?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Nice win');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.getByTestId('saved-notice')).toHaveTextContent('Application #41 of lucky_lan approved.'),
    );
    expect(callsTo('POST')[0]!.body).toEqual({ approve: true, note: 'Nice win' });
  });

  it('rejects an application with a note', async () => {
    const { callsTo } = stubApi({
      ...routes,
      'POST /api/operator/promotions/entries/41/review': () => ({ ...application, status: 'rejected' }),
    });
    const { user } = renderWithSite(<ApplicationsTab />);
    await user.click(within(await row(41)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject application #41' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'The picture is unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByTestId('saved-notice')).toHaveTextContent('Application #41 of lucky_lan rejected.'),
    );
    expect(callsTo('POST')[0]!.body).toEqual({ approve: false, note: 'The picture is unreadable' });
  });

  it('shows the refusal when the application no longer waits for review', async () => {
    stubApi({
      ...routes,
      'POST /api/operator/promotions/entries/41/review': () =>
        refusal(409, 'ENTRY_NOT_REVIEWABLE', 'This application is not waiting for review'),
    });
    const { user } = renderWithSite(<ApplicationsTab />);
    await user.click(within(await row(41)).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Approve application #41' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent(
      'This application is not waiting for review',
    );
  });
});

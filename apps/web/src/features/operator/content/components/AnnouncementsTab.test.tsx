// Proves the announcements tab: the list in the interface language (all on request), the editor's
// conversion of its inputs to the contract's body (audience, ISO dates), the preview that shows the
// server's sanitised answer and never the typed HTML, the "saved" notice and the refreshed list, the
// contract's own checks before sending, a 400 answer's messages beside their fields, and delete
// after a confirmation.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorAnnouncement } from '@playdeck/contract/content';
import { renderWithSite } from '../../../../test-support/render-with-site';
import { ContentDesk } from '../ContentDesk';
import { refusal, setUpOperatorTests, stubApi, type Routes } from '../../test-support';

const announcement = (overrides: Partial<OperatorAnnouncement>): OperatorAnnouncement => ({
  id: 1,
  language: 'en',
  type: 'PU',
  platform: 'W',
  execution: 'B',
  title: 'Welcome to Playdeck',
  content: '<p>Hello</p>',
  promotionType: null,
  enabled: true,
  sortOrder: 0,
  publishedAt: '2026-03-01T00:00:00.000Z',
  expiresAt: null,
  ...overrides,
});

const welcome = announcement({});
const vietnamese = announcement({ id: 2, language: 'vi', title: 'Chào mừng', execution: null });
const list = '/api/operator/announcements';

let routes: Routes;
let api: ReturnType<typeof stubApi>;

setUpOperatorTests();
beforeEach(() => {
  routes = { [`GET ${list}`]: () => [welcome, vietnamese] };
  api = stubApi(routes);
});

const renderDesk = () => renderWithSite(<ContentDesk />, { path: '/operator/content' });

describe('the announcements tab', () => {
  it('lists the interface language first and every language on request', async () => {
    const { user } = renderDesk();
    expect(screen.getByRole('tab', { name: 'Announcements', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Announcements' });
    const row = within(table).getByRole('row', { name: /Welcome to Playdeck/ });
    expect(row).toHaveTextContent('PU · Notice');
    expect(row).toHaveTextContent('B · Visitors');
    expect(row).toHaveTextContent('Enabled');
    expect(within(table).queryByText('Chào mừng')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'all');
    expect(within(table).getByRole('row', { name: /Chào mừng/ })).toHaveTextContent('List only');
  });

  it('sends the contract body and previews the sanitised HTML the server answers', async () => {
    const typed = '<p>Big <b>bonus</b></p><script>alert(1)</script>';
    const stored = announcement({ id: 7, title: 'Weekend bonus', content: '<p>Big <b>bonus</b></p>' });
    routes[`POST ${list}`] = () => stored;
    const { user } = renderDesk();
    await screen.findByRole('table', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New announcement' });
    expect(within(dialog).getByText(/after the first save/)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Weekend bonus');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Popup' }), 'B');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promotion' }), 'VIP');
    fireEvent.change(within(dialog).getByLabelText('Shown from'), { target: { value: '2026-03-01T10:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Content (HTML)' }), {
      target: { value: typed },
    });
    routes[`GET ${list}`] = () => [stored, welcome, vietnamese];
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const preview = await within(dialog).findByTestId('saved-preview');
    expect(preview.innerHTML).toBe('<p>Big <b>bonus</b></p>');
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Saved');
    expect(within(dialog).getByRole('heading', { name: 'Edit announcement' })).toBeInTheDocument();
    expect(api.callsTo('POST', list)[0]!.body).toEqual({
      language: 'en',
      type: 'B',
      platform: 'W',
      execution: 'B',
      title: 'Weekend bonus',
      content: typed,
      promotionType: 'VIP',
      enabled: true,
      sortOrder: 0,
      publishedAt: new Date(2026, 2, 1, 10, 0).toISOString(),
      expiresAt: null,
    });
    // The list is read again after the save.
    await waitFor(() => expect(api.callsTo('GET', list)).toHaveLength(2));

    // A second save changes the stored announcement rather than writing another.
    routes[`PUT ${list}/7`] = () => stored;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', `${list}/7`)).toHaveLength(1));
    expect(api.callsTo('POST', list)).toHaveLength(1);
  });

  it("checks the contract's rules before sending", async () => {
    const { user } = renderDesk();
    await screen.findByRole('table', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New announcement' });
    fireEvent.change(within(dialog).getByLabelText('Shown from'), { target: { value: '2026-03-02T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Shown until'), { target: { value: '2026-03-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Input cannot be empty')).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('The end must come after the start')).not.toHaveLength(0);
    expect(api.callsTo('POST', list)).toHaveLength(0);
  });

  it("shows a 400 answer's messages beside their fields and other refusals as the API's message", async () => {
    routes[`POST ${list}`] = () =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
        content: 'Nothing is left once unsafe HTML is removed',
      });
    const { user } = renderDesk();
    await screen.findByRole('table', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = screen.getByRole('dialog', { name: 'New announcement' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Only a script');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Content (HTML)' }), {
      target: { value: '<script>alert(1)</script>' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const content = within(dialog).getByRole('textbox', { name: 'Content (HTML)' });
    await waitFor(() => expect(content).toHaveAttribute('aria-invalid', 'true'));
    expect(content).toHaveAccessibleDescription(/Nothing is left once unsafe HTML is removed/);

    routes[`POST ${list}`] = () => refusal(403, 'FORBIDDEN', 'You may not do this');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Warning' })).toHaveTextContent('You may not do this');
  });

  it('deletes after a confirmation and says so', async () => {
    routes[`DELETE ${list}/1`] = () => null;
    const { user } = renderDesk();
    await screen.findByRole('table', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'Delete: Welcome to Playdeck' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${list}/1`)).toHaveLength(0);

    routes[`GET ${list}`] = () => [vietnamese];
    await user.click(screen.getByRole('button', { name: 'Delete: Welcome to Playdeck' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted');
    expect(api.callsTo('DELETE', `${list}/1`)).toHaveLength(1);
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});

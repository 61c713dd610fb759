// Proves the banners tab: the list by place and language with each picture, the editor's picture
// preview of the typed address, the link field only for a banner that opens something (and no link
// sent for one that opens nothing), switching a banner off, and a 400 answer's link message.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorBanner } from '@playdeck/contract/content';
import { renderWithSite } from '../../../../test-support/render-with-site';
import { ContentDesk } from '../ContentDesk';
import { refusal, setUpOperatorTests, stubApi, type Routes } from '../../test-support';

const live: OperatorBanner = {
  id: 3,
  groupName: 'w_home',
  language: 'en',
  title: 'Live baccarat around the clock',
  imageUrl: '/banners/live.svg',
  linkageType: 'ROUTE',
  linkUrl: '/live',
  enabled: true,
  sortOrder: 1,
};
const menu: OperatorBanner = { ...live, id: 4, groupName: 'w_leftmenu', title: 'New slots every month' };
const list = '/api/operator/banners';

let routes: Routes;
let api: ReturnType<typeof stubApi>;

setUpOperatorTests();
beforeEach(() => {
  routes = { [`GET ${list}`]: () => [live, menu] };
  api = stubApi(routes);
});

const renderTab = () => renderWithSite(<ContentDesk />, { path: '/operator/content?tab=banners' });

describe('the banners tab', () => {
  it('lists banners with their picture, place and link, filtered by place', async () => {
    const { user } = renderTab();
    const table = await screen.findByRole('table', { name: 'Banners' });
    const row = within(table).getByRole('row', { name: /Live baccarat/ });
    expect(row).toHaveTextContent('Home carousel (w_home)');
    expect(row).toHaveTextContent('Open a site page/live');
    expect(row.querySelector('img')).toHaveAttribute('src', '/banners/live.svg');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Place' }), 'w_leftmenu');
    expect(within(table).queryByText(/Live baccarat/)).not.toBeInTheDocument();
    expect(within(table).getByText('New slots every month')).toBeInTheDocument();
  });

  it('switches a banner off with the link it has', async () => {
    routes[`PUT ${list}/3`] = () => ({ ...live, enabled: false });
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Banners' });
    await user.click(screen.getByRole('button', { name: 'Edit: Live baccarat around the clock' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit banner' });
    expect(within(dialog).getByRole('img', { name: "The banner's picture" })).toHaveAttribute(
      'src',
      '/banners/live.svg',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('PUT', `${list}/3`)[0]!.body).toEqual({
      groupName: 'w_home',
      language: 'en',
      title: 'Live baccarat around the clock',
      imageUrl: '/banners/live.svg',
      linkageType: 'ROUTE',
      linkUrl: '/live',
      enabled: false,
      sortOrder: 1,
    });
    await waitFor(() => expect(api.callsTo('GET', list)).toHaveLength(2));
  });

  it('hides the link for a banner that opens nothing and sends none', async () => {
    routes[`POST ${list}`] = () => ({ ...live, id: 9, linkageType: 'NONE', linkUrl: null });
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Banners' });
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = screen.getByRole('dialog', { name: 'New banner' });
    expect(within(dialog).queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Spring');
    await user.type(within(dialog).getByRole('textbox', { name: 'Picture address' }), '/banners/spring.svg');
    expect(within(dialog).getByRole('img', { name: "The banner's picture" })).toHaveAttribute(
      'src',
      '/banners/spring.svg',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'On click' }), 'URL');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link' }), 'https://example.com/spring');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'On click' }), 'NONE');
    expect(within(dialog).queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', list)).toHaveLength(1));
    expect(api.callsTo('POST', list)[0]!.body).toMatchObject({ linkageType: 'NONE', linkUrl: null });
  });

  it("refuses a plain-http link with the contract's message and shows the server's link message", async () => {
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Banners' });
    await user.click(screen.getByRole('button', { name: 'Edit: Live baccarat around the clock' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit banner' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'On click' }), 'URL');
    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, 'http://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(/address starting with https:\/\//)).not.toHaveLength(0);
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', `${list}/3`)).toHaveLength(0);

    routes[`PUT ${list}/3`] = () =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', { linkUrl: 'Link refused' });
    await user.clear(link);
    await user.type(link, 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/Link refused/));
  });
});

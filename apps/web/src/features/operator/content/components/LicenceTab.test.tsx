// Proves the licence tab: it loads the licence of a language from the public call, publishes it with
// the operator's PUT for that language, shows the server's sanitised answer as what visitors see
// with a "saved" notice, says when a language has none, and puts a 400 answer's messages on fields.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Licence } from '@playdeck/contract/content';
import { renderWithSite } from '../../../../test-support/render-with-site';
import { ContentDesk } from '../ContentDesk';
import { refusal, setUpOperatorTests, stubApi, type Routes } from '../../test-support';

const licence: Licence = {
  title: 'Licence',
  authority: 'None (demonstration)',
  licenceNumber: 'Not licensed',
  content: '<p>This site holds no gaming licence.</p>',
  sealUrl: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

let routes: Routes;
let api: ReturnType<typeof stubApi>;

setUpOperatorTests();
beforeEach(() => {
  routes = {
    'GET /api/content/licence?lang=en': () => licence,
    'GET /api/content/licence?lang=vi': () => null,
  };
  api = stubApi(routes);
});

const renderTab = () => renderWithSite(<ContentDesk />, { path: '/operator/content?tab=licence' });

describe('the licence tab', () => {
  it('publishes the licence of a language and shows what the server stored', async () => {
    const stored: Licence = {
      ...licence,
      authority: 'Gaming Authority',
      licenceNumber: 'GA-2026-001',
      content: '<p>Licensed.</p>',
      sealUrl: '/seal.svg',
      updatedAt: '2026-03-02T00:00:00.000Z',
    };
    routes['PUT /api/operator/licence/en'] = () => stored;
    const { user } = renderTab();
    const form = await screen.findByRole('form', { name: 'Licence in English' });
    expect(within(form).getByRole('textbox', { name: 'Issued by' })).toHaveValue('None (demonstration)');
    const published = screen.getByRole('region', { name: 'As visitors see it' });
    expect(within(published).getByTestId('saved-preview').innerHTML).toBe(licence.content);

    const authority = within(form).getByRole('textbox', { name: 'Issued by' });
    await user.clear(authority);
    await user.type(authority, 'Gaming Authority');
    const number = within(form).getByRole('textbox', { name: 'Licence number' });
    await user.clear(number);
    await user.type(number, 'GA-2026-001');
    await user.type(within(form).getByRole('textbox', { name: 'Seal picture address' }), '/seal.svg');
    expect(within(form).getByRole('img', { name: "The authority's seal" })).toHaveAttribute(
      'src',
      '/seal.svg',
    );
    await user.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved');
    expect(api.callsTo('PUT', '/api/operator/licence/en')[0]!.body).toEqual({
      title: 'Licence',
      authority: 'Gaming Authority',
      licenceNumber: 'GA-2026-001',
      content: licence.content,
      sealUrl: '/seal.svg',
    });
    expect(within(published).getByText('GA-2026-001')).toBeInTheDocument();
    expect(within(published).getByTestId('saved-preview').innerHTML).toBe('<p>Licensed.</p>');
  });

  it('says when a language has no licence and loads that language', async () => {
    const { user } = renderTab();
    await screen.findByRole('form', { name: 'Licence in English' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'vi');
    expect(await screen.findByText('No licence is published in this language yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Licence in Vietnamese' });
    expect(within(form).getByRole('textbox', { name: 'Issued by' })).toHaveValue('');
  });

  it("shows the contract's and the server's refusals on their fields", async () => {
    const { user } = renderTab();
    const form = await screen.findByRole('form', { name: 'Licence in English' });
    await user.type(within(form).getByRole('textbox', { name: 'Seal picture address' }), 'javascript:x');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findAllByText('Please enter a valid URL')).not.toHaveLength(0);
    expect(api.callsTo('PUT', '/api/operator/licence/en')).toHaveLength(0);

    routes['PUT /api/operator/licence/en'] = () =>
      refusal(400, 'VALIDATION_FAILED', 'Invalid input', {
        content: 'Input cannot be empty',
      });
    const seal = within(form).getByRole('textbox', { name: 'Seal picture address' });
    await user.clear(seal);
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    const content = within(form).getByRole('textbox', { name: 'Content (HTML)' });
    await waitFor(() => expect(content).toHaveAccessibleDescription(/Input cannot be empty/));
  });
});

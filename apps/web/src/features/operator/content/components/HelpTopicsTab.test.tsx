// Proves the help topics tab: topics listed by code and language, a new topic written with PUT at
// its code and language (after asking when one of that code and language exists), the contract's
// code rule checked before sending, a stored topic's code and language fixed, and delete after a
// confirmation.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorHelpTopic } from '@playdeck/contract/content';
import { renderWithSite } from '../../../../test-support/render-with-site';
import { ContentDesk } from '../ContentDesk';
import { setUpOperatorTests, stubApi, type Routes } from '../../test-support';

const term: OperatorHelpTopic = {
  code: 'term',
  language: 'en',
  title: 'Terms of use',
  contentHtml: '<p>Play fair.</p>',
  sortOrder: 0,
};
const list = '/api/operator/help-topics';

let routes: Routes;
let api: ReturnType<typeof stubApi>;

setUpOperatorTests();
beforeEach(() => {
  routes = { [`GET ${list}`]: () => [term] };
  api = stubApi(routes);
});

const renderTab = () => renderWithSite(<ContentDesk />, { path: '/operator/content?tab=helpTopics' });

async function openNew(user: ReturnType<typeof renderTab>['user']) {
  await screen.findByRole('table', { name: 'Help topics' });
  await user.click(screen.getByRole('button', { name: 'New help topic' }));
  return screen.getByRole('dialog', { name: 'New help topic' });
}

describe('the help topics tab', () => {
  it('writes a topic at its code and language and previews the stored HTML', async () => {
    routes[`PUT ${list}/deposit/en`] = () => ({
      ...term,
      code: 'deposit',
      title: 'Deposits',
      contentHtml: '<p>Ok</p>',
    });
    const { user } = renderTab();
    expect(
      within(await screen.findByRole('table', { name: 'Help topics' })).getByRole('row', { name: /term/ }),
    ).toHaveTextContent('Terms of use');
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'deposit');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Deposits');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Content (HTML)' }), {
      target: { value: '<p onclick="x()">Ok</p>' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('saved-preview')).innerHTML).toBe('<p>Ok</p>');
    expect(api.callsTo('PUT', `${list}/deposit/en`)[0]!.body).toEqual({
      title: 'Deposits',
      content: '<p onclick="x()">Ok</p>',
      sortOrder: 0,
    });
    // Once stored, the topic's code is no longer an input.
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveAttribute('readonly');
  });

  it('asks before replacing a topic of the same code and language', async () => {
    routes[`PUT ${list}/term/en`] = () => term;
    const { user } = renderTab();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'term');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Terms');
    await user.type(within(dialog).getByRole('textbox', { name: 'Content (HTML)' }), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Replace the help topic?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', `${list}/term/en`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace the help topic?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() => expect(api.callsTo('PUT', `${list}/term/en`)).toHaveLength(1));
  });

  it("checks the code against the contract's rule", async () => {
    const { user } = renderTab();
    const dialog = await openNew(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'Bad Code');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText('Please enter 1 to 40 lower-case letters, digits or hyphens'),
    ).not.toHaveLength(0);
    expect(api.callsTo('PUT')).toHaveLength(0);
  });

  it('deletes a topic of a code and language after a confirmation', async () => {
    routes[`DELETE ${list}/term/en`] = () => null;
    const { user } = renderTab();
    await screen.findByRole('table', { name: 'Help topics' });
    await user.click(screen.getByRole('button', { name: 'Delete: Terms of use' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted');
    expect(api.callsTo('DELETE', `${list}/term/en`)).toHaveLength(1);
  });
});

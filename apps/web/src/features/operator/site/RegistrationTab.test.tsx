// Proves the registration tab: the table shows every field's rule; editing one sends only the
// properties that changed through the operator call, choosing a catalogue pattern fills its
// expression in, and a 400 answer's messages ("username.minLength") land beside their inputs.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REGISTRATION_FIELDS, type RegistrationRules } from '@playdeck/contract/registration';
import { PATTERN_CATALOGUE } from '@playdeck/contract/patterns';
import { renderWithSite } from '../../../test-support/render-with-site';
import { RegistrationTab } from './RegistrationTab';
import { refusal, setUpOperatorTests, stubApi, type Route } from '../test-support';

const RULES_PATH = '/api/registration/rules';
const OPERATOR_PATH = '/api/operator/registration/rules';

const rules = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [
    field,
    { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 50 },
  ]),
) as RegistrationRules;
rules.username = {
  enabled: true,
  required: true,
  acceptedPattern: PATTERN_CATALOGUE[1]!.pattern,
  patternId: 1,
  minLength: 6,
  maxLength: 16,
};
rules.email = { ...rules.email, enabled: true, acceptedPattern: PATTERN_CATALOGUE[3]!.pattern, patternId: 3 };

setUpOperatorTests();

async function renderTab(patch: Route) {
  const api = stubApi({ [`GET ${RULES_PATH}`]: () => rules, [`PATCH ${OPERATOR_PATH}`]: patch });
  const view = renderWithSite(<RegistrationTab />);
  await screen.findByRole('table', { name: 'Registration fields' });
  return { ...view, api };
}

describe('RegistrationTab', () => {
  it("lists every field's rule", async () => {
    await renderTab(() => rules);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(REGISTRATION_FIELDS.length + 1);
    const username = screen.getByRole('row', { name: /^Username/ });
    expect(within(username).getByText('Enabled')).toBeInTheDocument();
    expect(within(username).getByText('A letter, then letters or digits')).toBeInTheDocument();
    expect(within(username).getByText('6–16')).toBeInTheDocument();
  });

  it('sends only the changed properties and says "Saved"', async () => {
    const changed = { ...rules, email: { ...rules.email, required: true, maxLength: 80 } };
    const { user, api } = await renderTab(() => changed);
    await user.click(screen.getByRole('button', { name: 'Edit the rule of E-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Rule: E-mail' });
    await user.click(within(dialog).getByRole('switch', { name: 'Required' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum length' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum length' }), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', OPERATOR_PATH).map((call) => call.body)).toEqual([
      { email: { required: true, maxLength: 80 } },
    ]);
    expect(within(screen.getByRole('row', { name: /^E-mail/ })).getByText('1–80')).toBeInTheDocument();
  });

  it('fills the expression in from a chosen catalogue pattern', async () => {
    const { user, api } = await renderTab(() => rules);
    await user.click(screen.getByRole('button', { name: 'Edit the rule of QQ number' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Pattern' }), 'Digits only');
    expect(within(dialog).getByRole('textbox', { name: /Accepted pattern/ })).toHaveValue('^[0-9]+$');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.callsTo('PATCH')[0]?.body).toEqual({ qqNum: { patternId: 5, acceptedPattern: '^[0-9]+$' } });
  });

  it("puts a 400 answer's messages beside their inputs and keeps the dialog open", async () => {
    const { user } = await renderTab(() =>
      refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
        'username.minLength': 'The minimum length must not be above the maximum length',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit the rule of Username' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Required' })).toBeDisabled();
    const minimum = within(dialog).getByRole('textbox', { name: 'Minimum length' });
    await user.clear(minimum);
    await user.type(minimum, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByRole('textbox', { name: 'Minimum length' }),
    ).toHaveAccessibleDescription('The minimum length must not be above the maximum length');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses what the contract refuses without asking the server', async () => {
    const { user, api } = await renderTab(() => rules);
    await user.click(screen.getByRole('button', { name: 'Edit the rule of Username' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: /Accepted pattern/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Accepted pattern/ }), '[[(');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum length' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum length' }), 'ten');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (await within(dialog).findAllByText('Please enter a valid regular expression, or * for anything'))
        .length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('The value is not valid').length).toBeGreaterThan(0);
    expect(api.callsTo('PATCH')).toHaveLength(0);
  });
});

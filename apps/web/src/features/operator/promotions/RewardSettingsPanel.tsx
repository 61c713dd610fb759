// A member reward's settings (the points, the referral) as a panel: its title and lead, the settings
// loading or failing to load, then one form of them with one Save. The server checks the whole
// settings and its refusal's messages land on their fields (settings-save); Discard goes back to the
// settings as loaded. The reward's own fields come from `children`.
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Panel, PanelNote } from '../../../ui/Panel';
import { QueryState, type QueryStateSource } from '../components/QueryState';
import { SettingsActions } from '../components/SettingsForm';
import { useServerCheckedSave } from './settings-save';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

interface RewardSettingsFormProps<Settings, Values extends FieldValues, Body> {
  /** Replaces the settings whole; answers them as stored. */
  update: (body: Body) => Promise<Settings>;
  toFormValues: (settings: Settings) => Values;
  toSettingsBody: (values: Values) => Body;
  /** The form's fields, by the API's names. */
  fields: ReadonlySet<string>;
  /** The reward's fields, bound to the form. */
  children: (form: UseFormReturn<Values>) => ReactNode;
}

export interface RewardSettingsPanelProps<
  Settings,
  Values extends FieldValues,
  Body,
> extends RewardSettingsFormProps<Settings, Values, Body> {
  /** The panel's title, which names the form too. */
  title: string;
  lead: string;
  query: QueryStateSource & { data: Settings | undefined };
}

export function RewardSettingsPanel<Settings, Values extends FieldValues, Body>({
  title,
  lead,
  query,
  ...form
}: RewardSettingsPanelProps<Settings, Values, Body>) {
  return (
    <Panel title={title} headingLevel={2}>
      <PanelNote>{lead}</PanelNote>
      <QueryState query={query} />
      {query.data ? <RewardSettingsForm label={title} settings={query.data} {...form} /> : null}
    </Panel>
  );
}

function RewardSettingsForm<Settings, Values extends FieldValues, Body>({
  label,
  settings,
  update,
  toFormValues,
  toSettingsBody,
  fields,
  children,
}: RewardSettingsFormProps<Settings, Values, Body> & { label: string; settings: Settings }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: toFormValues(settings) as DefaultValues<Values> });
  const {
    setError,
    reset,
    clearErrors,
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = form;
  const { save, notice } = useServerCheckedSave({
    setError,
    fields,
    store: async (values: Values) => reset(toFormValues(await update(toSettingsBody(values)))),
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        clearErrors();
        return handleSubmit(save)(event);
      }}
    >
      <IfAllowed disable>{children(form)}</IfAllowed>
      <SettingsActions
        notice={notice}
        discardLabel={t('operator.promotions.discard')}
        canDiscard={isDirty && !isSubmitting}
        onDiscard={() => reset(toFormValues(settings))}
        saving={isSubmitting}
      />
    </form>
  );
}

// The rebate settings (../shared/AGENTS.md §3 "Rebate and manual rebate"): a row per game category
// with its mode (paid automatically the next morning, claimed by the member, or off) and its rate in
// percent for each VIP level, from level 0 (members without VIP) to the ladder's highest; then the
// least a manual claim may be and the minutes between two claims. One form, one Save; a refusal's
// messages ("categories.2.rates.1") land on their cells, and what no field shows comes in a warning.
import { get, useForm, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@playdeck/contract/lobby';
import { REBATE_MODES, type RebateSettings } from '@playdeck/contract/rebate';
import { useErrorText } from '../../../lib/error-text';
import { DataTable } from '../../../ui/DataTable';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { useDialogs } from '../../../ui/dialogs';
import { CellInput } from '../components/CellInput';
import { QueryState } from '../components/QueryState';
import { SettingsActions, useSettingsSave } from '../components/SettingsForm';
import { useGameTypeLabel } from '../games/game-type-label';
import { setFieldErrors } from '../form-errors';
import { useVipLadder } from './api/promotions';
import { useRebateSettings, useUpdateRebateSettings } from './api/rebate-settings';
import { FieldGroup } from './FieldGroup';
import {
  checkSettings,
  placeSettingsErrors,
  rateLevels,
  settingsFields,
  toFormValues,
  toSettingsBody,
  type RebateFormValues,
} from './rebate-settings-form';
import styles from './promotions.module.css';
import { IfAllowed } from '../components/staff-rights';

export function RebatesTab() {
  const { t } = useTranslation();
  const settings = useRebateSettings();
  const ladder = useVipLadder();
  return (
    <Panel title={t('operator.promotions.rebates.title')} headingLevel={2}>
      <PanelNote>{t('operator.promotions.rebates.lead')}</PanelNote>
      <QueryState query={settings} />
      <QueryState query={ladder} />
      {settings.data && ladder.data ? (
        <RebateSettingsForm
          settings={settings.data}
          levels={rateLevels(ladder.data.map((level) => level.level))}
        />
      ) : null}
    </Panel>
  );
}

/** A field's message, translated (a key from the check, or the server's own text). */
function useFieldMessage(errors: FieldErrors<RebateFormValues>) {
  const errorText = useErrorText();
  return (name: Path<RebateFormValues>) =>
    errorText((get(errors, name) as { message?: string } | undefined)?.message)?.[0];
}

const asList = (message: string | undefined) => (message ? [message] : undefined);

function RebateSettingsForm({ settings, levels }: { settings: RebateSettings; levels: number[] }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const update = useUpdateRebateSettings();
  const form = useForm<RebateFormValues>({ defaultValues: toFormValues(settings, levels) });
  const {
    register,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const fieldMessage = useFieldMessage(errors);
  const { save, notice } = useSettingsSave({
    check: checkSettings,
    // Puts messages on their cells; shows those no cell takes in one warning.
    showErrors: async (messages) => {
      const placed = placeSettingsErrors(messages, settingsFields(getValues()));
      setFieldErrors(setError, placed.fields as Partial<Record<Path<RebateFormValues>, string>>);
      if (placed.others.length > 0) await dialogs.warning(placed.others.join('\n'));
    },
    store: async (values: RebateFormValues) =>
      reset(toFormValues(await update.mutateAsync(toSettingsBody(values)), levels)),
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('operator.promotions.rebates.title')}
      onSubmit={(event) => {
        form.clearErrors();
        return form.handleSubmit(save)(event);
      }}
    >
      <IfAllowed disable>
        <RatesTable levels={levels} register={register} fieldMessage={fieldMessage} />
        <FieldGroup legend={t('operator.promotions.rebates.manual')}>
          <Field
            label={t('operator.promotions.rebates.minClaim')}
            hint={t('operator.promotions.rebates.minClaimHint')}
            required
            errors={asList(fieldMessage('manualMinClaim'))}
          >
            <TextInput inputMode="decimal" autoComplete="off" {...register('manualMinClaim')} />
          </Field>
          <Field
            label={t('operator.promotions.rebates.cooldown')}
            hint={t('operator.promotions.rebates.cooldownHint')}
            required
            errors={asList(fieldMessage('manualCooldownMinutes'))}
          >
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              {...register('manualCooldownMinutes')}
            />
          </Field>
        </FieldGroup>
      </IfAllowed>
      <SettingsActions
        notice={notice}
        discardLabel={t('operator.promotions.rebates.discard')}
        canDiscard={isDirty && !isSubmitting}
        onDiscard={() => reset(toFormValues(settings, levels))}
        saving={isSubmitting}
      />
    </form>
  );
}

/** A row per category: its mode, then a rate cell per VIP level. */
function RatesTable({
  levels,
  register,
  fieldMessage,
}: {
  levels: number[];
  register: UseFormRegister<RebateFormValues>;
  fieldMessage: (name: Path<RebateFormValues>) => string | undefined;
}) {
  const { t } = useTranslation();
  const gameType = useGameTypeLabel();
  const levelName = (level: number) =>
    level === 0
      ? t('operator.promotions.rebates.noVip')
      : t('operator.promotions.rebates.vipLevel', { level });
  return (
    <DataTable
      density="compact"
      aria-label={t('operator.promotions.rebates.table')}
      className={styles.rebateTable}
      data-testid="rebate-settings"
    >
      <thead>
        <tr>
          <th scope="col">{t('operator.promotions.rebates.category')}</th>
          <th scope="col">{t('operator.promotions.rebates.mode')}</th>
          {levels.map((level) => (
            <th key={level} scope="col">
              {levelName(level)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {GAME_TYPES.map((category, index) => {
          const name = gameType(category);
          const modeError = fieldMessage(`categories.${index}.mode`);
          return (
            <tr key={category}>
              <th scope="row">{name}</th>
              <td>
                <Select
                  aria-label={t('operator.promotions.rebates.modeOf', { category: name })}
                  aria-invalid={modeError ? true : undefined}
                  {...register(`categories.${index}.mode`)}
                >
                  {REBATE_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`operator.promotions.rebates.modes.${mode}`)}
                    </option>
                  ))}
                </Select>
                {modeError ? <p className={styles.choicesError}>{modeError}</p> : null}
              </td>
              {levels.map((level) => (
                <td key={level} className={styles.rateCell}>
                  <CellInput
                    label={t('operator.promotions.rebates.cellLabel', {
                      category: name,
                      level: levelName(level),
                    })}
                    error={fieldMessage(`categories.${index}.rates.${level}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={5}
                    {...register(`categories.${index}.rates.${level}`)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

// The registration field configuration (SPEC.md §3 "Registration field configuration", §5 "Field
// rule"): one row per field with whether the register form shows it, whether it must be filled, the
// pattern it must match and its length; Edit opens the field's rule, and Save sends only what changed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@playdeck/contract/patterns';
import { REGISTRATION_FIELDS, type RegistrationField } from '@playdeck/contract/registration';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { useDialogs } from '../../../ui/dialogs';
import { EditDialog } from '../components/EditDialog';
import { EnabledBadge } from '../components/EnabledBadge';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { refusalFields, setFieldErrors, useApiMessage } from '../form-errors';
import { useRegistrationRules, useUpdateRegistrationRules } from './api/registration-rules';
import {
  ALWAYS_REQUIRED_FIELDS,
  PATTERN_OPTIONS,
  changedRule,
  checkRule,
  placeRuleErrors,
  toRuleForm,
  type RuleFormValues,
} from './rule-form';
import styles from './site.module.css';
import { IfAllowed } from '../components/staff-rights';

const FORM_ID = 'registration-rule-form';

function RuleEditor({
  field,
  rule,
  onClose,
  onSaved,
}: {
  field: RegistrationField;
  rule: FieldRule;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const update = useUpdateRegistrationRules();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RuleFormValues>({ defaultValues: toRuleForm(rule) });
  const fixed = ALWAYS_REQUIRED_FIELDS.includes(field);
  const label = (key: string) => t(`operator.site.registration.${key}`);

  const save = handleSubmit(async (values) => {
    const change = changedRule(values, rule);
    if (Object.keys(change).length === 0) return onClose();
    const problems = checkRule(change);
    if (Object.keys(problems).length > 0) return setFieldErrors(setError, problems);
    try {
      await update.mutateAsync({ [field]: change });
      onSaved();
    } catch (error) {
      const placed = placeRuleErrors(refusalFields(error), field);
      setFieldErrors(setError, placed.properties);
      const shown = Object.keys(placed.properties).length > 0;
      if (placed.others.length > 0) await dialogs.warning(placed.others.join('\n'));
      else if (!shown) await dialogs.warning(apiMessage(error));
    }
  });

  const { onChange: onPatternChange, ...patternField } = register('patternId');
  return (
    <EditDialog
      title={t('operator.site.registration.editTitle', {
        field: t(`operator.site.registration.fields.${field}`),
      })}
      formId={FORM_ID}
      saving={isSubmitting}
      onClose={onClose}
    >
      <form id={FORM_ID} className={styles.ruleForm} onSubmit={save} noValidate>
        {fixed ? <PanelNote>{label('alwaysRequired')}</PanelNote> : null}
        <Switch
          label={label('enabled')}
          description={label('enabledHint')}
          disabled={fixed}
          {...register('enabled')}
        />
        {errors.enabled?.message ? <p className={styles.error}>{errorText(errors.enabled.message)}</p> : null}
        <Switch
          label={label('required')}
          description={label('requiredHint')}
          disabled={fixed}
          {...register('required')}
        />
        {errors.required?.message ? (
          <p className={styles.error}>{errorText(errors.required.message)}</p>
        ) : null}
        <Field
          label={label('patternId')}
          hint={label('patternIdHint')}
          errors={errorText(errors.patternId?.message)}
        >
          <Select
            {...patternField}
            onChange={(event) => {
              void onPatternChange(event);
              // Choosing a catalogue entry fills its pattern in; the operator may still refine it.
              const entry = PATTERN_OPTIONS.find((option) => String(option.id) === event.target.value);
              if (entry) setValue('acceptedPattern', entry.pattern, { shouldDirty: true });
            }}
          >
            {PATTERN_OPTIONS.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {t(`operator.site.registration.patterns.${option.name}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={label('acceptedPattern')}
          hint={label('acceptedPatternHint')}
          errors={errorText(errors.acceptedPattern?.message)}
        >
          <TextInput className={styles.code} spellCheck={false} {...register('acceptedPattern')} />
        </Field>
        <div className={styles.pair}>
          <Field label={label('minLength')} errors={errorText(errors.minLength?.message)}>
            <TextInput inputMode="numeric" {...register('minLength')} />
          </Field>
          <Field label={label('maxLength')} errors={errorText(errors.maxLength?.message)}>
            <TextInput inputMode="numeric" {...register('maxLength')} />
          </Field>
        </div>
      </form>
    </EditDialog>
  );
}

function RuleRow({ field, rule, onEdit }: { field: RegistrationField; rule: FieldRule; onEdit: () => void }) {
  const { t } = useTranslation();
  const pattern = PATTERN_OPTIONS.find((option) => option.id === rule.patternId);
  const name = t(`operator.site.registration.fields.${field}`);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <EnabledBadge enabled={rule.enabled} />
      </td>
      <td>{rule.required ? t('operator.site.registration.yes') : t('operator.site.registration.no')}</td>
      <td className={styles.wrap}>
        {pattern ? t(`operator.site.registration.patterns.${pattern.name}`) : rule.patternId}
        <br />
        <code className={`${styles.code} ${styles.muted}`}>{rule.acceptedPattern}</code>
      </td>
      <td>
        {rule.minLength === rule.maxLength
          ? rule.minLength
          : t('operator.site.registration.lengthRange', { min: rule.minLength, max: rule.maxLength })}
      </td>
      <td className={styles.actionsCell}>
        <IfAllowed>
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('operator.site.registration.editField', { field: name })}
          >
            {t('operator.edit')}
          </Button>
        </IfAllowed>
      </td>
    </tr>
  );
}

export function RegistrationTab() {
  const { t } = useTranslation();
  const query = useRegistrationRules();
  const [editing, setEditing] = useState<RegistrationField | null>(null);
  const notice = useSavedNotice();
  const rules = query.data;
  if (rules === undefined) return <QueryState query={query} />;
  const column = (key: string) => t(`operator.site.registration.columns.${key}`);
  return (
    <Panel title={t('operator.site.registration.title')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.site.registration.lead')}</PanelNote>
        <SavedNotice message={notice.message} />
      </div>
      <DataTable aria-label={t('operator.site.registration.title')}>
        <thead>
          <tr>
            <th scope="col">{column('field')}</th>
            <th scope="col">{column('enabled')}</th>
            <th scope="col">{column('required')}</th>
            <th scope="col">{column('pattern')}</th>
            <th scope="col">{column('length')}</th>
            <th scope="col" className={styles.actionsCell}>
              {t('operator.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {REGISTRATION_FIELDS.map((field) => (
            <RuleRow key={field} field={field} rule={rules[field]} onEdit={() => setEditing(field)} />
          ))}
        </tbody>
      </DataTable>
      {editing ? (
        <RuleEditor
          field={editing}
          rule={rules[editing]}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notice.show(t('operator.saved'));
          }}
        />
      ) : null}
    </Panel>
  );
}

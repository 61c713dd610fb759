// The site settings (SPEC.md §3 "Whitelabel flags", "Permission info"; §4 "System status"): the site's
// name, currency and time zone, the maintenance switch and its message, who is kept out (IPs and
// countries), the app-download and social links, and the whitelabel switches. One form, one Save: the
// PATCH names only what changed, and a refusal's messages land beside the fields they are about.
import { FormProvider, get, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES, type SiteSettings } from '@playdeck/contract/site';
import { useErrorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Switch } from '../../../ui/Switch';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { refusalFields, setFieldErrors, useApiMessage } from '../form-errors';
import { useSiteSettings, useUpdateSiteSettings, type SiteSettingsBody } from './api/site-settings';
import {
  WHITELABEL_SECTIONS,
  changedSettings,
  checkSettings,
  countChanges,
  formatOffset,
  placeSettingsErrors,
  timeZoneOptions,
  toFormValues,
  type SettingsFieldName,
  type SettingsFormValues,
} from './settings-form';
import styles from './site.module.css';
import { IfAllowed } from '../components/staff-rights';

/** The translated message on a form field, for Field's `errors`. */
function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  return (name: SettingsFieldName): string[] | undefined => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? [message] : undefined;
  };
}

function GeneralPanel({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const { register } = useFormContext<SettingsFormValues>();
  const fieldError = useFieldError();
  return (
    <Panel title={t('operator.site.settings.general.title')}>
      <PanelNote>{t('operator.site.settings.general.lead')}</PanelNote>
      <div className={styles.grid}>
        <Field
          label={t('operator.site.settings.general.siteName')}
          required
          hint={t('operator.site.settings.general.siteNameHint')}
          errors={fieldError('siteName')}
        >
          <TextInput maxLength={60} {...register('siteName')} />
        </Field>
        <Field
          label={t('operator.site.settings.general.currencySymbol')}
          required
          hint={t('operator.site.settings.general.currencySymbolHint')}
          errors={fieldError('currencySymbol')}
        >
          <TextInput maxLength={5} {...register('currencySymbol')} />
        </Field>
        <Field
          label={t('operator.site.settings.general.timeZone')}
          hint={t('operator.site.settings.general.timeZoneHint')}
          errors={fieldError('timeZoneOffsetMinutes')}
        >
          <Select {...register('timeZoneOffsetMinutes')}>
            {timeZoneOptions(settings.timeZoneOffsetMinutes).map((offset) => (
              <option key={offset} value={String(offset)}>
                {formatOffset(offset)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Panel>
  );
}

function MaintenancePanel({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const { register } = useFormContext<SettingsFormValues>();
  const fieldError = useFieldError();
  return (
    <Panel
      title={
        <span className={styles.titleRow}>
          {t('operator.site.settings.maintenance.title')}
          <StatusBadge tone={settings.maintenance ? 'warning' : 'success'}>
            {settings.maintenance
              ? t('operator.site.settings.maintenance.onNow')
              : t('operator.site.settings.maintenance.offNow')}
          </StatusBadge>
        </span>
      }
    >
      <Switch
        label={t('operator.site.settings.maintenance.switch')}
        description={t('operator.site.settings.maintenance.switchHint')}
        {...register('maintenance')}
      />
      <Field
        label={t('operator.site.settings.maintenance.message')}
        hint={t('operator.site.settings.maintenance.messageHint')}
        errors={fieldError('maintenanceMessage')}
      >
        <TextArea rows={3} maxLength={500} {...register('maintenanceMessage')} />
      </Field>
    </Panel>
  );
}

function AccessPanel() {
  const { t } = useTranslation();
  const { register } = useFormContext<SettingsFormValues>();
  const fieldError = useFieldError();
  const location = usePermission().data?.location;
  return (
    <Panel title={t('operator.site.settings.access.title')}>
      <PanelNote>{t('operator.site.settings.access.lead')}</PanelNote>
      <div className={styles.grid}>
        <Field
          label={t('operator.site.settings.access.blockedIps')}
          hint={t('operator.site.settings.access.blockedIpsHint')}
          errors={fieldError('blockedIps')}
        >
          <TextArea rows={5} spellCheck={false} {...register('blockedIps')} />
        </Field>
        <Field
          label={t('operator.site.settings.access.blockedCountries')}
          hint={t('operator.site.settings.access.blockedCountriesHint')}
          errors={fieldError('blockedCountries')}
        >
          <TextInput spellCheck={false} autoCapitalize="characters" {...register('blockedCountries')} />
        </Field>
      </div>
      {location ? (
        <PanelNote>{t('operator.site.settings.access.yourAddress', { address: location })}</PanelNote>
      ) : null}
    </Panel>
  );
}

function ResourcesPanel() {
  const { t } = useTranslation();
  const { register } = useFormContext<SettingsFormValues>();
  const fieldError = useFieldError();
  return (
    <Panel title={t('operator.site.settings.resources.title')}>
      <PanelNote>{t('operator.site.settings.resources.lead')}</PanelNote>
      <div className={styles.grid}>
        {RESOURCE_TYPES.map((type) => (
          <Field
            key={type}
            label={t(`operator.site.settings.resources.types.${type}`)}
            errors={fieldError(`resources.${type}`)}
          >
            <TextInput
              type="url"
              inputMode="url"
              spellCheck={false}
              placeholder="https://"
              {...register(`resources.${type}`)}
            />
          </Field>
        ))}
      </div>
    </Panel>
  );
}

function WhitelabelGroup({ group, flags }: { group: string; flags: readonly string[] }) {
  const { t } = useTranslation();
  const { register } = useFormContext<SettingsFormValues>();
  const fieldError = useFieldError();
  const groupOn = useWatch<SettingsFormValues>({ name: `whitelabel.${group}` }) !== false;
  const module = (modId: string) => `operator.site.settings.whitelabel.modules.${modId}`;
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{t(`${module(group)}.label`)}</legend>
      <Switch
        className={styles.groupSwitch}
        label={t(`${module(group)}.label`)}
        description={t(`${module(group)}.hint`)}
        {...register(`whitelabel.${group}`)}
      />
      {fieldError(`whitelabel.${group}`)?.map((message) => (
        <p key={message} className={styles.error}>
          {message}
        </p>
      ))}
      {!groupOn ? <p className={styles.groupOff}>{t('operator.site.settings.whitelabel.groupOff')}</p> : null}
      <div className={groupOn ? styles.children : `${styles.children} ${styles.childrenOff}`}>
        {flags.map((flag) => (
          <Switch
            key={flag}
            label={t(`${module(flag)}.label`)}
            description={t(`${module(flag)}.hint`)}
            {...register(`whitelabel.${flag}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function WhitelabelPanel({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const known = new Set<string>(WHITELABEL_SECTIONS.flatMap(({ group, flags }) => [group, ...flags]));
  const others = Object.keys(settings.whitelabel).filter((modId) => !known.has(modId));
  const { register } = useFormContext<SettingsFormValues>();
  return (
    <Panel title={t('operator.site.settings.whitelabel.title')}>
      <PanelNote>{t('operator.site.settings.whitelabel.lead')}</PanelNote>
      <div className={styles.groups}>
        {WHITELABEL_SECTIONS.filter(({ group }) => group in settings.whitelabel).map(({ group, flags }) => (
          <WhitelabelGroup
            key={group}
            group={group}
            flags={flags.filter((flag) => flag in settings.whitelabel)}
          />
        ))}
        {others.map((modId) => (
          <Switch key={modId} label={modId} {...register(`whitelabel.${modId}`)} />
        ))}
      </div>
    </Panel>
  );
}

/** The bar at the bottom of the form: how many changes wait, the saved notice, Discard and Save. */
function SaveBar({
  changes,
  notice,
  submitting,
  onDiscard,
}: {
  changes: number;
  notice: string;
  submitting: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.saveBar}>
      <div className={styles.saveStatus}>
        <span className={styles.changes} data-testid="settings-changes">
          {changes > 0
            ? t('operator.site.settings.changes', { count: changes })
            : t('operator.site.settings.noChanges')}
        </span>
        <SavedNotice message={notice} />
      </div>
      <Button variant="secondary" disabled={changes === 0 || submitting} onClick={onDiscard}>
        {t('operator.site.settings.discard')}
      </Button>
      <Button type="submit" loading={submitting} disabled={changes === 0}>
        {t('operator.save')}
      </Button>
    </div>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const update = useUpdateSiteSettings();
  const notice = useSavedNotice();
  // `values` follows the saved settings: after a save (or another operator's change, seen on a
  // refetch) the form starts again from what the server kept.
  const form = useForm<SettingsFormValues>({ values: toFormValues(settings) });
  const changes = countChanges(changedSettings(form.watch(), settings));

  const translate = (message: string) => errorText(message)?.[0] ?? message;
  /** Puts messages on their fields; answers those no field shows. */
  const showErrors = (messages: Record<string, string>, sent: SiteSettingsBody): string[] => {
    const placed = placeSettingsErrors(messages, sent, translate, (entry, message) =>
      t('operator.site.settings.entryError', { entry, message }),
    );
    setFieldErrors(form.setError, placed.fields);
    return placed.others;
  };

  const save = async (values: SettingsFormValues) => {
    const body = changedSettings(values, settings);
    if (countChanges(body) === 0) return;
    const problems = checkSettings(body);
    if (Object.keys(problems).length > 0) {
      const others = showErrors(problems, body);
      if (others.length > 0) await dialogs.warning(others.join('\n'));
      return;
    }
    try {
      await update.mutateAsync(body);
      notice.show(t('operator.saved'));
    } catch (error) {
      const fields = refusalFields(error);
      const others = Object.keys(fields).length > 0 ? showErrors(fields, body) : null;
      if (others === null) {
        await dialogs.warning(apiMessage(error));
      } else if (others.length > 0) {
        await dialogs.warning(others.join('\n'));
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('operator.site.tabs.settings')}
        onSubmit={(event) => {
          form.clearErrors();
          return form.handleSubmit(save)(event);
        }}
      >
        <IfAllowed disable>
          <PanelStack>
            <MaintenancePanel settings={settings} />
            <GeneralPanel settings={settings} />
            <AccessPanel />
            <ResourcesPanel />
            <WhitelabelPanel settings={settings} />
          </PanelStack>
        </IfAllowed>
        <IfAllowed>
          <SaveBar
            changes={changes}
            notice={notice.message}
            submitting={form.formState.isSubmitting}
            onDiscard={() => form.reset(toFormValues(settings))}
          />
        </IfAllowed>
      </form>
    </FormProvider>
  );
}

export function SettingsTab() {
  const query = useSiteSettings();
  if (query.data === undefined) return <QueryState query={query} />;
  return <SettingsForm settings={query.data} />;
}

// The house games tab: the house studio's least time between two spins of one player, in seconds
// (0 for none, else 5 to 60: UK RTS 14G), with why it exists. The API keeps milliseconds.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { HouseSettings } from '@playdeck/contract/house';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useHouseSettings, useSaveHouseSettings } from './api/house-settings';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

const MS_PER_SECOND = 1_000;
const RULE = 'operator.games.house.rule';

/** The same rule as the contract's houseSettingsSchema, in the seconds the operator types. */
const formSchema = z.object({
  seconds: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, RULE)
    .refine((text) => {
      const seconds = Number(text);
      return seconds === 0 || (seconds >= 5 && seconds <= 60);
    }, RULE),
});
type FormValues = z.infer<typeof formSchema>;

export function HouseSettingsTab() {
  const { t } = useTranslation();
  const settings = useHouseSettings();
  return (
    <Panel title={t('operator.games.house.title')} headingLevel={2}>
      <PanelNote className={styles.lead}>{t('operator.games.house.lead')}</PanelNote>
      <QueryState query={settings} />
      {settings.data ? <HouseSettingsForm settings={settings.data} /> : null}
    </Panel>
  );
}

function HouseSettingsForm({ settings }: { settings: HouseSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const save = useSaveHouseSettings();
  const saved = useSavedNotice();
  const seconds = settings.slotRoundIntervalMs / MS_PER_SECOND;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { seconds: String(seconds) },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const next = await save.mutateAsync({ slotRoundIntervalMs: Number(values.seconds) * MS_PER_SECOND });
      reset({ seconds: String(next.slotRoundIntervalMs / MS_PER_SECOND) });
      saved.show(t('operator.saved'));
    } catch (error) {
      await showRefusal(error, setError, { slotRoundIntervalMs: 'seconds' });
    }
  });

  return (
    <form className={styles.houseForm} onSubmit={submit} noValidate>
      <IfAllowed disable>
        <Field
          label={t('operator.games.house.seconds')}
          required
          hint={t('operator.games.house.hint')}
          errors={errorText(errors.seconds?.message)}
        >
          <TextInput
            inputMode="numeric"
            autoComplete="off"
            className={styles.short}
            {...register('seconds')}
          />
        </Field>
      </IfAllowed>
      <div className={styles.actions}>
        <IfAllowed>
          <Button type="submit" loading={isSubmitting}>
            {t('operator.save')}
          </Button>
        </IfAllowed>
        <span className={styles.current} data-testid="house-interval-current">
          {t('operator.games.house.current', {
            value:
              seconds === 0
                ? t('operator.games.house.none')
                : t('operator.games.house.secondsValue', { count: seconds }),
          })}
        </span>
        <SavedNotice message={saved.message} />
      </div>
    </form>
  );
}

// The mission editor's fields, in groups: the titles, what the mission asks (period, kind and the
// target the kind measures) and what it pays. Fields the kind does not use are not shown; they keep
// their values while the operator switches kinds, and the input sends them as the contract's
// defaults (mission-form).
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@playdeck/contract/lobby';
import { MISSION_KINDS, MISSION_PERIODS } from '@playdeck/contract/missions';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import type { MissionFormValues } from './mission-form';
import { LANGUAGES } from './reward-form-values';
import { hasCategory, isCountKind, useRewardWords } from './reward-words';
import styles from './promotions.module.css';

const FORM = 'operator.promotions.missions.form';
const CATEGORIES = ['ALL', ...GAME_TYPES] as const;

type Form = UseFormReturn<MissionFormValues>;

export interface MissionFieldsProps {
  form: Form;
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

export function MissionFields({ form, formId, onSubmit }: MissionFieldsProps) {
  return (
    <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
      <TitlesGroup form={form} />
      <TargetGroup form={form} />
      <RewardGroup form={form} />
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function TitlesGroup({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Group legend={t(`${FORM}.titles`)}>
      {LANGUAGES.map((language) => (
        <Field
          key={language}
          label={t(`${FORM}.title`, { language: t(`operator.languages.${language}`) })}
          required
          errors={errorText(errors.title?.[language]?.message)}
        >
          <TextInput maxLength={80} autoComplete="off" {...register(`title.${language}`)} />
        </Field>
      ))}
      <Field label={t(`${FORM}.sortOrder`)} errors={errorText(errors.sortOrder?.message)}>
        <TextInput inputMode="numeric" autoComplete="off" maxLength={5} {...register('sortOrder')} />
      </Field>
      <div className={styles.wide}>
        <Switch label={t('operator.enabled')} {...register('enabled')} />
      </div>
    </Group>
  );
}

function TargetGroup({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const words = useRewardWords();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [kind, period] = watch(['kind', 'period']);
  return (
    <Group legend={t(`${FORM}.target`)}>
      <Field label={t(`${FORM}.period`)} required errors={errorText(errors.period?.message)}>
        <Select {...register('period')}>
          {MISSION_PERIODS.map((value) => (
            <option key={value} value={value}>
              {words.period(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t(`${FORM}.kind`)} required errors={errorText(errors.kind?.message)}>
        <Select {...register('kind')}>
          {MISSION_KINDS.map((value) => (
            <option key={value} value={value}>
              {words.missionKind(value)}
            </option>
          ))}
        </Select>
      </Field>
      {hasCategory(kind) ? (
        <Field label={t(`${FORM}.category`)} errors={errorText(errors.category?.message)}>
          <Select {...register('category')}>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {words.category(value)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {isCountKind(kind) ? (
        <Field
          label={t(kind === 'ROUNDS' ? `${FORM}.targetRounds` : `${FORM}.targetDays`)}
          hint={
            kind === 'SIGN_IN'
              ? t(`${FORM}.targetDaysHint`, { count: period === 'DAILY' ? 1 : 7 })
              : undefined
          }
          required
          errors={errorText(errors.targetCount?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={6} {...register('targetCount')} />
        </Field>
      ) : (
        <Field
          label={t(kind === 'VALID_BET' ? `${FORM}.targetValidBet` : `${FORM}.targetDeposit`)}
          required
          errors={errorText(errors.targetAmount?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" {...register('targetAmount')} />
        </Field>
      )}
    </Group>
  );
}

function RewardGroup({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Group legend={t(`${FORM}.reward`)}>
      <Field
        label={t(`${FORM}.rewardAmount`)}
        hint={t(`${FORM}.rewardHint`)}
        errors={errorText(errors.rewardAmount?.message)}
      >
        <TextInput inputMode="decimal" autoComplete="off" {...register('rewardAmount')} />
      </Field>
      <Field label={t(`${FORM}.rewardPoints`)} errors={errorText(errors.rewardPoints?.message)}>
        <TextInput inputMode="numeric" autoComplete="off" maxLength={7} {...register('rewardPoints')} />
      </Field>
      <Field
        label={t(`${FORM}.missionPoints`)}
        hint={t(`${FORM}.missionPointsHint`)}
        errors={errorText(errors.missionPoints?.message)}
      >
        <TextInput inputMode="numeric" autoComplete="off" maxLength={5} {...register('missionPoints')} />
      </Field>
    </Group>
  );
}

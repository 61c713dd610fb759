// The mission editor's fields, in groups: the titles, what the mission asks (period, kind and the
// target the kind measures) and what it pays. Fields the kind does not use are not shown; they keep
// their values while the operator switches kinds, and the input sends them as the contract's
// defaults (mission-form).
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MISSION_KINDS, MISSION_PERIODS } from '@playdeck/contract/missions';
import { Field, TextInput } from '../../../ui/Field';
import { CategoryField, ChoiceField, LanguageFields, OrderAndSwitchFields } from './EditorFields';
import { FieldGroup } from './FieldGroup';
import type { MissionFormValues } from './mission-form';
import { hasCategory, isCountKind, useRewardWords } from './reward-words';
import { useFormFields } from './use-form-fields';

const FORM = 'operator.promotions.missions.form';

type Form = UseFormReturn<MissionFormValues>;

export function MissionFields({ form }: { form: Form }) {
  return (
    <>
      <TitlesGroup form={form} />
      <TargetGroup form={form} />
      <RewardGroup form={form} />
    </>
  );
}

function TitlesGroup({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <FieldGroup legend={t(`${FORM}.titles`)}>
      <LanguageFields
        form={form}
        name="title"
        label={(language) => t(`${FORM}.title`, { language })}
        maxLength={80}
      />
      <OrderAndSwitchFields form={form} orderLabel={t(`${FORM}.sortOrder`)} />
    </FieldGroup>
  );
}

function TargetGroup({ form }: { form: Form }) {
  const { t, errorText, register, watch, errors } = useFormFields(form);
  const words = useRewardWords();
  const [kind, period] = watch(['kind', 'period']);
  return (
    <FieldGroup legend={t(`${FORM}.target`)}>
      <ChoiceField
        form={form}
        field="period"
        label={t(`${FORM}.period`)}
        values={MISSION_PERIODS}
        name={words.period}
      />
      <ChoiceField
        form={form}
        field="kind"
        label={t(`${FORM}.kind`)}
        values={MISSION_KINDS}
        name={words.missionKind}
      />
      {hasCategory(kind) ? <CategoryField form={form} label={t(`${FORM}.category`)} /> : null}
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
    </FieldGroup>
  );
}

function RewardGroup({ form }: { form: Form }) {
  const { t, errorText, register, errors } = useFormFields(form);
  return (
    <FieldGroup legend={t(`${FORM}.reward`)}>
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
    </FieldGroup>
  );
}

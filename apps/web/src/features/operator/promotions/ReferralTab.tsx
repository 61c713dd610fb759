// The referral settings (issue 15 item 7): whether the referral promotion is on (the members' menu
// item, screen and earnings), the percent of each friend's valid bet paid to the member per site
// day, the reward for a friend's first deposit and the least that deposit must be, and for how many
// days after registering a friend counts. One form, one Save; a refusal's messages land on their
// fields (RewardSettingsPanel).
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { useReferralSettings, useUpdateReferralSettings } from './api/referral-settings';
import { FieldGroup } from './FieldGroup';
import {
  REFERRAL_SETTINGS_FIELDS,
  toFormValues,
  toSettingsBody,
  type ReferralSettingsFormValues,
} from './referral-settings-form';
import { RewardSettingsPanel } from './RewardSettingsPanel';
import { useFormFields } from './use-form-fields';

const REFERRAL = 'operator.promotions.referral';

export function ReferralTab() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  const update = useUpdateReferralSettings();
  return (
    <RewardSettingsPanel
      title={t(`${REFERRAL}.title`)}
      lead={t(`${REFERRAL}.lead`)}
      query={settings}
      update={update.mutateAsync}
      toFormValues={toFormValues}
      toSettingsBody={toSettingsBody}
      fields={REFERRAL_SETTINGS_FIELDS}
    >
      {(form) => <ReferralSettingsFields form={form} />}
    </RewardSettingsPanel>
  );
}

function ReferralSettingsFields({ form }: { form: UseFormReturn<ReferralSettingsFormValues> }) {
  const { t, errorText, register, errors } = useFormFields(form);
  return (
    <>
      <div>
        <Switch
          label={t(`${REFERRAL}.enabled`)}
          description={t(`${REFERRAL}.enabledHint`)}
          {...register('enabled')}
        />
      </div>
      <FieldGroup legend={t(`${REFERRAL}.earnings`)}>
        <Field
          label={t(`${REFERRAL}.betSharePercent`)}
          hint={t(`${REFERRAL}.betSharePercentHint`)}
          required
          errors={errorText(errors.betSharePercent?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" maxLength={5} {...register('betSharePercent')} />
        </Field>
        <Field
          label={t(`${REFERRAL}.firstDepositReward`)}
          hint={t(`${REFERRAL}.firstDepositRewardHint`)}
          required
          errors={errorText(errors.firstDepositReward?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" {...register('firstDepositReward')} />
        </Field>
        <Field
          label={t(`${REFERRAL}.firstDepositMin`)}
          hint={t(`${REFERRAL}.firstDepositMinHint`)}
          required
          errors={errorText(errors.firstDepositMin?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" {...register('firstDepositMin')} />
        </Field>
        <Field
          label={t(`${REFERRAL}.friendDays`)}
          hint={t(`${REFERRAL}.friendDaysHint`)}
          required
          errors={errorText(errors.friendDays?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={4} {...register('friendDays')} />
        </Field>
      </FieldGroup>
    </>
  );
}

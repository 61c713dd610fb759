// The promotion editor's fields, in groups: the texts per language (each HTML field beside its saved
// preview), the schedule, the audience, the trigger and the reward. Fields that only one choice uses
// (the VIP levels, the least amount, the sign-in days, the units…) show while that choice is made;
// the hidden ones keep their values, which the contract's defaults would give anyway.
import type { UseFormReturn } from 'react-hook-form';
import {
  PROMOTION_AUDIENCES,
  PROMOTION_PERIODS,
  PROMOTION_REWARDS,
  PROMOTION_TRIGGERS,
  type Promotion,
} from '@playdeck/contract/promotions';
import { useSiteTime } from '../../../lib/site-time';
import { Field, TextInput } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { TextArea } from '../../../ui/TextArea';
import { Checkbox } from '../components/Checkbox';
import { useVipLadder } from './api/promotions';
import { CategoryField, ChoiceField, ImageUrlField } from './EditorFields';
import { FieldGroup } from './FieldGroup';
import { HtmlPreview } from './HtmlPreview';
import type { PromotionFormValues } from './promotion-form';
import { usePromotionWords } from './promotion-words';
import { LANGUAGES, type Language } from './reward-form-values';
import { useFormFields } from './use-form-fields';
import styles from './promotions.module.css';

/** The levels offered when the site has no VIP ladder to read (the contract takes 0 to 100). */
const FALLBACK_LEVELS = Array.from({ length: 11 }, (_, level) => ({ level, name: `VIP ${level}` }));
const FORM = 'operator.promotions.form';

type Form = UseFormReturn<PromotionFormValues>;

export interface PromotionFieldsProps {
  form: Form;
  /** The promotion as the server last stored it; null before the first save. */
  stored: Promotion | null;
}

export function PromotionFields({ form, stored }: PromotionFieldsProps) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <TextsGroup key={language} form={form} language={language} stored={stored} />
      ))}
      <ScheduleGroup form={form} />
      <AudienceGroup form={form} />
      <TriggerGroup form={form} />
      <RewardGroup form={form} />
    </>
  );
}

/** What every group reads: the texts, the error messages, the promotion words and the form's parts. */
function useGroup(form: Form) {
  return { ...useFormFields(form), words: usePromotionWords() };
}

function TextsGroup({
  form,
  language,
  stored,
}: {
  form: Form;
  language: Language;
  stored: Promotion | null;
}) {
  const { t, errorText, register, errors } = useFormFields(form);
  const { dirtyFields } = form.formState;
  const name = t(`operator.languages.${language}`);
  return (
    <FieldGroup legend={t(`${FORM}.texts`, { language: name })}>
      <Field
        className={styles.wide}
        label={t(`${FORM}.title`, { language: name })}
        required
        errors={errorText(errors.title?.[language]?.message)}
      >
        <TextInput maxLength={80} autoComplete="off" {...register(`title.${language}`)} />
      </Field>
      <div className={styles.htmlPair}>
        <Field
          label={t(`${FORM}.content`, { language: name })}
          required
          hint={t(`${FORM}.contentHint`)}
          errors={errorText(errors.content?.[language]?.message)}
        >
          <TextArea rows={6} maxLength={20_000} spellCheck={false} {...register(`content.${language}`)} />
        </Field>
        <HtmlPreview
          label={t(`${FORM}.preview`, { language: name })}
          html={stored ? stored.content[language] : null}
          stale={Boolean(stored && dirtyFields.content?.[language])}
        />
      </div>
    </FieldGroup>
  );
}

function ScheduleGroup({ form }: { form: Form }) {
  const { t, errorText, words, register, watch, errors } = useGroup(form);
  const { zoneLabel } = useSiteTime();
  const period = watch('period');
  return (
    <FieldGroup legend={t(`${FORM}.schedule`)}>
      <ChoiceField
        form={form}
        field="period"
        label={t(`${FORM}.period`)}
        values={PROMOTION_PERIODS}
        name={words.period}
      />
      <Field
        label={t(`${FORM}.startsAt`)}
        required
        hint={t(`${FORM}.siteTime`, { zone: zoneLabel })}
        errors={errorText(errors.startsAt?.message)}
      >
        <TextInput type="datetime-local" {...register('startsAt')} />
      </Field>
      <Field
        label={t(`${FORM}.endsAt`)}
        required={period === 'RANGE'}
        hint={t(`${FORM}.endsAtHint`, { zone: zoneLabel })}
        errors={errorText(errors.endsAt?.message)}
      >
        <TextInput type="datetime-local" {...register('endsAt')} />
      </Field>
      <Field label={t(`${FORM}.sortOrder`)} errors={errorText(errors.sortOrder?.message)}>
        <TextInput type="number" min={0} max={10_000} step={1} {...register('sortOrder')} />
      </Field>
      <ImageUrlField form={form} label={t(`${FORM}.imageUrl`)} hint={t(`${FORM}.imageUrlHint`)} />
      <div className={styles.wide}>
        <Switch label={t('operator.enabled')} {...register('enabled')} />
      </div>
    </FieldGroup>
  );
}

function AudienceGroup({ form }: { form: Form }) {
  const { t, errorText, words, register, watch, errors } = useGroup(form);
  const ladder = useVipLadder();
  const audience = watch('audience');
  const levels = ladder.data && ladder.data.length > 0 ? ladder.data : FALLBACK_LEVELS;
  const levelsError = errorText(errors.vipLevels?.message)?.[0];
  return (
    <FieldGroup legend={t(`${FORM}.audienceGroup`)}>
      <ChoiceField
        form={form}
        field="audience"
        label={t(`${FORM}.audience`)}
        values={PROMOTION_AUDIENCES}
        name={words.audienceName}
      />
      {audience === 'NEW_MEMBERS' ? (
        <Field
          label={t(`${FORM}.newMemberDays`)}
          hint={t(`${FORM}.newMemberDaysHint`)}
          errors={errorText(errors.newMemberDays?.message)}
        >
          <TextInput type="number" min={1} max={365} step={1} {...register('newMemberDays')} />
        </Field>
      ) : null}
      {audience === 'VIP_LEVELS' ? (
        <fieldset className={`${styles.choices} ${styles.wide}`}>
          <legend className={styles.legend}>{t(`${FORM}.vipLevels`)}</legend>
          {levels.map(({ level, name }) => (
            <Checkbox
              key={level}
              value={String(level)}
              label={t(`${FORM}.vipLevel`, { level, name })}
              {...register('vipLevels')}
            />
          ))}
          {levelsError ? (
            <p className={`${styles.choicesError} ${styles.wide}`} role="alert">
              {levelsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </FieldGroup>
  );
}

function TriggerGroup({ form }: { form: Form }) {
  const { t, errorText, words, register, watch, errors } = useGroup(form);
  const trigger = watch('trigger');
  const needsAmount = trigger === 'DEPOSIT' || trigger === 'FIRST_DEPOSIT' || trigger === 'VALID_BET';
  return (
    <FieldGroup legend={t(`${FORM}.triggerGroup`)}>
      <ChoiceField
        form={form}
        field="trigger"
        label={t(`${FORM}.trigger`)}
        values={PROMOTION_TRIGGERS}
        name={words.triggerName}
      />
      {needsAmount ? (
        <Field
          label={t(trigger === 'VALID_BET' ? `${FORM}.minValidBet` : `${FORM}.minDeposit`)}
          errors={errorText(errors.minAmount?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" {...register('minAmount')} />
        </Field>
      ) : null}
      {trigger === 'VALID_BET' ? <CategoryField form={form} label={t(`${FORM}.category`)} /> : null}
      {trigger === 'SIGN_IN_DAYS' ? (
        <Field label={t(`${FORM}.signInDays`)} errors={errorText(errors.signInDays?.message)}>
          <TextInput type="number" min={1} max={31} step={1} {...register('signInDays')} />
        </Field>
      ) : null}
      <div className={styles.wide}>
        <Switch
          label={t(`${FORM}.requiresJoin`)}
          description={t(`${FORM}.requiresJoinHint`)}
          {...register('requiresJoin')}
        />
      </div>
      <div className={styles.wide}>
        <Switch
          label={t(`${FORM}.requiresClaim`)}
          description={t(`${FORM}.requiresClaimHint`)}
          {...register('requiresClaim')}
        />
      </div>
    </FieldGroup>
  );
}

function RewardGroup({ form }: { form: Form }) {
  const { t, errorText, words, register, watch, errors } = useGroup(form);
  const reward = watch('reward');
  return (
    <FieldGroup legend={t(`${FORM}.rewardGroup`)}>
      <ChoiceField
        form={form}
        field="reward"
        label={t(`${FORM}.reward`)}
        values={PROMOTION_REWARDS}
        name={words.rewardName}
      />
      {reward === 'BONUS' ? (
        <>
          <Field
            label={t(`${FORM}.rewardAmount`)}
            hint={t(`${FORM}.rewardAmountHint`)}
            required
            errors={errorText(errors.rewardAmount?.message)}
          >
            <TextInput inputMode="decimal" autoComplete="off" {...register('rewardAmount')} />
          </Field>
          <Field
            label={t(`${FORM}.rewardPercent`)}
            hint={t(`${FORM}.rewardPercentHint`)}
            errors={errorText(errors.rewardPercent?.message)}
          >
            <TextInput inputMode="decimal" autoComplete="off" {...register('rewardPercent')} />
          </Field>
        </>
      ) : null}
      {reward === 'POINTS' || reward === 'RAFFLE_TICKETS' ? (
        <Field label={t(`${FORM}.rewardUnits`)} required errors={errorText(errors.rewardUnits?.message)}>
          <TextInput type="number" min={1} max={1_000_000} step={1} {...register('rewardUnits')} />
        </Field>
      ) : null}
      <Field
        label={t(`${FORM}.turnoverMultiplier`)}
        hint={t(`${FORM}.turnoverMultiplierHint`)}
        errors={errorText(errors.turnoverMultiplier?.message)}
      >
        <TextInput type="number" min={0} max={100} step={1} {...register('turnoverMultiplier')} />
      </Field>
    </FieldGroup>
  );
}

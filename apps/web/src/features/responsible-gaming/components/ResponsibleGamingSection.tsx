// The member centre's responsible gaming (issue 19 item 5): deposit limits per 24 hours, 7 days and
// 30 days with what each leaves and any raise waiting for its 24 hours, the sign-in before this one,
// and a time-out or self-exclusion, which ends every session at once and cannot be undone early.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { amountSchema } from '@playdeck/contract/money';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimit,
  type ExclusionRequest,
  type ResponsibleGaming,
} from '@playdeck/contract/responsible-gaming';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { useMoney } from '../../../lib/agent-money';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { Select } from '../../../ui/Select';
import { useDialogs } from '../../../ui/dialogs';
import { startBreak, useResponsibleGaming, useSetDepositLimits } from '../api/responsible-gaming';
import { previousSignIn } from '../previous-sign-in';
import styles from './responsible-gaming.module.css';

export function ResponsibleGamingSection() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const query = useResponsibleGaming();
  if (isTrial) return <EmptyState title={t('responsibleGaming.realAccountOnly')} />;
  return (
    <PanelStack>
      <PreviousSignIn />
      <ReportState query={query} empty={false} searchFields={[]} />
      {query.data ? <DepositLimitsPanel summary={query.data} /> : null}
      <BreakPanel />
    </PanelStack>
  );
}

function PreviousSignIn() {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'medium', timeStyle: 'short' });
  const previous = previousSignIn();
  if (previous === null) return null;
  return (
    <PanelNote data-testid="previous-sign-in">
      {previous
        ? t('responsibleGaming.previousSignIn', { time: time.format(new Date(previous)) })
        : t('responsibleGaming.firstSignIn')}
    </PanelNote>
  );
}

const limitField = z.union([z.literal(''), amountSchema]);
const limitsFormSchema = z.object({ day: limitField, week: limitField, month: limitField });
type LimitsForm = z.infer<typeof limitsFormSchema>;

function DepositLimitsPanel({ summary }: { summary: ResponsibleGaming }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const save = useSetDepositLimits();
  const byPeriod = new Map(summary.depositLimits.map((limit) => [limit.period, limit]));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LimitsForm>({
    resolver: zodResolver(limitsFormSchema),
    defaultValues: Object.fromEntries(
      DEPOSIT_LIMIT_PERIODS.map((period) => [period, byPeriod.get(period)?.amount ?? '']),
    ) as LimitsForm,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        day: values.day || null,
        week: values.week || null,
        month: values.month || null,
      });
      await dialogs.success(t('responsibleGaming.limits.saved'));
    } catch (error) {
      const message = applyFieldErrors(error, setError, DEPOSIT_LIMIT_PERIODS, t('errors.network'));
      if (message) await dialogs.warning(message);
    }
  });
  return (
    <Panel title={t('responsibleGaming.limits.title')} headingLevel={2}>
      <PanelNote>{t('responsibleGaming.limits.text')}</PanelNote>
      <form className={styles.limits} onSubmit={submit} noValidate>
        {DEPOSIT_LIMIT_PERIODS.map((period) => (
          <div key={period} className={styles.limit}>
            <Field
              label={t(`responsibleGaming.limits.${period}`)}
              errors={errorText(errors[period]?.message)}
            >
              <TextInput
                {...register(period)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('responsibleGaming.limits.none')}
              />
            </Field>
            <LimitState limit={byPeriod.get(period)} />
          </div>
        ))}
        <Button type="submit" disabled={isSubmitting}>
          {t('responsibleGaming.limits.save')}
        </Button>
      </form>
    </Panel>
  );
}

function LimitState({ limit }: { limit: DepositLimit | undefined }) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const money = useMoney();
  if (!limit) return null;
  return (
    <div className={styles.state} data-testid={`limit-${limit.period}`}>
      <span>{t('responsibleGaming.limits.used', { amount: money.amount(limit.used) })}</span>
      {limit.remaining !== null ? (
        <span>{t('responsibleGaming.limits.remaining', { amount: money.amount(limit.remaining) })}</span>
      ) : null}
      {limit.pending ? (
        <span className={styles.pending}>
          {t(
            limit.pending.amount === null
              ? 'responsibleGaming.limits.pendingRemoval'
              : 'responsibleGaming.limits.pending',
            {
              amount: limit.pending.amount === null ? '' : money.amount(limit.pending.amount),
              time: time.format(new Date(limit.pending.effectiveAt)),
            },
          )}
        </span>
      ) : null}
    </div>
  );
}

/** The lengths offered, as the licence conditions frame them: a time-out in days, an exclusion in months. */
const BREAKS: { value: string; request: ExclusionRequest }[] = [
  ...[1, 7, 14, 30, 42].map((days) => ({
    value: `timeOut:${days}`,
    request: { kind: 'timeOut' as const, days },
  })),
  ...[6, 12, 24, 36, 60].map((months) => ({
    value: `selfExclusion:${months}`,
    request: { kind: 'selfExclusion' as const, months },
  })),
];

function BreakPanel() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [choice, setChoice] = useState(BREAKS[0]!.value);
  const [busy, setBusy] = useState(false);
  const labelOf = (request: ExclusionRequest) =>
    request.kind === 'timeOut'
      ? t('responsibleGaming.break.days', { count: request.days })
      : t('responsibleGaming.break.months', { count: request.months });
  const start = async () => {
    const request = BREAKS.find((option) => option.value === choice)!.request;
    const confirmed = await dialogs.confirm({
      title: t(`responsibleGaming.break.${request.kind}`),
      message: t(`responsibleGaming.break.confirm.${request.kind}`, { length: labelOf(request) }),
      confirmLabel: t('responsibleGaming.break.start'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await startBreak(request);
      navigate('/');
      await dialogs.success(t('responsibleGaming.break.started'));
    } catch (error) {
      await dialogs.warning(error instanceof Error ? error.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={t('responsibleGaming.break.title')} headingLevel={2}>
      <PanelNote>{t('responsibleGaming.break.text')}</PanelNote>
      <div className={styles.break}>
        <Field label={t('responsibleGaming.break.length')}>
          <Select value={choice} onChange={(event) => setChoice(event.target.value)}>
            <optgroup label={t('responsibleGaming.break.timeOut')}>
              {BREAKS.filter((option) => option.request.kind === 'timeOut').map((option) => (
                <option key={option.value} value={option.value}>
                  {labelOf(option.request)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('responsibleGaming.break.selfExclusion')}>
              {BREAKS.filter((option) => option.request.kind === 'selfExclusion').map((option) => (
                <option key={option.value} value={option.value}>
                  {labelOf(option.request)}
                </option>
              ))}
            </optgroup>
          </Select>
        </Field>
        <Button variant="danger" onClick={() => void start()} disabled={busy}>
          {t('responsibleGaming.break.start')}
        </Button>
      </div>
    </Panel>
  );
}

// The member centre's responsible gaming (issue 19 item 5): deposit and loss limits per 24 hours, 7
// days and 30 days with what each leaves and any raise waiting for its 24 hours, the sign-in before this one,
// the reality check and the session-time limit, and a time-out or self-exclusion, which ends every
// session at once and cannot be undone early.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { amountSchema } from '@playdeck/contract/money';
import {
  DEPOSIT_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
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
import {
  startBreak,
  useResponsibleGaming,
  useSetLimits,
  useSetPlaySettings,
  type LimitKind,
} from '../api/responsible-gaming';
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
      {query.data ? <LimitsPanel summary={query.data} kind="deposit" /> : null}
      {query.data ? <LimitsPanel summary={query.data} kind="loss" /> : null}
      {query.data ? <PlayPanel summary={query.data} /> : null}
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

/** Each kind's texts (the periods' own are the deposit limits'), limits and test ids. */
const LIMIT_KINDS = {
  deposit: { texts: 'responsibleGaming.limits', limits: 'depositLimits', testId: 'limit' },
  loss: { texts: 'responsibleGaming.lossLimits', limits: 'lossLimits', testId: 'loss-limit' },
} as const;

function LimitsPanel({ summary, kind }: { summary: ResponsibleGaming; kind: LimitKind }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const save = useSetLimits(kind);
  const { texts, limits, testId } = LIMIT_KINDS[kind];
  const byPeriod = new Map(summary[limits].map((limit) => [limit.period, limit]));
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
      await dialogs.success(t(`${texts}.saved`));
    } catch (error) {
      const message = applyFieldErrors(error, setError, DEPOSIT_LIMIT_PERIODS, t('errors.network'));
      if (message) await dialogs.warning(message);
    }
  });
  return (
    <Panel title={t(`${texts}.title`)} headingLevel={2}>
      <PanelNote>{t(`${texts}.text`)}</PanelNote>
      <form className={styles.limits} onSubmit={submit} noValidate>
        {DEPOSIT_LIMIT_PERIODS.map((period) => (
          <div key={period} className={styles.limit}>
            <Field label={t(`${texts}.${period}`)} errors={errorText(errors[period]?.message)}>
              <TextInput
                {...register(period)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('responsibleGaming.limits.none')}
              />
            </Field>
            <LimitState
              limit={byPeriod.get(period)}
              testId={`${testId}-${period}`}
              usedText={`${texts}.used`}
            />
          </div>
        ))}
        <Button type="submit" disabled={isSubmitting}>
          {t(`${texts}.save`)}
        </Button>
      </form>
    </Panel>
  );
}

function LimitState({
  limit,
  testId,
  usedText,
}: {
  limit: DepositLimit | undefined;
  testId: string;
  /** The text of what the window has used: deposited, or lost. */
  usedText: string;
}) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const money = useMoney();
  if (!limit) return null;
  return (
    <div className={styles.state} data-testid={testId}>
      <span>{t(usedText, { amount: money.amount(limit.used) })}</span>
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

/** The session-time limits offered, in minutes (the server takes any whole number from 15 to 1440). */
const SESSION_LIMITS = [30, 60, 90, 120, 180, 240, 360, 480, 720, 1440];

const toChoice = (minutes: number | null) => (minutes === null ? '' : String(minutes));
const fromChoice = (value: string) => (value === '' ? null : Number(value));

function PlayPanel({ summary }: { summary: ResponsibleGaming }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const save = useSetPlaySettings();
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const { play } = summary;
  const [realityCheck, setRealityCheck] = useState(toChoice(play.realityCheckMinutes));
  const [sessionLimit, setSessionLimit] = useState(toChoice(play.sessionLimitMinutes));
  const duration = (minutes: number) =>
    minutes % 60 === 0
      ? t('responsibleGaming.play.hours', { count: minutes / 60 })
      : t('responsibleGaming.realityCheck.minutes', { count: minutes });
  // A limit in force that is not one of the offered lengths still shows as itself.
  const limits = [
    ...new Set([...SESSION_LIMITS, ...(play.sessionLimitMinutes ? [play.sessionLimitMinutes] : [])]),
  ].sort((left, right) => left - right);
  const submit = async () => {
    try {
      await save.mutateAsync({
        realityCheckMinutes: fromChoice(realityCheck),
        sessionLimitMinutes: fromChoice(sessionLimit),
      });
      await dialogs.success(t('responsibleGaming.play.saved'));
    } catch (error) {
      await dialogs.warning(error instanceof Error ? error.message : t('errors.network'));
    }
  };
  const pending = play.pendingSessionLimit;
  return (
    <Panel title={t('responsibleGaming.play.title')} headingLevel={2}>
      <PanelNote>{t('responsibleGaming.play.text')}</PanelNote>
      <div className={styles.play}>
        <Field label={t('responsibleGaming.play.realityCheck')}>
          <Select value={realityCheck} onChange={(event) => setRealityCheck(event.target.value)}>
            <option value="">{t('responsibleGaming.play.off')}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('responsibleGaming.play.every', { duration: duration(minutes) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('responsibleGaming.play.sessionLimit')}>
          <Select value={sessionLimit} onChange={(event) => setSessionLimit(event.target.value)}>
            <option value="">{t('responsibleGaming.play.noLimit')}</option>
            {limits.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {duration(minutes)}
              </option>
            ))}
          </Select>
          {pending ? (
            <span className={styles.pending} data-testid="session-limit-pending">
              {pending.minutes === null
                ? t('responsibleGaming.limits.pendingRemoval', {
                    time: time.format(new Date(pending.effectiveAt)),
                  })
                : t('responsibleGaming.limits.pending', {
                    amount: duration(pending.minutes),
                    time: time.format(new Date(pending.effectiveAt)),
                  })}
            </span>
          ) : null}
        </Field>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {t('responsibleGaming.play.save')}
        </Button>
      </div>
    </Panel>
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

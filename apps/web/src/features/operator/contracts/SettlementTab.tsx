// Settlement runs: the operator settles one period of a type now, through the same code as the
// schedule (AGENTS.md §5), and sees the run's outcome; below, every run so far. The period key is
// typed in the type's format, or filled in with the latest period that has ended at the site's
// clock. A run moves money, so it asks first.
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_TYPES,
  type ContractType,
  type SettlementRun,
  type SettlementRunPayload,
} from '@playdeck/contract/contracts';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { numericCell } from '../../../ui/DataTable';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useDialogs } from '../../../ui/dialogs';
import { PagedList } from '../components/PagedList';
import { useApiMessage, useShowRefusal } from '../form-errors';
import { useDateTime } from '../use-date-time';
import { useRunSettlement, useSettlementRuns } from './api/settlement';
import { useContractWords } from './contract-words';
import { isPeriodKeyOf, latestEndedPeriodKey } from './period-key';
import cells from '../components/cells.module.css';
import styles from './contracts.module.css';
import { IfAllowed } from '../components/staff-rights';

const RUN_STATUS_TONES: Record<SettlementRun['status'], StatusTone> = {
  RUNNING: 'info',
  DONE: 'success',
  FAILED: 'danger',
};

const STAT_COLUMNS = ['bills', 'reached', 'paid', 'insufficient', 'pendingReview', 'gross'] as const;

/** Refusals without per-field messages that are about the period key. */
const PERIOD_CODES = new Set(['PERIOD_KEY_INVALID', 'PERIOD_NOT_ENDED']);

function useStatValue() {
  const words = useContractWords();
  return (run: SettlementRun, column: (typeof STAT_COLUMNS)[number]) =>
    column === 'gross' ? words.money(run.stats.gross) : String(run.stats[column]);
}

function RunResult({ run }: { run: SettlementRun }) {
  const { t } = useTranslation();
  const words = useContractWords();
  const dateTime = useDateTime();
  const statValue = useStatValue();
  return (
    <section
      className={styles.result}
      aria-label={t('operator.contracts.run.result')}
      data-testid="run-result"
    >
      <p className={styles.resultHead}>
        <StatusBadge tone={RUN_STATUS_TONES[run.status]}>
          {t(`operator.contracts.runStatuses.${run.status}`)}
        </StatusBadge>
        <span>
          {t('operator.contracts.run.resultLine', {
            type: words.type(run.type),
            period: run.periodKey,
            started: dateTime(run.startedAt),
            finished: dateTime(run.finishedAt),
          })}
        </span>
      </p>
      <dl className={styles.stats}>
        {STAT_COLUMNS.map((column) => (
          <div key={column}>
            <dt>{t(`operator.contracts.run.stats.${column}`)}</dt>
            <dd>{statValue(run, column)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function RunForm() {
  const { t } = useTranslation();
  const words = useContractWords();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const showRefusal = useShowRefusal();
  const { offsetMinutes, zoneLabel } = useSiteTime();
  const run = useRunSettlement();
  const [result, setResult] = useState<SettlementRun | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SettlementRunPayload>({ defaultValues: { type: 'DAILY', periodKey: '' } });
  const type = useWatch({ control, name: 'type' });

  const fillLatest = (next: ContractType) => {
    setValue('type', next);
    setValue('periodKey', latestEndedPeriodKey(next, new Date(), offsetMinutes));
    clearErrors();
  };

  const submit = handleSubmit(async (values) => {
    const body = { type: values.type, periodKey: values.periodKey.trim() };
    if (!isPeriodKeyOf(body.type, body.periodKey)) {
      setError(
        'periodKey',
        {
          message: t('operator.contracts.run.keyInvalid', {
            example: t(`operator.contracts.periodExamples.${body.type}`),
          }),
        },
        { shouldFocus: true },
      );
      return;
    }
    const confirmed = await dialogs.confirm({
      title: t('operator.contracts.run.confirmTitle'),
      message: t('operator.contracts.run.confirmQuestion', {
        type: words.type(body.type),
        period: body.periodKey,
      }),
      confirmLabel: t('operator.contracts.run.submit'),
    });
    if (!confirmed) return;
    try {
      setResult(await run.mutateAsync(body));
    } catch (error) {
      if (
        error instanceof ApiError &&
        PERIOD_CODES.has(error.code) &&
        Object.keys(error.fields).length === 0
      ) {
        setError('periodKey', { type: 'server', message: apiMessage(error) }, { shouldFocus: true });
      } else {
        await showRefusal(error, setError, ['type', 'periodKey'] as Path<SettlementRunPayload>[]);
      }
    }
  });

  return (
    <Panel title={t('operator.contracts.run.title')} headingLevel={2}>
      <PanelNote className={styles.lead}>{t('operator.contracts.run.lead', { zone: zoneLabel })}</PanelNote>
      <form
        className={styles.form}
        noValidate
        aria-label={t('operator.contracts.run.title')}
        onSubmit={(event) => {
          clearErrors();
          return submit(event);
        }}
      >
        <IfAllowed disable>
          <div className={styles.grid}>
            <Field
              label={t('operator.contracts.columns.type')}
              required
              errors={errorText(errors.type?.message)}
            >
              <Select {...register('type')}>
                {CONTRACT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {words.type(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('operator.contracts.run.periodKey')}
              required
              hint={t(`operator.contracts.run.formats.${type}`)}
              errors={errorText(errors.periodKey?.message)}
            >
              <TextInput
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                placeholder={t(`operator.contracts.periodExamples.${type}`)}
                {...register('periodKey')}
              />
            </Field>
          </div>
          <div className={styles.fills} role="group" aria-label={t('operator.contracts.run.fillLatest')}>
            <span className={cells.muted}>{t('operator.contracts.run.fillLatest')}</span>
            {CONTRACT_TYPES.map((value) => (
              <Button key={value} size="sm" variant="secondary" onClick={() => fillLatest(value)}>
                {words.type(value)}
              </Button>
            ))}
          </div>
        </IfAllowed>
        <IfAllowed>
          <div className={styles.formActions}>
            <Button type="submit" loading={isSubmitting}>
              {t('operator.contracts.run.submit')}
            </Button>
          </div>
        </IfAllowed>
      </form>
      {result ? <RunResult run={result} /> : null}
    </Panel>
  );
}

function RunsList() {
  const { t } = useTranslation();
  const words = useContractWords();
  const dateTime = useDateTime();
  const statValue = useStatValue();
  const [pageNo, setPageNo] = useState(1);
  const query = useSettlementRuns(pageNo);
  return (
    <Panel title={t('operator.contracts.runs.title')} headingLevel={2}>
      <PagedList
        query={query}
        totalText={(count) => t('operator.contracts.total', { count })}
        emptyTitle={t('operator.contracts.runs.empty')}
        tableTestId="settlement-runs"
        head={
          <>
            <th scope="col">{t('operator.contracts.columns.type')}</th>
            <th scope="col">{t('operator.contracts.run.periodKey')}</th>
            <th scope="col">{t('operator.contracts.columns.status')}</th>
            <th scope="col">{t('operator.contracts.runs.startedAt')}</th>
            <th scope="col">{t('operator.contracts.runs.finishedAt')}</th>
            {STAT_COLUMNS.map((column) => (
              <th key={column} scope="col" className={numericCell}>
                {t(`operator.contracts.run.stats.${column}`)}
              </th>
            ))}
          </>
        }
        row={(run) => (
          <tr key={`${run.type}:${run.periodKey}`}>
            <td>{words.type(run.type)}</td>
            <td className={cells.code}>{run.periodKey}</td>
            <td>
              <StatusBadge tone={RUN_STATUS_TONES[run.status]}>
                {t(`operator.contracts.runStatuses.${run.status}`)}
              </StatusBadge>
            </td>
            <td>{dateTime(run.startedAt)}</td>
            <td>{dateTime(run.finishedAt)}</td>
            {STAT_COLUMNS.map((column) => (
              <td key={column} className={numericCell}>
                {statValue(run, column)}
              </td>
            ))}
          </tr>
        )}
        pageNo={pageNo}
        onPageChange={setPageNo}
      />
    </Panel>
  );
}

export function SettlementTab() {
  return (
    <PanelStack>
      <RunForm />
      <RunsList />
    </PanelStack>
  );
}

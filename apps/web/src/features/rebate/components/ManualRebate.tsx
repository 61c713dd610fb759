// The member centre's manual rebate (SPEC.md §2; ../shared/AGENTS.md §3 "Rebate and manual rebate"):
// per manual game category the rate at the member's VIP level, the valid bet since the last claim and
// the rebate it makes; the total and the operator's minimum; and Claim. Claim is disabled, with the
// reason beside it, during the cooldown (its end in site time) and below the minimum. A claim shows
// what it paid and the new balance (and refreshes the header's); a refusal shows the server's words.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualRebate as ManualRebateValue, RebateClaim } from '@playdeck/contract/rebate';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { formatBalance, newRequestId } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { useClaimRebate } from '../api/claim-rebate';
import { useManualRebate } from '../api/manual-rebate';
import { claimBlock, type ClaimBlock } from '../claim-state';
import styles from './rebate.module.css';

/** setTimeout's longest delay; a cooldown that ends later is looked at again after this. */
const TIMER_MAX_MS = 2_147_483_647;

/** The time now, moved on when `until` (an instant) passes, so that a cooldown's end enables Claim. */
function useNowUntil(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const remaining = until === null ? Number.NaN : Date.parse(until) - Date.now();
    if (!(remaining > 0)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(remaining + 100, TIMER_MAX_MS));
    return () => clearTimeout(timer);
  }, [until, now]);
  return now;
}

export function ManualRebate() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const query = useManualRebate();
  return (
    <Panel title={t('rebate.manual.title')} className={styles.panel}>
      <PanelNote>{t('rebate.manual.lead')}</PanelNote>
      {isTrial ? (
        <EmptyState title={t('rebate.realAccountOnly')} />
      ) : (
        <>
          <ReportState query={query} empty={false} searchFields={[]} />
          {query.data ? <ManualRebateBody rebate={query.data} /> : null}
        </>
      )}
    </Panel>
  );
}

function ManualRebateBody({ rebate }: { rebate: ManualRebateValue }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  const now = useNowUntil(rebate.nextClaimAt);
  const block = claimBlock(rebate, now);
  return (
    <>
      <p className={styles.meta}>
        {[
          t('rebate.manual.vipLevel', { level: rebate.vipLevel }),
          rebate.lastClaimAt
            ? t('rebate.manual.lastClaim', { time: clock.format(rebate.lastClaimAt) })
            : t('rebate.manual.neverClaimed'),
        ].join(' · ')}
      </p>
      {rebate.categories.length === 0 ? (
        <EmptyState title={t('rebate.manual.empty')} />
      ) : (
        <RebateTable rebate={rebate} money={money} />
      )}
      <dl className={styles.figures}>
        <div>
          <dt>{t('rebate.manual.total')}</dt>
          <dd data-testid="rebate-total">{money(rebate.total)}</dd>
        </div>
        <div>
          <dt>{t('rebate.manual.minimum')}</dt>
          <dd data-testid="rebate-minimum">{money(rebate.minClaim)}</dd>
        </div>
      </dl>
      <ClaimAction block={block} reason={blockText(block)} />
    </>
  );

  function blockText(current: ClaimBlock | null): string | null {
    if (current === null) return null;
    if (current.reason === 'cooldown')
      return t('rebate.manual.cooldown', { time: clock.format(current.at), zone: clock.zoneLabel });
    if (current.reason === 'nothing') return t('rebate.manual.nothing');
    return t('rebate.manual.belowMinimum', { amount: money(rebate.total), min: money(rebate.minClaim) });
  }
}

function RebateTable({ rebate, money }: { rebate: ManualRebateValue; money: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <DataTable aria-label={t('rebate.manual.table')} data-testid="manual-rebate">
      <DataTableHead
        columns={[
          { key: 'category', header: t('rebate.manual.category') },
          { key: 'rate', header: t('rebate.manual.rate'), numeric: true },
          { key: 'validBet', header: t('rebate.manual.validBet'), numeric: true },
          { key: 'amount', header: t('rebate.manual.amount'), numeric: true },
        ]}
      />
      <tbody>
        {rebate.categories.map((row) => (
          <tr key={row.category}>
            <th scope="row">{t(`gameTypes.${row.category}`, { defaultValue: row.category })}</th>
            <td className={numericCell}>{t('rebate.percent', { rate: row.rate })}</td>
            <td className={numericCell}>{money(row.validBet)}</td>
            <td className={numericCell}>{money(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Claim, with why it is disabled, then what the last press paid or why the server refused it. */
function ClaimAction({ block, reason }: { block: ClaimBlock | null; reason: string | null }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const guards = useActionGuards();
  const claim = useClaimRebate();
  const [result, setResult] = useState<RebateClaim | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonId = useId();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });

  const press = async () => {
    if (!guards.requireRealAccount()) return;
    setResult(null);
    setRefusal(null);
    try {
      // A fresh id for each press: a retry of this request may repeat it, a new press never does.
      setResult(await claim.mutateAsync({ requestId: newRequestId() }));
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  return (
    <div className={styles.claim}>
      <div className={styles.claimRow}>
        <Button
          disabled={block !== null}
          loading={claim.isPending}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => void press()}
        >
          {t('rebate.manual.claim')}
        </Button>
        {reason ? (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={styles.result} data-testid="rebate-claim-result">
        {result
          ? t('rebate.manual.claimed', { amount: money(result.amount), balance: money(result.balance) })
          : ''}
      </p>
      {refusal ? (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

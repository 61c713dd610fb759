// The bet slip: a tab per bet type with its published odds, the picker of that type, the stake with
// its limits and the payout it would bring, and the button that places the ticket on the open draw.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetType, LotteryTicketRequest } from '@playdeck/contract/lottery';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Tabs } from '../../../ui/Tabs';
import { localName } from './local-name';
import { NumberPicker } from './NumberPicker';
import {
  amountMinor,
  isCompleteSelection,
  potentialPayout,
  stakeWithinLimits,
  type DrawPhase,
} from './selections';
import styles from './LotteryPage.module.css';

const QUICK_STAKES = ['1', '5', '10', '50', '100'];

export type PlaceOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

export function BetPanel({
  betTypes,
  digits,
  phase,
  onPlace,
}: {
  betTypes: LotteryBetType[];
  digits: number;
  phase: DrawPhase;
  onPlace: (request: LotteryTicketRequest) => Promise<PlaceOutcome>;
}) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState(betTypes[0]?.code ?? '');
  const [selections, setSelections] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('10');
  const [placing, setPlacing] = useState(false);
  const [outcome, setOutcome] = useState<PlaceOutcome | null>(null);
  const betType = betTypes.find((candidate) => candidate.code === code) ?? betTypes[0];
  if (!betType) return null;
  const selection = selections[betType.code] ?? '';
  const complete = isCompleteSelection(betType, selection);
  const stakeOk = stakeWithinLimits(amount, betType);
  const payout = potentialPayout(amount, betType.odds);
  const open = phase === 'open';
  const fields = outcome && !outcome.ok ? outcome.fields : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPlacing(true);
    setOutcome(null);
    const result = await onPlace({ betType: betType.code, selection, amount: amount.trim() });
    setPlacing(false);
    setOutcome(result);
  };

  const choose = (next: string) => {
    setSelections((previous) => ({ ...previous, [betType.code]: next }));
    setOutcome(null);
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="lottery-bet-title"
    >
      <h2 id="lottery-bet-title" className={styles.cardTitle}>
        {t('lottery.placeBet')}
      </h2>
      <Tabs
        aria-label={t('lottery.betTypes')}
        value={betType.code}
        onValueChange={(value) => {
          setCode(value);
          setOutcome(null);
        }}
        items={betTypes.map((item) => ({
          value: item.code,
          label: (
            <span className={styles.tabLabel}>
              {localName(item.name, i18n.language)}
              <span className={styles.odds}>×{item.odds}</span>
            </span>
          ),
        }))}
      />
      <p className={styles.format}>{localName(betType.selectionFormat, i18n.language)}</p>
      <NumberPicker
        betType={betType}
        digits={digits}
        selection={selection}
        onChange={choose}
        disabled={placing}
      />
      <p className={styles.selected} aria-live="polite">
        {t('lottery.yourPick')} <strong data-testid="lottery-selection">{selection || '—'}</strong>
        {fields.selection || fields.betType ? (
          <span className={styles.fieldError}> {fields.selection ?? fields.betType}</span>
        ) : null}
      </p>
      <Field
        label={t('lottery.stake')}
        hint={t('lottery.limits', { min: betType.stakeMin, max: betType.stakeMax })}
        errors={[
          fields.amount ??
            (amount && amountMinor(amount) !== undefined && !stakeOk
              ? t('lottery.outOfLimits', { min: betType.stakeMin, max: betType.stakeMax })
              : ''),
        ]}
      >
        <div className={styles.stakeRow}>
          <TextInput
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setOutcome(null);
            }}
          />
          <div className={styles.quickStakes}>
            {QUICK_STAKES.map((quick) => (
              <button key={quick} type="button" className={styles.chip} onClick={() => setAmount(quick)}>
                {quick}
              </button>
            ))}
          </div>
        </div>
      </Field>
      <p className={styles.payout}>
        {t(betType.paysPerHit ? 'lottery.payoutPerHit' : 'lottery.payout', {
          odds: betType.odds,
          amount: payout ?? '—',
        })}
      </p>
      <Button type="submit" size="lg" block loading={placing} disabled={!open || !complete || !stakeOk}>
        {open ? t('lottery.placeTicket') : t('lottery.bettingClosed')}
      </Button>
      {outcome && (
        <p className={outcome.ok ? styles.success : styles.error} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.ok ? t('lottery.ticketPlaced') : outcome.message}
        </p>
      )}
    </form>
  );
}

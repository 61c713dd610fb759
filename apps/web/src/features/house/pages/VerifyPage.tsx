// The public fairness page of the house games: given a round id it shows the round's seeds and,
// once the server seed is revealed, checks in the browser that the seed hashes to the hash published
// before play and asks the server to recompute the outcome from the seeds alone. Anyone can also
// type seeds in to recompute an outcome.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  HOUSE_GAME_KINDS,
  type HouseFairnessValue,
  type HouseGameKind,
  type HouseVerifyValue,
} from '@playdeck/contract/house';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { fetchFairness, verifyOutcome } from '../api/house-api';
import { sameOutcome, sha256Hex } from '../fairness';
import { RoundDetail } from '../sportsbook/RoundDetail';
import styles from './VerifyPage.module.css';

type Inputs = {
  kind: HouseGameKind;
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
};

export default function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('round');
  const [record, setRecord] = useState<HouseFairnessValue | null>(null);
  const [inputs, setInputs] = useState<Inputs>({
    kind: 'slots',
    gameCode: '',
    serverSeed: '',
    clientSeed: '',
    nonce: '0',
  });
  const [checked, setChecked] = useState<{ value: HouseVerifyValue; hashMatches: boolean } | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!roundId) return;
    let cancelled = false;
    fetchFairness(roundId)
      .then((value) => {
        if (cancelled) return;
        setRecord(value);
        setInputs({
          kind: value.kind,
          gameCode: value.gameCode,
          serverSeed: value.serverSeed ?? '',
          clientSeed: value.clientSeed,
          nonce: String(value.nonce),
        });
        if (value.serverSeed)
          void check(
            {
              kind: value.kind,
              gameCode: value.gameCode,
              serverSeed: value.serverSeed,
              clientSeed: value.clientSeed,
              nonce: String(value.nonce),
            },
            value.serverSeedHash,
          );
      })
      .catch(
        (caught: unknown) =>
          !cancelled && setError(caught instanceof ApiError ? caught.message : t('errors.network')),
      );
    return () => void (cancelled = true);
    // check is stable enough: it only reads its arguments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, t]);

  async function check(values: Inputs, publishedHash?: string) {
    setError('');
    try {
      const value = await verifyOutcome({ ...values, nonce: Number(values.nonce) });
      const browserHash = await sha256Hex(values.serverSeed);
      setChecked({ value, hashMatches: browserHash === (publishedHash ?? value.serverSeedHash) });
    } catch (caught) {
      setChecked(null);
      setError(caught instanceof ApiError ? caught.message : t('errors.network'));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(inputs, record?.serverSeedHash);
  };
  const set = (key: keyof Inputs) => (event: { target: { value: string } }) =>
    setInputs({ ...inputs, [key]: event.target.value });
  const matches =
    checked && record ? sameOutcome(record.kind, record.detail, checked.value.outcome) : undefined;

  return (
    <div className={styles.page}>
      <h1>{t('house.verifyPage.title')}</h1>
      <p className={styles.intro}>{t('house.verifyPage.intro')}</p>
      {record && (
        <dl className={styles.facts} data-testid="round-record">
          <dt>{t('house.verifyPage.round')}</dt>
          <dd className={styles.mono}>{record.roundId}</dd>
          <dt>{t('house.verifyPage.gameCode')}</dt>
          <dd>{record.gameCode}</dd>
          <dt>{t('house.stake')}</dt>
          <dd>{record.stake}</dd>
          <dt>{t('house.payout')}</dt>
          <dd>{record.payout ?? '—'}</dd>
          <dt>{t('house.serverSeedHash')}</dt>
          <dd className={styles.mono}>{record.serverSeedHash}</dd>
          <dt>{t('house.clientSeed')}</dt>
          <dd className={styles.mono}>{record.clientSeed}</dd>
          <dt>{t('house.nonce')}</dt>
          <dd>{record.nonce}</dd>
        </dl>
      )}
      {record?.kind === 'sportsbook' && <RoundDetail detail={record.detail} />}
      {record && !record.serverSeed && (
        <p className={styles.notice}>
          {/* A slot's seed is the player's to rotate; a draw's, hand's, fight's or match's is revealed by the house. */}
          {t(
            record.kind === 'slots'
              ? 'house.verifyPage.notRevealed'
              : 'house.verifyPage.notRevealedUntilSettled',
          )}
        </p>
      )}
      <form className={styles.form} onSubmit={submit}>
        <Field label={t('house.verifyPage.kind')}>
          <select className={styles.select} value={inputs.kind} onChange={set('kind')}>
            {HOUSE_GAME_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('house.verifyPage.gameCode')}>
          <TextInput value={inputs.gameCode} onChange={set('gameCode')} required />
        </Field>
        <Field label={t('house.serverSeed')}>
          <TextInput value={inputs.serverSeed} onChange={set('serverSeed')} required />
        </Field>
        <Field label={t('house.clientSeed')}>
          <TextInput value={inputs.clientSeed} onChange={set('clientSeed')} required />
        </Field>
        <Field label={t('house.nonce')}>
          <TextInput value={inputs.nonce} onChange={set('nonce')} inputMode="numeric" required />
        </Field>
        <Button type="submit">{t('house.verifyPage.check')}</Button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {checked && (
        <section className={styles.result} data-testid="verify-result">
          <p className={checked.hashMatches ? styles.good : styles.bad}>
            {checked.hashMatches ? '✓ ' : '✗ '}
            {t(checked.hashMatches ? 'house.verifyPage.hashMatches' : 'house.verifyPage.hashDiffers')}
          </p>
          {matches !== undefined && (
            <p className={matches ? styles.good : styles.bad}>
              {matches ? '✓ ' : '✗ '}
              {t(matches ? 'house.verifyPage.outcomeMatches' : 'house.verifyPage.outcomeDiffers')}
            </p>
          )}
          <h2>{t('house.verifyPage.recomputed')}</h2>
          <pre className={styles.outcome}>{JSON.stringify(checked.value.outcome, null, 2)}</pre>
        </section>
      )}
    </div>
  );
}

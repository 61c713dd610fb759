// The player's seed pair: the hash of the server seed in play, the client seed (the player may set
// it) and the next nonce. Rotating reveals the retired server seed, so every round played with it
// can be recomputed on the verify page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseSeedsValue } from '@playdeck/contract/house';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import type { HouseApi } from '../api/house-api';
import styles from './panels.module.css';

export function FairnessPanel({
  api,
  open,
  onOpenChange,
}: {
  api: HouseApi;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [seeds, setSeeds] = useState<HouseSeedsValue | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    api
      .seeds()
      .then((value) => {
        if (cancelled) return;
        setSeeds(value);
        setClientSeed(value.clientSeed);
      })
      .catch((caught: unknown) => !cancelled && setError(caught instanceof ApiError ? caught.message : ''));
    return () => void (cancelled = true);
  }, [api, open]);

  const rotate = async () => {
    setBusy(true);
    setError('');
    try {
      const value = await api.rotateSeeds(clientSeed.trim() || undefined);
      setSeeds(value);
      setClientSeed(value.clientSeed);
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.fields.clientSeed ?? caught.message) : t('errors.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('house.fairness')}
      description={t('house.fairnessIntro')}
    >
      {seeds && (
        <dl className={styles.facts}>
          <dt>{t('house.serverSeedHash')}</dt>
          <dd className={styles.mono}>{seeds.serverSeedHash}</dd>
          <dt>{t('house.nextNonce')}</dt>
          <dd>{seeds.nextNonce}</dd>
        </dl>
      )}
      <Field label={t('house.clientSeed')} errors={error ? [error] : undefined}>
        <TextInput
          value={clientSeed}
          maxLength={64}
          onChange={(event) => setClientSeed(event.target.value)}
        />
      </Field>
      <div className={styles.row}>
        <Button onClick={() => void rotate()} disabled={busy}>
          {t('house.rotate')}
        </Button>
      </div>
      {seeds?.revealed && (
        <div className={styles.revealed} data-testid="revealed-seed">
          <h3>{t('house.revealedTitle')}</h3>
          <dl className={styles.facts}>
            <dt>{t('house.serverSeed')}</dt>
            <dd className={styles.mono}>{seeds.revealed.serverSeed}</dd>
            <dt>{t('house.serverSeedHash')}</dt>
            <dd className={styles.mono}>{seeds.revealed.serverSeedHash}</dd>
            <dt>{t('house.clientSeed')}</dt>
            <dd className={styles.mono}>{seeds.revealed.clientSeed}</dd>
            <dt>{t('house.noncesUsed')}</dt>
            <dd>{seeds.revealed.lastNonce < 0 ? '—' : `0 – ${seeds.revealed.lastNonce}`}</dd>
          </dl>
        </div>
      )}
    </Modal>
  );
}

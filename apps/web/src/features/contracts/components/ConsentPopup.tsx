// The consent pop-up (SPEC.md §2 "contract" modal, §3 consolidated; AGENTS.md §4): when the agent
// centre opens (a sign-in on /agent lands there too), every offer awaiting the agent's answer is
// listed with its terms, to accept or reject. Accepting an offer flagged downlineHigherRate ends the
// agent's own contracts to its downlines that pay more than the offer allows, so it is confirmed
// first; should the server still find conflicts (409 CONTRACT_CONFLICT, e.g. a downline contract
// made since the offer was flagged), its list of what would end is shown and confirmed before the
// accept is sent again. The pop-up closes by itself when no offer is left; closed by hand, it stays
// closed until another offer arrives.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractConflictSchema, type Contract, type ContractConflict } from '@playdeck/contract/contracts';
import { ApiError } from '../../../lib/api-client';
import { useSiteTime } from '../../../lib/site-time';
import { AgentTable } from '../../../ui/AgentTable';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useDialogs } from '../../../ui/dialogs';
import { useAcceptOffer } from '../api/accept-offer';
import { useConsolidated } from '../api/consolidated';
import { useRejectOffer } from '../api/reject-offer';
import { useContractText } from '../hooks/useContractText';
import { TiersTable } from './TiersTable';
import styles from './contracts.module.css';

export function ConsentPopup() {
  const { t } = useTranslation();
  const consolidated = useConsolidated();
  const offers = consolidated.data?.pendingOffers ?? [];
  // The offers the agent closed the pop-up on: the same ones do not open it again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = offers.map((offer) => offer.id).join(',');
  return (
    <Modal
      open={offers.length > 0 && dismissed !== shown}
      onOpenChange={(open) => {
        if (!open) setDismissed(shown);
      }}
      title={t('agent.contracts.consent.title')}
      description={t('agent.contracts.consent.lead')}
      size="lg"
    >
      <div className={styles.stack}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </div>
    </Modal>
  );
}

function OfferCard({ offer }: { offer: Contract }) {
  const { t } = useTranslation();
  const text = useContractText();
  const time = useSiteTime();
  const dialogs = useDialogs();
  const accept = useAcceptOffer();
  const reject = useRejectOffer();
  const [failure, setFailure] = useState<string | null>(null);
  const name = text.name(offer);
  const conflictTable = useConflictTable();

  const fail = (error: unknown) =>
    setFailure(error instanceof ApiError ? error.message : t('errors.network'));

  const sendAccept = async (confirmTerminate: boolean): Promise<void> => {
    try {
      await accept.mutateAsync({ id: offer.id, confirmTerminate });
    } catch (error) {
      const conflict = confirmTerminate ? null : conflictOf(error);
      if (!conflict) return fail(error);
      const confirmed = await dialogs.confirm({
        title: t('agent.contracts.consent.conflictTitle'),
        message: (
          <div className={styles.stack}>
            <p>{t('agent.contracts.consent.conflictLead')}</p>
            {conflictTable(conflict)}
          </div>
        ),
        confirmLabel: t('agent.contracts.consent.confirmAccept'),
        danger: true,
      });
      if (confirmed) await sendAccept(true);
    }
  };

  const onAccept = async () => {
    setFailure(null);
    if (offer.downlineHigherRate) {
      const confirmed = await dialogs.confirm({
        title: t('agent.contracts.consent.flaggedTitle'),
        message: t('agent.contracts.consent.flaggedMessage', { name }),
        confirmLabel: t('agent.contracts.consent.confirmAccept'),
        danger: true,
      });
      if (!confirmed) return;
    }
    await sendAccept(offer.downlineHigherRate);
  };

  const onReject = async () => {
    setFailure(null);
    try {
      await reject.mutateAsync(offer.id);
    } catch (error) {
      fail(error);
    }
  };

  const busy = accept.isPending || reject.isPending;
  return (
    <article className={styles.offer} aria-label={t('agent.contracts.consent.offer', { name })}>
      <h3 className={styles.subtitle}>{name}</h3>
      <dl className={styles.facts}>
        <dt>{t('agent.contracts.issuer')}</dt>
        <dd>{text.issuer(offer)}</dd>
        <dt>{t('agent.contracts.type')}</dt>
        <dd>{text.type(offer.type)}</dd>
        <dt>{t('agent.contracts.category')}</dt>
        <dd>{text.category(offer.category)}</dd>
        <dt>{t('agent.contracts.offeredAt')}</dt>
        <dd>{time.format(offer.offeredAt)}</dd>
        <dt>{t('agent.contracts.expiresAt')}</dt>
        <dd data-testid="offer-expires">
          {offer.expiresAt ? time.format(offer.expiresAt) : t('agent.contracts.noExpiry')}
        </dd>
      </dl>
      <TiersTable
        type={offer.type}
        tiers={offer.tiers}
        label={t('agent.contracts.tiers.label', { name })}
        testId={`offer-tiers-${offer.id}`}
      />
      {offer.downlineHigherRate ? (
        <p className={styles.warning}>{t('agent.contracts.consent.flagged')}</p>
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          onClick={onAccept}
          loading={accept.isPending}
          disabled={busy}
          aria-label={t('agent.contracts.consent.acceptNamed', { name })}
        >
          {t('agent.contracts.consent.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={onReject}
          loading={reject.isPending}
          disabled={busy}
          aria-label={t('agent.contracts.consent.rejectNamed', { name })}
        >
          {t('agent.contracts.consent.reject')}
        </Button>
      </div>
    </article>
  );
}

/** The contracts a 409 CONTRACT_CONFLICT says would end, or null for any other failure. */
function conflictOf(error: unknown): ContractConflict | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_CONFLICT') return null;
  const parsed = contractConflictSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}

type ConflictRow = ContractConflict['conflicts'][number];

/** The conflicting contracts as a table: whose, which type and category, how many end below it. */
function useConflictTable() {
  const { t } = useTranslation();
  const text = useContractText();
  return (conflict: ContractConflict) => (
    <AgentTable<ConflictRow>
      label={t('agent.contracts.consent.conflictTitle')}
      testId="contract-conflicts"
      columns={[
        { key: 'holder', header: t('agent.contracts.consent.holder'), cell: (row) => row.holder.username },
        { key: 'type', header: t('agent.contracts.type'), cell: (row) => text.type(row.type) },
        {
          key: 'category',
          header: t('agent.contracts.category'),
          cell: (row) => text.category(row.category),
        },
        {
          key: 'subtree',
          header: t('agent.contracts.consent.subtree'),
          numeric: true,
          cell: (row) => row.subtree,
        },
      ]}
      rows={conflict.conflicts}
      rowKey={(row) => row.contractId}
    />
  );
}

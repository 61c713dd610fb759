// Downline management's contract action for one row (AGENTS.md §6 "actions: offer contract"): shown
// for a direct child that is an agent, when the agent holds an ACTIVE contract of some type to offer
// from. It reads "Re-offer" when the child already has a contract (or an offer) from the agent; the
// dialog is the same, and a new offer replaces the child's unanswered one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@playdeck/contract/agent';
import { Button } from '../../../ui/Button';
import { useConsolidated } from '../api/consolidated';
import { canHoldContract, offerableTypes } from '../contract-types';
import { useChildContracts } from '../hooks/useChildContracts';
import { OfferDialog } from './OfferDialog';

export function OfferContractAction({ child }: { child: Downline }) {
  const { t } = useTranslation();
  const consolidated = useConsolidated().data;
  const held = useChildContracts().get(child.id) ?? [];
  const [open, setOpen] = useState(false);
  if (!consolidated || !canHoldContract(child) || offerableTypes(consolidated).length === 0) return null;
  const again = held.length > 0;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t(again ? 'agent.contracts.offer.reofferNamed' : 'agent.contracts.offer.actionNamed', {
          username: child.username,
        })}
      >
        {t(again ? 'agent.contracts.offer.reoffer' : 'agent.contracts.offer.action')}
      </Button>
      <OfferDialog
        open={open}
        child={child}
        held={held}
        consolidated={consolidated}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

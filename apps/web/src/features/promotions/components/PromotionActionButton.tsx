// The action a member's promotion allows in its state (promotion-actions.ts): Join, Sign in today,
// Apply (the application dialog) or Claim. A trial member is asked for a real account first (SPEC.md
// §4); a refusal (the promotion closed meanwhile, nothing to claim yet) is shown and the list reloaded,
// since the state the button came from is out of date.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberPromotion } from '@playdeck/contract/promotions';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { useDialogs } from '../../../ui/dialogs';
import { useClaimPromotion } from '../api/claim-promotion';
import { useJoinPromotion } from '../api/join-promotion';
import { refreshAfterEntryChange } from '../api/promotions';
import { useSignPromotion } from '../api/sign-promotion';
import { promotionAction } from '../promotion-actions';
import { ApplyDialog } from './ApplyDialog';

export function PromotionActionButton({
  promotion,
  size = 'sm',
}: {
  promotion: MemberPromotion;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const guards = useActionGuards();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const join = useJoinPromotion();
  const sign = useSignPromotion();
  const claim = useClaimPromotion();
  const [applying, setApplying] = useState(false);
  const action = promotionAction(promotion);
  if (!action) return null;

  const mutation = { join, sign, claim, apply: null }[action];
  const run = async () => {
    if (!guards.requireRealAccount()) return;
    if (!mutation) {
      setApplying(true);
      return;
    }
    try {
      await mutation.mutateAsync(promotion.id);
      await dialogs.success(t(`promotions.done.${action}`, { title: promotion.title }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void refreshAfterEntryChange(queryClient);
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  return (
    <>
      <Button size={size} loading={mutation?.isPending} onClick={() => void run()}>
        {t(`promotions.actions.${action}`)}
      </Button>
      {applying ? <ApplyDialog promotion={promotion} onClose={() => setApplying(false)} /> : null}
    </>
  );
}

// Writes or changes a promotion (issue 15 item 1): its title and HTML content in each language, the
// period and dates (at the site's clock), who may join, what qualifies, what it pays and the turnover
// the bonus must be bet before withdrawal. The server checks the whole input (the contract's rules)
// and its per-field messages land on the fields; after a save the editor stays open on the stored
// promotion, whose sanitised HTML the previews show.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@playdeck/contract/promotions';
import { useSiteTime } from '../../../lib/site-time';
import { EditDialog } from '../components/EditDialog';
import { useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useSavePromotion } from './api/promotions';
import { PROMOTION_FIELDS, toFormValues, toInput, type PromotionFormValues } from './promotion-form';
import { PromotionFields } from './PromotionFields';

export interface PromotionEditorProps {
  /** The promotion to change; null writes a new one. */
  promotion: Promotion | null;
  onSaved: (promotion: Promotion) => void;
  onClose: () => void;
}

export function PromotionEditor({ promotion, onSaved, onClose }: PromotionEditorProps) {
  const { t } = useTranslation();
  const { offsetMinutes } = useSiteTime();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const savePromotion = useSavePromotion();
  const formId = useId();
  const [stored, setStored] = useState(promotion);
  const [savedHere, setSavedHere] = useState(false);
  const form = useForm<PromotionFormValues>({ defaultValues: toFormValues(promotion, offsetMinutes) });
  const { handleSubmit, reset, setError } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await savePromotion.mutateAsync({
        id: stored?.id ?? null,
        input: toInput(values, offsetMinutes),
      });
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer, offsetMinutes));
      notice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, PROMOTION_FIELDS);
    }
  });

  return (
    <EditDialog
      title={
        stored
          ? t('operator.promotions.form.editTitle', { id: stored.id })
          : t('operator.promotions.form.createTitle')
      }
      formId={formId}
      saving={form.formState.isSubmitting}
      saved={savedHere}
      notice={notice.message}
      onClose={onClose}
      size="lg"
    >
      <PromotionFields form={form} formId={formId} stored={stored} onSubmit={submit} />
    </EditDialog>
  );
}

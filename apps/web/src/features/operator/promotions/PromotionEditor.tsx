// Writes or changes a promotion (issue 15 item 1): its title and HTML content in each language, the
// period and dates (at the site's clock), who may join, what qualifies, what it pays and the turnover
// the bonus must be bet before withdrawal. The server checks the whole input (the contract's rules)
// and its per-field messages land on the fields; after a save the editor stays open on the stored
// promotion, whose sanitised HTML the previews show (use-item-editor).
import type { Promotion } from '@playdeck/contract/promotions';
import { useSiteTime } from '../../../lib/site-time';
import { useSavePromotion } from './api/promotions';
import { ItemEditorDialog } from './ItemEditorDialog';
import { PROMOTION_FIELDS, toFormValues, toInput, type PromotionFormValues } from './promotion-form';
import { PromotionFields } from './PromotionFields';
import { useItemEditor, type ItemEditorEvents } from './use-item-editor';

export interface PromotionEditorProps extends ItemEditorEvents<Promotion> {
  /** The promotion to change; null writes a new one. */
  promotion: Promotion | null;
}

export function PromotionEditor({ promotion, ...events }: PromotionEditorProps) {
  const { offsetMinutes } = useSiteTime();
  const savePromotion = useSavePromotion();
  const { form, stored, submit, dialog } = useItemEditor({
    item: promotion,
    words: 'operator.promotions.form',
    toFormValues: (item: Promotion | null) => toFormValues(item, offsetMinutes),
    toInput: (values: PromotionFormValues) => toInput(values, offsetMinutes),
    save: savePromotion.mutateAsync,
    fields: PROMOTION_FIELDS,
    ...events,
  });
  return (
    <ItemEditorDialog dialog={dialog} size="lg" onSubmit={submit}>
      <PromotionFields form={form} stored={stored} />
    </ItemEditorDialog>
  );
}

// The application of an APPLICATION promotion (SPEC.md §5): a note and up to 3 images, each checked
// in the browser as the server checks it (PNG or JPEG by its bytes, 5 MB at most) before anything is
// sent. A refused file is named with its reason and left out; the accepted ones show as previews and
// can be removed. The server's own refusals land on the note, on the images or on one image.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applicationPayloadSchema, type MemberPromotion } from '@playdeck/contract/promotions';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { ImagePicker, useImagePicker } from '../../../ui/ImagePicker';
import { Modal } from '../../../ui/Modal';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { useApplyToPromotion } from '../api/apply-promotion';
import styles from './promotions.module.css';

const formSchema = applicationPayloadSchema.pick({ note: true });
type FormValues = z.input<typeof formSchema>;

export function ApplyDialog({ promotion, onClose }: { promotion: MemberPromotion; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const apply = useApplyToPromotion();
  const images = useImagePicker();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { note: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({
        id: promotion.id,
        payload: { note: values.note, images: images.base64() },
      });
      onClose();
      await dialogs.success(t('promotions.done.apply'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        await dialogs.warning(t('errors.network'));
        return;
      }
      const { note } = error.fields;
      if (note) setError('note', { message: note });
      const onImages = images.showRefusal(error.fields);
      if (!note && !onImages) await dialogs.warning(error.message);
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('promotions.apply.title', { title: promotion.title })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form="promotion-application" loading={isSubmitting}>
            {t('promotions.apply.submit')}
          </Button>
        </>
      }
    >
      <form id="promotion-application" className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('promotions.apply.note')} errors={errorText(errors.note?.message)}>
          <TextArea
            rows={3}
            maxLength={500}
            placeholder={t('promotions.apply.notePlaceholder')}
            {...register('note')}
          />
        </Field>
        <ImagePicker
          label={t('promotions.apply.images')}
          hint={t('promotions.apply.imagesHint')}
          {...images.picker}
        />
      </form>
    </Modal>
  );
}

// The application of an APPLICATION promotion (SPEC.md §5): a note and up to 3 images, each checked
// in the browser as the server checks it (PNG or JPEG by its bytes, 5 MB at most) before anything is
// sent. A refused file is named with its reason and left out; the accepted ones show as previews and
// can be removed. The server's own refusals land on the note, on the images or on one image.
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  APPLICATION_IMAGES_MAX,
  applicationPayloadSchema,
  type MemberPromotion,
} from '@playdeck/contract/promotions';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { TextArea } from '../../../ui/TextArea';
import { useDialogs } from '../../../ui/dialogs';
import { useApplyToPromotion } from '../api/apply-promotion';
import { checkApplicationImage, imagePreviewUrl, type ImageKind } from '../application-images';
import styles from './promotions.module.css';

const formSchema = applicationPayloadSchema.pick({ note: true });
type FormValues = z.input<typeof formSchema>;

type ChosenImage = { key: number; name: string; kind: ImageKind; base64: string };
type Refusal = { name: string; reason: string };

let nextImageKey = 1;

/** The files' checks, in order; past the third accepted image every file is refused as one too many. */
async function checkFiles(files: File[], alreadyChosen: number) {
  const accepted: ChosenImage[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (alreadyChosen + accepted.length >= APPLICATION_IMAGES_MAX) {
      refused.push({ name: file.name, reason: 'validation.tooManyImages' });
      continue;
    }
    const checked = await checkApplicationImage(file);
    if (checked.ok) {
      accepted.push({ key: nextImageKey++, name: file.name, kind: checked.kind, base64: checked.base64 });
    } else {
      refused.push({ name: file.name, reason: checked.error });
    }
  }
  return { accepted, refused };
}

export function ApplyDialog({ promotion, onClose }: { promotion: MemberPromotion; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const apply = useApplyToPromotion();
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  /** The server's refusal of one image, by its position. */
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { note: '' } });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    const { accepted, refused } = await checkFiles(files, images.length);
    setImages((current) => [...current, ...accepted]);
    setRefusals(refused);
    setImagesError(undefined);
    setImageErrors({});
  };

  const remove = (key: number) => {
    setImages((current) => current.filter((image) => image.key !== key));
    setImageErrors({});
  };

  const submit = handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({
        id: promotion.id,
        payload: { note: values.note, images: images.map((image) => image.base64) },
      });
      onClose();
      await dialogs.success(t('promotions.done.apply'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        await dialogs.warning(t('errors.network'));
        return;
      }
      const { note, images: allImages, ...rest } = error.fields;
      if (note) setError('note', { message: note });
      setImagesError(allImages);
      const byPosition = Object.fromEntries(
        Object.entries(rest)
          .filter(([field]) => /^images\.\d+$/.test(field))
          .map(([field, message]) => [Number(field.slice('images.'.length)), message]),
      );
      setImageErrors(byPosition);
      if (!note && !allImages && Object.keys(byPosition).length === 0) await dialogs.warning(error.message);
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
        <Field
          label={t('promotions.apply.images')}
          hint={t('promotions.apply.imagesHint')}
          errors={errorText(imagesError)}
          input={(control) => (
            <input
              {...control}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(event) => void choose(event)}
            />
          )}
        />
        {refusals.length > 0 ? (
          <ul className={styles.refusals} role="alert" data-testid="image-refusals">
            {refusals.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                {t('promotions.apply.refused', {
                  name: refusal.name,
                  reason: errorText(refusal.reason)?.[0],
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {images.length > 0 ? (
          <ul className={styles.previews} aria-label={t('promotions.apply.images')}>
            {images.map((image, index) => (
              <li key={image.key} className={styles.preview}>
                <img
                  src={imagePreviewUrl(image)}
                  alt={t('promotions.apply.preview', { number: index + 1 })}
                  title={image.name}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove(image.key)}
                  aria-label={t('promotions.apply.remove', { number: index + 1 })}
                >
                  ×
                </Button>
                {imageErrors[index] ? (
                  <span className={styles.imageError}>{errorText(imageErrors[index])?.[0]}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </form>
    </Modal>
  );
}

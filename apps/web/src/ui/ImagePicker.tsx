// Up to 3 images to upload (an activity application's, a feedback's; SPEC.md §5, §9). Each chosen
// file is checked as the server checks it (PNG or JPEG by its bytes, 5 MB at most) before anything is
// sent: a refused file is named with its reason and left out; the accepted ones show as previews that
// can be removed. The form owns the chosen images and hands the server's refusals back: of the images
// as a whole (`error`) and of one image (`imageErrors`, by position), shown under that image.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text';
import {
  checkUploadFiles,
  imageErrorsOf,
  imagePreviewUrl,
  type ChosenImage,
  type RefusedImage,
} from '../lib/upload-images';
import { Button } from './Button';
import { Field } from './Field';
import styles from './ImagePicker.module.css';

export interface ImagePickerProps {
  label: string;
  hint?: string;
  images: ChosenImage[];
  onChange: (images: ChosenImage[]) => void;
  error?: string;
  imageErrors?: Record<number, string>;
}

/**
 * A form's chosen images and the server's refusals of them: `picker` goes to ImagePicker as its
 * props, `base64` into the request, and `showRefusal` puts a refusal's `images` and `images.N`
 * messages on the picker (answering whether it had any). Choosing or removing an image clears them.
 */
export function useImagePicker() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [imageErrors, setImageErrors] = useState<Record<number, string>>({});
  const onChange = (next: ChosenImage[]) => {
    setImages(next);
    setError(undefined);
    setImageErrors({});
  };
  const showRefusal = (fields: Record<string, string>) => {
    const byPosition = imageErrorsOf(fields);
    setError(fields.images);
    setImageErrors(byPosition);
    return fields.images !== undefined || Object.keys(byPosition).length > 0;
  };
  return {
    picker: { images, onChange, error, imageErrors },
    base64: () => images.map((image) => image.base64),
    clear: () => onChange([]),
    showRefusal,
  };
}

export function ImagePicker({ label, hint, images, onChange, error, imageErrors = {} }: ImagePickerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [refusals, setRefusals] = useState<RefusedImage[]>([]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    const { accepted, refused } = await checkUploadFiles(files, images.length);
    setRefusals(refused);
    onChange([...images, ...accepted]);
  };

  return (
    <>
      <Field
        label={label}
        hint={hint}
        errors={errorText(error)}
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
              {t('ui.images.refused', { name: refusal.name, reason: errorText(refusal.reason)?.[0] })}
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.previews} aria-label={label}>
          {images.map((image, index) => (
            <li key={image.key} className={styles.preview}>
              <img
                src={imagePreviewUrl(image)}
                alt={t('ui.images.preview', { number: index + 1 })}
                title={image.name}
              />
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setRefusals([]);
                  onChange(images.filter((other) => other.key !== image.key));
                }}
                aria-label={t('ui.images.remove', { number: index + 1 })}
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
    </>
  );
}

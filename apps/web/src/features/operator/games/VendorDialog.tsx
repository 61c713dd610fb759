// Edit a vendor: its display name, icon and place in the lobby. The form is checked with the
// contract's own rule for the change before anything is sent, and only changed fields are sent.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { vendorUpdateSchema, type OperatorVendor } from '@playdeck/contract/lobby';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { EditDialog } from '../components/EditDialog';
import { useShowRefusal } from '../form-errors';
import { useUpdateVendor } from './api/vendors';
import { changedFields } from './changes';
import { sortOrderText } from './sort-order';
import styles from './desk.module.css';

const formSchema = z
  .object({ displayName: z.string(), iconUrl: z.string(), sortOrder: sortOrderText })
  .transform(({ sortOrder, ...rest }): z.input<typeof vendorUpdateSchema> => ({
    ...rest,
    sortOrder: Number(sortOrder),
  }))
  .pipe(vendorUpdateSchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELDS = ['displayName', 'iconUrl', 'sortOrder'] as const;

export function VendorDialog({
  vendor,
  onClose,
  onSaved,
}: {
  vendor: OperatorVendor;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const update = useUpdateVendor();
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      displayName: vendor.displayName,
      iconUrl: vendor.iconUrl,
      sortOrder: String(vendor.sortOrder),
    },
  });

  const submit = handleSubmit(async (values) => {
    const change = changedFields(values, vendor);
    if (Object.keys(change).length === 0) return onClose();
    try {
      await update.mutateAsync({ code: vendor.code, change });
      onSaved();
      onClose();
    } catch (error) {
      await showRefusal(error, setError, FIELDS);
    }
  });

  return (
    <EditDialog
      title={t('operator.games.vendors.editTitle', { code: vendor.code })}
      formId={formId}
      saving={isSubmitting}
      onClose={onClose}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={t('operator.games.vendors.displayName')}
          required
          errors={errorText(errors.displayName?.message)}
        >
          <TextInput autoComplete="off" {...register('displayName')} />
        </Field>
        <Field
          label={t('operator.games.vendors.iconUrl')}
          required
          hint={t('operator.games.vendors.iconHint')}
          errors={errorText(errors.iconUrl?.message)}
        >
          <TextInput autoComplete="off" {...register('iconUrl')} />
        </Field>
        <Field
          label={t('operator.games.vendors.sortOrder')}
          required
          hint={t('operator.games.vendors.sortOrderHint')}
          errors={errorText(errors.sortOrder?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" {...register('sortOrder')} />
        </Field>
      </form>
    </EditDialog>
  );
}

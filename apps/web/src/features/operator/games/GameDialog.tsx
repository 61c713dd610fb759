// Edit a game: its names (an empty Vietnamese name means the English one stands in), icon, hot mark,
// free trial, sub-type and order. The form is checked with the contract's own rule for the change
// before anything is sent, and only changed fields are sent.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { gameUpdateSchema, type OperatorGame } from '@playdeck/contract/lobby';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Checkbox } from '../components/Checkbox';
import { EditDialog } from '../components/EditDialog';
import { useShowRefusal } from '../form-errors';
import { useUpdateGame } from './api/games';
import { changedFields } from './changes';
import { sortOrderText } from './sort-order';
import styles from './desk.module.css';

const formSchema = z
  .object({
    name: z.string(),
    nameVi: z.string(),
    iconUrl: z.string(),
    isHot: z.boolean(),
    /** Checked: a free trial is offered, which the API writes as supportPlay 0. */
    freeTrial: z.boolean(),
    gameClassify: z.string(),
    sortOrder: sortOrderText,
  })
  .transform(
    ({ nameVi, isHot, freeTrial, gameClassify, sortOrder, ...rest }): z.input<typeof gameUpdateSchema> => ({
      ...rest,
      nameVi: nameVi.trim() || null,
      isHot: isHot ? 1 : 0,
      supportPlay: freeTrial ? 0 : 1,
      gameClassify: gameClassify.trim() || null,
      sortOrder: Number(sortOrder),
    }),
  )
  .pipe(gameUpdateSchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** The API's field names and the form's. */
const FIELDS = {
  name: 'name',
  nameVi: 'nameVi',
  iconUrl: 'iconUrl',
  isHot: 'isHot',
  supportPlay: 'freeTrial',
  gameClassify: 'gameClassify',
  sortOrder: 'sortOrder',
} as const;

export function GameDialog({
  game,
  onClose,
  onSaved,
}: {
  game: OperatorGame;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const update = useUpdateGame();
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: game.name,
      nameVi: game.nameVi ?? '',
      iconUrl: game.iconUrl,
      isHot: game.isHot === 1,
      freeTrial: game.supportPlay === 0,
      gameClassify: game.gameClassify ?? '',
      sortOrder: String(game.sortOrder),
    },
  });

  const submit = handleSubmit(async (values) => {
    const change = changedFields(values, game);
    if (Object.keys(change).length === 0) return onClose();
    try {
      await update.mutateAsync({ id: game.id, change });
      onSaved();
      onClose();
    } catch (error) {
      await showRefusal(error, setError, FIELDS);
    }
  });

  return (
    <EditDialog
      title={t('operator.games.games.editTitle', { code: game.gameCode })}
      formId={formId}
      saving={isSubmitting}
      onClose={onClose}
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('operator.games.games.name')} required errors={errorText(errors.name?.message)}>
          <TextInput autoComplete="off" {...register('name')} />
        </Field>
        <Field
          label={t('operator.games.games.nameVi')}
          hint={t('operator.games.games.nameViHint')}
          errors={errorText(errors.nameVi?.message)}
        >
          <TextInput autoComplete="off" lang="vi" {...register('nameVi')} />
        </Field>
        <Field
          label={t('operator.games.games.iconUrl')}
          required
          hint={t('operator.games.games.iconHint')}
          errors={errorText(errors.iconUrl?.message)}
        >
          <TextInput autoComplete="off" {...register('iconUrl')} />
        </Field>
        <div className={styles.checks}>
          <Checkbox
            label={t('operator.games.games.hotField')}
            errors={errorText(errors.isHot?.message)}
            {...register('isHot')}
          />
          <Checkbox
            label={t('operator.games.games.freeTrialField')}
            errors={errorText(errors.freeTrial?.message)}
            {...register('freeTrial')}
          />
        </div>
        <div className={styles.formRow}>
          <Field
            label={t('operator.games.games.gameClassify')}
            hint={t('operator.games.games.gameClassifyHint')}
            errors={errorText(errors.gameClassify?.message)}
          >
            <TextInput autoComplete="off" {...register('gameClassify')} />
          </Field>
          <Field
            label={t('operator.games.games.sortOrder')}
            required
            hint={t('operator.games.games.sortOrderHint')}
            errors={errorText(errors.sortOrder?.message)}
          >
            <TextInput inputMode="numeric" autoComplete="off" {...register('sortOrder')} />
          </Field>
        </div>
      </form>
    </EditDialog>
  );
}

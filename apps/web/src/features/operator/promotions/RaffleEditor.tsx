// Schedules a raffle draw or changes an open one: its title in each language, when it draws (at the
// site's clock, whatever the browser's zone) and its prizes by rank, a list the operator grows and
// shrinks between 1 and 20 rows. The server checks the whole input (the contract's rules): its
// per-field messages land on the fields, a prize's on its row ("prizes.2") and one about the whole
// list above the list; a draw held meanwhile comes back as a warning. After a save the editor stays
// open on the stored draw.
import { useId, useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorRaffleDraw } from '@playdeck/contract/raffle';
import { useErrorText } from '../../../lib/error-text';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { CellInput } from '../components/CellInput';
import { EditDialog } from '../components/EditDialog';
import { EditableRowsTable } from '../components/EditableRowsTable';
import { useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useSaveDraw } from './api/raffle';
import {
  DRAW_FIELDS,
  PRIZES_MAX,
  emptyPrize,
  toFormValues,
  toInput,
  type DrawFormValues,
} from './raffle-form';
import { LANGUAGES } from './reward-form-values';
import layout from '../components/form-layout.module.css';
import styles from './promotions.module.css';

const FORM = 'operator.promotions.raffle.form';

type Form = UseFormReturn<DrawFormValues>;

export interface RaffleEditorProps {
  /** The open draw to change; null schedules a new one. */
  draw: OperatorRaffleDraw | null;
  onSaved: (draw: OperatorRaffleDraw) => void;
  onClose: () => void;
}

export function RaffleEditor({ draw, onSaved, onClose }: RaffleEditorProps) {
  const { t } = useTranslation();
  const { offsetMinutes } = useSiteTime();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const saveDraw = useSaveDraw();
  const formId = useId();
  const [stored, setStored] = useState(draw);
  const [savedHere, setSavedHere] = useState(false);
  const form = useForm<DrawFormValues>({ defaultValues: toFormValues(draw, offsetMinutes) });
  const { handleSubmit, reset, setError, clearErrors } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await saveDraw.mutateAsync({
        id: stored?.id ?? null,
        input: toInput(values, offsetMinutes),
      });
      setStored(answer);
      setSavedHere(true);
      reset(toFormValues(answer, offsetMinutes));
      notice.show(t('operator.saved'));
      onSaved(answer);
    } catch (error) {
      await showRefusal(error, setError, DRAW_FIELDS);
    }
  });

  return (
    <EditDialog
      title={stored ? t(`${FORM}.editTitle`, { id: stored.id }) : t(`${FORM}.createTitle`)}
      formId={formId}
      saving={form.formState.isSubmitting}
      saved={savedHere}
      notice={notice.message}
      onClose={onClose}
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          // A message on the whole prize list is no field's: it would otherwise outlive its cause.
          clearErrors();
          return submit(event);
        }}
      >
        <DrawGroup form={form} />
        <PrizesGroup form={form} />
      </form>
    </EditDialog>
  );
}

function DrawGroup({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { zoneLabel } = useSiteTime();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className={styles.group}>
      <legend className={layout.legend}>{t(`${FORM}.draw`)}</legend>
      {LANGUAGES.map((language) => (
        <Field
          key={language}
          label={t(`${FORM}.title`, { language: t(`operator.languages.${language}`) })}
          required
          errors={errorText(errors.title?.[language]?.message)}
        >
          <TextInput maxLength={80} autoComplete="off" {...register(`title.${language}`)} />
        </Field>
      ))}
      <Field
        label={t(`${FORM}.drawsAt`)}
        required
        hint={t(`${FORM}.drawsAtHint`, { zone: zoneLabel })}
        errors={errorText(errors.drawsAt?.message)}
      >
        <TextInput type="datetime-local" {...register('drawsAt')} />
      </Field>
    </fieldset>
  );
}

/** The prizes by rank: a row each with its amount and Remove, then Add while there are fewer than 20. */
function PrizesGroup({ form }: { form: Form }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const prizes = useFieldArray({ control, name: 'prizes' });
  const listMessage = errorText(errors.prizes?.message ?? errors.prizes?.root?.message)?.[0];
  return (
    <fieldset className={styles.group}>
      <legend className={layout.legend}>{t(`${FORM}.prizes`)}</legend>
      <p className={`${layout.plain} ${styles.wide}`}>{t(`${FORM}.prizesHint`, { max: PRIZES_MAX })}</p>
      {listMessage ? (
        <p className={`${styles.choicesError} ${styles.wide}`} role="alert">
          {listMessage}
        </p>
      ) : null}
      <div className={styles.wide}>
        <EditableRowsTable
          rows={prizes.fields}
          emptyText={t(`${FORM}.noPrizes`)}
          label={t(`${FORM}.prizes`)}
          testId="raffle-prizes"
          density="compact"
          head={
            <>
              <th scope="col">{t(`${FORM}.rank`)}</th>
              <th scope="col">{t(`${FORM}.amount`)}</th>
            </>
          }
          cells={(_row, index) => (
            <>
              <td>{index + 1}</td>
              <td className={styles.rateCell}>
                <CellInput
                  label={t(`${FORM}.prizeLabel`, { rank: index + 1 })}
                  error={errorText(errors.prizes?.[index]?.amount?.message)?.[0]}
                  inputMode="decimal"
                  autoComplete="off"
                  {...register(`prizes.${index}.amount`)}
                />
              </td>
            </>
          )}
          removeLabel={(rank) => t(`${FORM}.removePrize`, { rank })}
          onRemove={prizes.remove}
        />
      </div>
      <div>
        <Button
          variant="secondary"
          disabled={prizes.fields.length >= PRIZES_MAX}
          onClick={() => prizes.append(emptyPrize())}
        >
          {t(`${FORM}.addPrize`)}
        </Button>
      </div>
    </fieldset>
  );
}

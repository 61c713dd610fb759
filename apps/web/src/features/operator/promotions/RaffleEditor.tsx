// Schedules a raffle draw or changes an open one: its title in each language, when it draws (at the
// site's clock, whatever the browser's zone) and its prizes by rank, a list the operator grows and
// shrinks between 1 and 20 rows. The server checks the whole input (the contract's rules): its
// per-field messages land on the fields, a prize's on its row ("prizes.2") and one about the whole
// list above the list; a draw held meanwhile comes back as a warning. After a save the editor stays
// open on the stored draw (use-item-editor).
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { OperatorRaffleDraw } from '@playdeck/contract/raffle';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { CellInput } from '../components/CellInput';
import { EditableRowsTable } from '../components/EditableRowsTable';
import { useSaveDraw } from './api/raffle';
import { LanguageFields } from './EditorFields';
import { FieldGroup } from './FieldGroup';
import { ItemEditorDialog } from './ItemEditorDialog';
import {
  DRAW_FIELDS,
  PRIZES_MAX,
  emptyPrize,
  toFormValues,
  toInput,
  type DrawFormValues,
} from './raffle-form';
import { useFormFields } from './use-form-fields';
import { useItemEditor, type ItemEditorEvents } from './use-item-editor';
import layout from '../components/form-layout.module.css';
import styles from './promotions.module.css';

const FORM = 'operator.promotions.raffle.form';

type Form = UseFormReturn<DrawFormValues>;

export interface RaffleEditorProps extends ItemEditorEvents<OperatorRaffleDraw> {
  /** The open draw to change; null schedules a new one. */
  draw: OperatorRaffleDraw | null;
}

export function RaffleEditor({ draw, ...events }: RaffleEditorProps) {
  const { offsetMinutes } = useSiteTime();
  const saveDraw = useSaveDraw();
  const { form, submit, dialog } = useItemEditor({
    item: draw,
    words: FORM,
    toFormValues: (item: OperatorRaffleDraw | null) => toFormValues(item, offsetMinutes),
    toInput: (values: DrawFormValues) => toInput(values, offsetMinutes),
    save: saveDraw.mutateAsync,
    fields: DRAW_FIELDS,
    ...events,
  });
  return (
    <ItemEditorDialog
      dialog={dialog}
      onSubmit={(event) => {
        // A message on the whole prize list is no field's: it would otherwise outlive its cause.
        form.clearErrors();
        return submit(event);
      }}
    >
      <DrawGroup form={form} />
      <PrizesGroup form={form} />
    </ItemEditorDialog>
  );
}

function DrawGroup({ form }: { form: Form }) {
  const { t, errorText, register, errors } = useFormFields(form);
  const { zoneLabel } = useSiteTime();
  return (
    <FieldGroup legend={t(`${FORM}.draw`)}>
      <LanguageFields
        form={form}
        name="title"
        label={(language) => t(`${FORM}.title`, { language })}
        maxLength={80}
      />
      <Field
        label={t(`${FORM}.drawsAt`)}
        required
        hint={t(`${FORM}.drawsAtHint`, { zone: zoneLabel })}
        errors={errorText(errors.drawsAt?.message)}
      >
        <TextInput type="datetime-local" {...register('drawsAt')} />
      </Field>
    </FieldGroup>
  );
}

/** The prizes by rank: a row each with its amount and Remove, then Add while there are fewer than 20. */
function PrizesGroup({ form }: { form: Form }) {
  const { t, errorText, register, errors } = useFormFields(form);
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const listMessage = errorText(errors.prizes?.message ?? errors.prizes?.root?.message)?.[0];
  return (
    <FieldGroup legend={t(`${FORM}.prizes`)}>
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
    </FieldGroup>
  );
}

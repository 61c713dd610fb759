// The VIP ladder tab: an editable table of levels (level, name, min valid bet, min deposit, upgrade
// bonus; money as decimal strings), rows added and removed, and one save that replaces the whole
// ladder. The contract's own ladder rule checks it first; a refusal's messages, keyed like
// "levels.2.minDeposit", land on the matching cell either way.
import { useForm, useFieldArray, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VIP_LEVEL_MAX, VIP_LEVELS_MAX, vipLadderSchema, type VipLevel } from '@playdeck/contract/vip';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useReplaceVipLevels, useVipLevels } from './api/vip-levels';
import { VipLadderTable, VIP_COLUMNS, type VipRow } from './VipLadderTable';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

/** A level as typed: whole digits, else NaN, which the contract refuses with the level's own message. */
const levelNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

const rowSchema = z.object({
  level: z.string(),
  name: z.string(),
  minValidBet: z.string(),
  minDeposit: z.string(),
  upgradeBonus: z.string(),
});
const formSchema = z
  .object({ levels: z.array(rowSchema) })
  .transform(({ levels }) => ({ levels: levels.map((row) => ({ ...row, level: levelNumber(row.level) })) }))
  .pipe(vipLadderSchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toForm = (levels: readonly VipLevel[]): FormInput => ({
  levels: levels.map((level) => ({ ...level, level: String(level.level) })),
});

export function VipLadderTab() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  return (
    <Panel title={t('operator.games.vip.title')} headingLevel={2}>
      <PanelNote className={styles.lead}>{t('operator.games.vip.lead')}</PanelNote>
      <QueryState query={levels} />
      {levels.data ? <VipLadderForm levels={levels.data} /> : null}
    </Panel>
  );
}

function VipLadderForm({ levels }: { levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const showRefusal = useShowRefusal();
  const replace = useReplaceVipLevels();
  const saved = useSavedNotice();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(levels),
  });
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const rows = useFieldArray({ control, name: 'levels' });

  const addRow = () => {
    const current = getValues('levels');
    const last = current.at(-1);
    const highest = Math.max(-1, ...current.map((row) => levelNumber(row.level)).filter(Number.isFinite));
    const level = Math.min(highest + 1, VIP_LEVEL_MAX);
    const row: VipRow = {
      level: String(level),
      name: t('operator.games.vip.newName', { level }),
      minValidBet: last?.minValidBet ?? '0.00',
      minDeposit: last?.minDeposit ?? '0.00',
      upgradeBonus: '0.00',
    };
    rows.append(row);
  };

  const submit = handleSubmit(async (ladder) => {
    if (ladder.levels.length === 0) {
      const confirmed = await dialogs.confirm({
        message: t('operator.games.vip.confirmEmpty'),
        danger: true,
      });
      if (!confirmed) return;
    }
    try {
      reset(toForm(await replace.mutateAsync(ladder)));
      saved.show(t('operator.saved'));
    } catch (error) {
      const cells = ladder.levels.flatMap((_, index) =>
        VIP_COLUMNS.map((column) => `levels.${index}.${column}` as Path<FormInput>),
      );
      await showRefusal(error, setError, cells);
    }
  });

  const ladderError = errors.levels?.message ?? errors.levels?.root?.message;
  return (
    <form className={styles.vipForm} onSubmit={submit} noValidate>
      {ladderError ? (
        <p className={styles.cellError} role="alert">
          {errorText(ladderError)?.[0]}
        </p>
      ) : null}
      <IfAllowed disable>
        <VipLadderTable form={form} rows={rows.fields} onRemove={rows.remove} />
      </IfAllowed>
      <IfAllowed>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={addRow} disabled={rows.fields.length >= VIP_LEVELS_MAX}>
            {t('operator.games.vip.add')}
          </Button>
          <span className={styles.spacer} />
          {isDirty ? <span className={styles.current}>{t('operator.games.vip.unsaved')}</span> : null}
          <SavedNotice message={saved.message} />
          <Button
            variant="secondary"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(toForm(levels))}
          >
            {t('operator.games.vip.discard')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('operator.save')}
          </Button>
        </div>
      </IfAllowed>
    </form>
  );
}

// The offer of a contract to a direct child agent (AGENTS.md §2): a type the agent holds an ACTIVE
// contract of, a category (all games or one), and tiers, pre-filled with the agent's own tiers of
// that type and category, which are the ceiling: no child tier may pay more than the agent's best
// tier at or below its thresholds. The contract's schema checks the form first; a refusal's messages
// land on the tier inputs they name (`tiers.<index>.<field>`), anything else above the form. Sent,
// the offer's status shows, and whether it is flagged (the child gave its own downlines more).
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@playdeck/contract/agent';
import {
  CONTRACT_CATEGORIES,
  type Consolidated,
  type Contract,
  type ContractCategory,
  type ContractType,
} from '@playdeck/contract/contracts';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { useOfferContract } from '../api/offer-contract';
import { allowsFixedAmount, offerableTypes, ownContract, ownContracts } from '../contract-types';
import { useContractText } from '../hooks/useContractText';
import {
  EMPTY_TIER,
  offerFormSchema,
  rowsOf,
  tierFieldOf,
  TIERS_MAX,
  type OfferFormInput,
  type OfferFormOutput,
  type Payout,
} from '../tier-form';
import { TierFields, type OfferForm } from './TierFields';
import { TiersTable } from './TiersTable';
import styles from './contracts.module.css';

export interface OfferDialogProps {
  open: boolean;
  child: Downline;
  /** The child's contracts from the agent in force or awaiting an answer. */
  held: readonly Contract[];
  consolidated: Consolidated;
  onClose: () => void;
}

export function OfferDialog({ open, child, held, consolidated, onClose }: OfferDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('agent.contracts.offer.title', { username: child.username })}
      size="lg"
    >
      {open ? <OfferBody child={child} held={held} consolidated={consolidated} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The agent's own tiers of a type and category as the form's rows, or one blank tier. */
function ceilingRows(consolidated: Consolidated, type: ContractType, category: ContractCategory) {
  const own = ownContract(consolidated, type, category);
  return own ? rowsOf(own.tiers) : { payout: 'rate' as Payout, tiers: [EMPTY_TIER] };
}

/** A re-offer starts from the child's current type and category; a first offer from the agent's first. */
function initialValues(held: readonly Contract[], consolidated: Consolidated): OfferFormInput {
  const types = offerableTypes(consolidated);
  const current = held.find((contract) => types.includes(contract.type));
  const type = current?.type ?? types[0]!;
  const category = current?.category ?? ownContracts(consolidated, type)[0]?.category ?? 'ALL';
  return { type, category, ...ceilingRows(consolidated, type, category) };
}

function OfferBody({ child, held, consolidated, onClose }: Omit<OfferDialogProps, 'open'>) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const [sent, setSent] = useState<Contract | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<OfferFormInput, unknown, OfferFormOutput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: initialValues(held, consolidated),
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const [type, category, chosenPayout] = form.watch(['type', 'category', 'payout']);
  // Only the wages may pay a fixed amount: any other type pays a rate, whatever was chosen before.
  const payout = allowsFixedAmount(type) ? chosenPayout : 'rate';

  // Another type or category: its own ceiling fills the tiers again.
  const prefill = (nextType: ContractType, nextCategory: ContractCategory) => {
    const rows = ceilingRows(consolidated, nextType, nextCategory);
    form.clearErrors();
    form.setValue('category', nextCategory);
    form.setValue('payout', rows.payout);
    tiers.replace(rows.tiers);
  };
  // Another type keeps the category when the agent holds it for that type too, else takes the first
  // one the agent holds.
  const changeType = (nextType: ContractType) => {
    const categories = ownContracts(consolidated, nextType).map((contract) => contract.category);
    const current = form.getValues('category');
    prefill(nextType, categories.includes(current) ? current : (categories[0] ?? current));
  };

  const submit = form.handleSubmit(async (payload) => {
    setGeneral([]);
    try {
      setSent(await offer.mutateAsync({ holderId: child.id, ...payload }));
    } catch (error) {
      setGeneral(placeRefusal(error, form, payout, t('errors.network')));
    }
  });

  if (sent) return <OfferSent offer={sent} username={child.username} onClose={onClose} />;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('agent.contracts.offer.title', { username: child.username })}
    >
      <GeneralErrors messages={general} form={form} />
      <OfferChoices form={form} consolidated={consolidated} onType={changeType} onCategory={prefill} />
      <CeilingNote consolidated={consolidated} type={type} category={category} />
      <CurrentContract held={held} type={type} category={category} username={child.username} />
      {tiers.fields.map((field, index) => (
        <TierFields
          key={field.id}
          form={form}
          index={index}
          type={type}
          payout={payout}
          onRemove={tiers.fields.length > 1 ? () => tiers.remove(index) : undefined}
        />
      ))}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={tiers.fields.length >= TIERS_MAX}
          onClick={() => tiers.append({ ...EMPTY_TIER })}
        >
          {t('agent.contracts.offer.addTier')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('agent.contracts.offer.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Puts a refusal's tier messages on their inputs (and the type's or category's on theirs); answers
 * what is left to say above the form: the refusal's message and any field message no input took.
 */
function placeRefusal(error: unknown, form: OfferForm, payout: Payout, fallback: string): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path === 'type' || path === 'category' ? path : tierFieldOf(path, payout);
    if (field) form.setError(field, { message }, { shouldFocus: false });
    else unplaced.push(message);
  }
  return [error.message, ...unplaced];
}

function GeneralErrors({ messages, form }: { messages: string[]; form: OfferForm }) {
  const errorText = useErrorText();
  const tiersError = form.formState.errors.tiers;
  const own = errorText(tiersError?.message ?? tiersError?.root?.message) ?? [];
  const all = [...messages, ...own];
  if (all.length === 0) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="offer-errors">
      <p>{all[0]}</p>
      {all.length > 1 ? (
        <ul>
          {all.slice(1).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OfferChoices({
  form,
  consolidated,
  onType,
  onCategory,
}: {
  form: OfferForm;
  consolidated: Consolidated;
  onType: (type: ContractType) => void;
  onCategory: (type: ContractType, category: ContractCategory) => void;
}) {
  const { t } = useTranslation();
  const text = useContractText();
  const errorText = useErrorText();
  const { errors } = form.formState;
  const type = form.watch('type');
  return (
    <div className={styles.choices}>
      <Field label={t('agent.contracts.type')} required errors={errorText(errors.type?.message)}>
        <Select
          {...form.register('type', {
            onChange: (event) => onType(event.target.value as ContractType),
          })}
        >
          {offerableTypes(consolidated).map((option) => (
            <option key={option} value={option}>
              {text.type(option)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('agent.contracts.category')} required errors={errorText(errors.category?.message)}>
        <Select
          {...form.register('category', {
            onChange: (event) => onCategory(form.getValues('type'), event.target.value as ContractCategory),
          })}
        >
          {CONTRACT_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {text.category(option)}
            </option>
          ))}
        </Select>
      </Field>
      {allowsFixedAmount(type) ? (
        <Field label={t('agent.contracts.offer.payout')}>
          <Select {...form.register('payout')}>
            <option value="rate">{t('agent.contracts.offer.payoutRate')}</option>
            <option value="fixed">{t('agent.contracts.offer.payoutFixed')}</option>
          </Select>
        </Field>
      ) : null}
    </div>
  );
}

/** Says whose tiers fill the form, or that the agent holds none of this type and category. */
function CeilingNote({
  consolidated,
  type,
  category,
}: {
  consolidated: Consolidated;
  type: ContractType;
  category: ContractCategory;
}) {
  const { t } = useTranslation();
  const text = useContractText();
  const own = ownContract(consolidated, type, category);
  if (own) return <PanelNote>{t('agent.contracts.offer.ceiling', { issuer: text.issuer(own) })}</PanelNote>;
  return (
    <p className={styles.warning} data-testid="offer-uncovered">
      {t('agent.contracts.offer.uncovered', { name: text.name({ type, category }) })}
    </p>
  );
}

/** The child's contract (or offer) of this type and category from the agent, to compare with. */
function CurrentContract({
  held,
  type,
  category,
  username,
}: {
  held: readonly Contract[];
  type: ContractType;
  category: ContractCategory;
  username: string;
}) {
  const { t } = useTranslation();
  const text = useContractText();
  const current = held.filter((contract) => contract.type === type && contract.category === category);
  return current.map((contract) => (
    <div key={contract.id} className={styles.stack}>
      <h3 className={styles.subtitle}>
        {t('agent.contracts.offer.current', { username })} ({text.status(contract.status)})
      </h3>
      <TiersTable
        type={type}
        tiers={contract.tiers}
        label={t('agent.contracts.offer.current', { username })}
        testId={`current-contract-${contract.id}`}
      />
    </div>
  ));
}

function OfferSent({ offer, username, onClose }: { offer: Contract; username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useContractText();
  return (
    <div className={styles.stack} role="status" data-testid="offer-sent">
      <p>{t('agent.contracts.offer.sent', { username, status: text.status(offer.status) })}</p>
      <p className={offer.downlineHigherRate ? styles.warning : undefined}>
        {offer.downlineHigherRate
          ? t('agent.contracts.offer.flagged', { username })
          : t('agent.contracts.offer.notFlagged', { username })}
      </p>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('ui.close')}</Button>
      </div>
    </div>
  );
}

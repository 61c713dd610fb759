// Issuing a platform contract: the operator picks a top-level agent (from the site's top-level agents,
// each with how many active contracts it holds) and offers it a contract of one type and game
// category, as ordered tiers. The type's settings (tier count, rate bounds, whether it is on) are
// shown beside the tiers. The form is checked by the contract's own schema before asking; a refusal's
// messages land on their fields, a tier's on its row ("tiers.1.rate").
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_CATEGORIES, CONTRACT_TYPES, type ContractType } from '@playdeck/contract/contracts';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { useDialogs } from '../../../ui/dialogs';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { refusalFields, setFieldErrors, useApiMessage } from '../form-errors';
import { useOfferContract, useTopAgents } from './api/contracts';
import { useContractSettings } from './api/settings';
import { useContractWords } from './contract-words';
import {
  OFFER_TIERS_MAX,
  checkOffer,
  emptyOffer,
  emptyTier,
  paysFixed,
  placeOfferErrors,
  tierColumns,
  toOfferBody,
  type OfferFormValues,
} from './offer-form';
import { TierEditor } from './TierEditor';
import styles from './contracts.module.css';
import { IfAllowed } from '../components/staff-rights';

/** Refusals without per-field messages that are still about one field. */
const CODE_FIELDS: Record<string, Path<OfferFormValues>> = {
  CONTRACT_HOLDER_INVALID: 'holderId',
  CONTRACT_TYPE_DISABLED: 'type',
};

/** The type's settings as a line: whether it is on, how many tiers, which rates. */
function useTypeNote(type: ContractType): { text: string; disabled: boolean; tierCount: number } | null {
  const { t } = useTranslation();
  const settings = useContractSettings().data?.types[type];
  if (!settings) return null;
  return {
    text: settings.enabled
      ? t('operator.contracts.offer.typeNote', {
          count: settings.tierCount,
          min: settings.minRate,
          max: settings.maxRate,
        })
      : t('operator.contracts.offer.typeDisabled'),
    disabled: !settings.enabled,
    tierCount: settings.tierCount,
  };
}

export function IssueTab() {
  const { t } = useTranslation();
  const words = useContractWords();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const offer = useOfferContract();
  const notice = useSavedNotice();
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues>({ defaultValues: emptyOffer() });
  const rows = useFieldArray({ control, name: 'tiers' });
  const [type, payout] = useWatch({ control, name: ['type', 'payout'] });
  const agents = useTopAgents();
  const agentList = agents.data?.list;
  const noAgents = agentList?.length === 0;
  const typeNote = useTypeNote(type);
  const columns = tierColumns(type, payout);
  const tiersMax = Math.min(OFFER_TIERS_MAX, typeNote?.tierCount ?? OFFER_TIERS_MAX);

  /** Puts messages on their fields; shows those no field takes in one warning. */
  const showErrors = async (messages: Record<string, string>, values: OfferFormValues) => {
    const placed = placeOfferErrors(messages, values);
    setFieldErrors(setError, placed.fields);
    if (placed.others.length > 0) {
      await dialogs.warning(placed.others.map((message) => errorText(message)?.[0] ?? message).join('\n'));
    }
  };

  const submit = handleSubmit(async (values) => {
    const problems = checkOffer(values);
    if (Object.keys(problems).length > 0) return showErrors(problems, values);
    try {
      const contract = await offer.mutateAsync(toOfferBody(values));
      reset(emptyOffer());
      notice.show(
        t('operator.contracts.offer.offered', {
          id: contract.id,
          username: contract.holder.username,
          type: words.type(contract.type),
        }),
      );
    } catch (error) {
      const fields = refusalFields(error);
      const codeField = error instanceof ApiError ? CODE_FIELDS[error.code] : undefined;
      if (Object.keys(fields).length > 0) await showErrors(fields, values);
      else if (codeField)
        setError(codeField, { type: 'server', message: apiMessage(error) }, { shouldFocus: true });
      else await dialogs.warning(apiMessage(error));
    }
  });

  const holderHint = agents.isPending
    ? t('operator.contracts.offer.agentsLoading')
    : agentList === undefined
      ? t('operator.contracts.offer.agentsFailed', { message: apiMessage(agents.error) })
      : noAgents
        ? t('operator.contracts.offer.noAgents')
        : t('operator.contracts.offer.holderHint');
  const tiersMessage = errors.tiers?.message ?? errors.tiers?.root?.message;
  return (
    <Panel title={t('operator.contracts.offer.title')} headingLevel={2}>
      <PanelNote className={styles.lead}>{t('operator.contracts.offer.lead')}</PanelNote>
      <form
        className={styles.form}
        noValidate
        aria-label={t('operator.contracts.offer.title')}
        onSubmit={(event) => {
          clearErrors();
          return submit(event);
        }}
      >
        <IfAllowed disable>
          <div className={styles.grid}>
            <Field
              label={t('operator.contracts.offer.holder')}
              required
              hint={holderHint}
              errors={errorText(errors.holderId?.message)}
            >
              <Select {...register('holderId')}>
                <option value="">{t('operator.contracts.offer.chooseAgent')}</option>
                {agentList?.map((agent) => (
                  <option key={agent.id} value={String(agent.id)}>
                    {t('operator.contracts.offer.agentOption', {
                      username: agent.username,
                      id: agent.id,
                      count: agent.activeContracts,
                    })}
                  </option>
                ))}
              </Select>
              {agents.error && agentList === undefined ? (
                <Button size="sm" variant="secondary" onClick={() => void agents.refetch()}>
                  {t('errors.retry')}
                </Button>
              ) : null}
            </Field>
            <Field
              label={t('operator.contracts.columns.type')}
              required
              hint={typeNote?.text}
              errors={errorText(errors.type?.message)}
            >
              <Select {...register('type')}>
                {CONTRACT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {words.type(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('operator.contracts.columns.category')}
              required
              errors={errorText(errors.category?.message)}
            >
              <Select {...register('category')}>
                {CONTRACT_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {words.category(value)}
                  </option>
                ))}
              </Select>
            </Field>
            {paysFixed(type) ? (
              <Field
                label={t('operator.contracts.offer.payout')}
                hint={t('operator.contracts.offer.payoutHint')}
              >
                <Select {...register('payout')}>
                  <option value="RATE">{t('operator.contracts.offer.payouts.RATE')}</option>
                  <option value="FIXED">{t('operator.contracts.offer.payouts.FIXED')}</option>
                </Select>
              </Field>
            ) : null}
          </div>
          <div className={styles.tiers}>
            <h3 className={styles.subTitle}>{t('operator.contracts.offer.tiers')}</h3>
            <PanelNote>{t(`operator.contracts.offer.tierHints.${type}`)}</PanelNote>
            {tiersMessage ? (
              <p className={styles.error} role="alert">
                {errorText(tiersMessage)?.[0]}
              </p>
            ) : null}
            <TierEditor
              type={type}
              columns={columns}
              rows={rows.fields}
              register={register}
              errors={errors}
              onRemove={rows.remove}
            />
          </div>
        </IfAllowed>
        <IfAllowed>
          <div className={styles.formActions}>
            <Button
              variant="secondary"
              disabled={rows.fields.length >= tiersMax}
              onClick={() => rows.append(emptyTier())}
            >
              {t('operator.contracts.offer.addTier')}
            </Button>
            <span className={styles.spacer} />
            <SavedNotice message={notice.message} />
            <Button type="submit" loading={isSubmitting} disabled={noAgents}>
              {t('operator.contracts.offer.submit')}
            </Button>
          </div>
        </IfAllowed>
      </form>
    </Panel>
  );
}

// The live chat models (channels) visitors choose from: their names in both languages, order and
// whether they are offered; a new one by its code. Each row saves on its own.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorLivechatModel } from '@playdeck/contract/livechat';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { QueryState } from '../components/QueryState';
import { useApiMessage } from '../form-errors';
import { useLivechatModels, useSaveLivechatModel } from './api/desk';
import styles from './support.module.css';
import { IfAllowed } from '../components/staff-rights';

const EMPTY: OperatorLivechatModel = { code: '', nameVi: '', nameEn: '', sortOrder: 0, enabled: true };

function ModelRow({ model, isNew = false }: { model: OperatorLivechatModel; isNew?: boolean }) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const save = useSaveLivechatModel();
  const [draft, setDraft] = useState(model);
  const [message, setMessage] = useState<string | null>(null);
  const set = <Key extends keyof OperatorLivechatModel>(key: Key, value: OperatorLivechatModel[Key]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const label = (key: string) => t(`operator.support.models.${key}`);
  const submit = async () => {
    setMessage(null);
    try {
      await save.mutateAsync({ model: draft, isNew });
      setMessage(t('operator.saved'));
      if (isNew) setDraft(EMPTY);
    } catch (error) {
      setMessage(apiMessage(error));
    }
  };
  return (
    <tr>
      <td>
        {isNew ? (
          <input
            className={styles.cell}
            aria-label={label('code')}
            value={draft.code}
            onChange={(event) => set('code', event.target.value)}
          />
        ) : (
          <code>{model.code}</code>
        )}
      </td>
      <td>
        <input
          className={styles.cell}
          aria-label={`${label('nameVi')} ${draft.code}`}
          value={draft.nameVi}
          onChange={(event) => set('nameVi', event.target.value)}
        />
      </td>
      <td>
        <input
          className={styles.cell}
          aria-label={`${label('nameEn')} ${draft.code}`}
          value={draft.nameEn}
          onChange={(event) => set('nameEn', event.target.value)}
        />
      </td>
      <td>
        <input
          className={styles.cellNumber}
          type="number"
          min={0}
          max={999}
          aria-label={`${label('sortOrder')} ${draft.code}`}
          value={draft.sortOrder}
          onChange={(event) => set('sortOrder', Number(event.target.value))}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`${label('enabled')} ${draft.code}`}
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
      </td>
      <td>
        <IfAllowed>
          <Button size="sm" variant="secondary" loading={save.isPending} onClick={() => void submit()}>
            {isNew ? t('operator.create') : t('operator.save')}
          </Button>
        </IfAllowed>
        {message ? (
          <span className={styles.rowMessage} role="status">
            {message}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

export function ModelsTab() {
  const { t } = useTranslation();
  const models = useLivechatModels();
  const label = (key: string) => t(`operator.support.models.${key}`);
  return (
    <section>
      <p className={styles.note}>{label('lead')}</p>
      <QueryState query={models} />
      {models.data ? (
        <IfAllowed disable>
          <DataTable aria-label={label('title')}>
            <thead>
              <tr>
                {['code', 'nameVi', 'nameEn', 'sortOrder', 'enabled'].map((key) => (
                  <th key={key} scope="col">
                    {label(key)}
                  </th>
                ))}
                <th scope="col">{t('operator.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {models.data.map((model) => (
                <ModelRow
                  key={`${model.code}-${model.nameVi}-${model.nameEn}-${model.sortOrder}-${model.enabled}`}
                  model={model}
                />
              ))}
              <IfAllowed>
                <ModelRow model={EMPTY} isNew />
              </IfAllowed>
            </tbody>
          </DataTable>
        </IfAllowed>
      ) : null}
    </section>
  );
}

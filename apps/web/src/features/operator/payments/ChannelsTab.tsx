// The channels tab: every deposit channel in the order members see them (disabled ones too), its
// limits and where the money goes, with New channel and Edit opening the channel dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorChannel } from '@playdeck/contract/payments';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { DataTable, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote } from '../../../ui/Panel';
import { EnabledBadge } from '../components/EnabledBadge';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useOperatorChannels } from './api/list-channels';
import { ChannelDialog, type ChannelEditing } from './ChannelDialog';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

export function ChannelsTab() {
  const { t } = useTranslation();
  const query = useOperatorChannels();
  const [editing, setEditing] = useState<ChannelEditing | null>(null);
  const notice = useSavedNotice();
  const channels = query.data;
  return (
    <Panel aria-label={t('operator.payments.channels.label')}>
      <div className={styles.toolbar}>
        <PanelNote>{t('operator.payments.channels.lead')}</PanelNote>
        <span className={styles.spacer} />
        <SavedNotice message={notice.message} />
        <IfAllowed>
          <Button onClick={() => setEditing({ mode: 'create' })}>
            {t('operator.payments.channels.create')}
          </Button>
        </IfAllowed>
      </div>
      <QueryState query={query} />
      {channels?.length === 0 ? <EmptyState title={t('operator.payments.channels.empty')} /> : null}
      {channels && channels.length > 0 ? (
        <ChannelTable channels={channels} onEdit={(channel) => setEditing({ mode: 'edit', channel })} />
      ) : null}
      <ChannelDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(channel, mode) => {
          setEditing(null);
          notice.show(
            t(mode === 'create' ? 'operator.payments.channels.created' : 'operator.payments.channels.saved', {
              name: channel.name,
            }),
          );
        }}
      />
    </Panel>
  );
}

function ChannelTable({
  channels,
  onEdit,
}: {
  channels: OperatorChannel[];
  onEdit: (channel: OperatorChannel) => void;
}) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  return (
    <DataTable className={styles.table} data-testid="operator-channels">
      <thead>
        <tr>
          <th className={numericCell}>{t('operator.payments.columns.order')}</th>
          <th>{t('operator.payments.columns.name')}</th>
          <th>{t('operator.payments.columns.type')}</th>
          <th>{t('operator.payments.columns.limits')}</th>
          <th>{t('operator.payments.columns.details')}</th>
          <th>{t('operator.payments.columns.status')}</th>
          <th>{t('operator.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {channels.map((channel) => (
          <tr key={channel.id}>
            <td className={numericCell}>{channel.sortOrder}</td>
            <td>{channel.name}</td>
            <td>{t(`operator.payments.channels.types.${channel.type}`)}</td>
            <td>
              {t('operator.payments.channels.limits', {
                min: money(channel.minAmount),
                max: money(channel.maxAmount),
              })}
            </td>
            <td>
              <ChannelDetails channel={channel} />
            </td>
            <td>
              <EnabledBadge enabled={channel.enabled} />
            </td>
            <td>
              <IfAllowed>
                <Button size="sm" variant="secondary" onClick={() => onEdit(channel)}>
                  {t('operator.edit')}
                </Button>
              </IfAllowed>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ChannelDetails({ channel }: { channel: OperatorChannel }) {
  const { t } = useTranslation();
  if (channel.bank) {
    return (
      <div className={styles.stacked}>
        <span>
          {channel.bank.bankName}
          {channel.bank.branch ? ` · ${channel.bank.branch}` : ''}
        </span>
        <span className={styles.code}>{channel.bank.accountNumber}</span>
        <span className={styles.muted}>{channel.bank.accountName}</span>
      </div>
    );
  }
  return (
    <div className={styles.stacked}>
      <span>
        {channel.gatewayCode ? t(`operator.payments.channels.gateways.${channel.gatewayCode}`) : '—'}
      </span>
      {channel.hasSecret ? (
        <span className={styles.muted}>{t('operator.payments.channels.secretSet')}</span>
      ) : null}
    </div>
  );
}

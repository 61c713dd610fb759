// The vendors tab: every vendor with its icon, code, name, game type, wallet mode, game counts and
// order; a switch that takes it out of the lobby (its lane and games with it) or back, and an edit
// dialog for its name, icon and order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorVendor } from '@playdeck/contract/lobby';
import { Button } from '../../../ui/Button';
import { DataTable, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { Panel, PanelNote } from '../../../ui/Panel';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Switch } from '../../../ui/Switch';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useApiMessage } from '../form-errors';
import { useOperatorVendors, useUpdateVendor } from './api/vendors';
import { useGameTypeLabel } from './game-type-label';
import { VendorDialog } from './VendorDialog';
import cells from '../components/cells.module.css';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

export function VendorsTab() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const apiMessage = useApiMessage();
  const vendors = useOperatorVendors();
  const update = useUpdateVendor();
  const saved = useSavedNotice();
  const gameTypeLabel = useGameTypeLabel();
  const [editing, setEditing] = useState<OperatorVendor | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);

  const switchVendor = async (vendor: OperatorVendor, enabled: boolean) => {
    setSwitching(vendor.code);
    try {
      await update.mutateAsync({ code: vendor.code, change: { enabled } });
      saved.show(t('operator.saved'));
    } catch (error) {
      await dialogs.warning(apiMessage(error));
    } finally {
      setSwitching(null);
    }
  };

  const list = vendors.data;
  return (
    <Panel aria-label={t('operator.games.vendors.table')}>
      <div className={styles.toolbar}>
        <PanelNote className={styles.lead}>{t('operator.games.vendors.lead')}</PanelNote>
        <SavedNotice message={saved.message} />
      </div>
      <QueryState query={vendors} />
      {list && list.length === 0 ? <EmptyState description={t('operator.games.vendors.empty')} /> : null}
      {list && list.length > 0 ? (
        <DataTable aria-label={t('operator.games.vendors.table')}>
          <thead>
            <tr>
              <th>{t('operator.games.vendors.icon')}</th>
              <th>{t('operator.games.vendors.code')}</th>
              <th>{t('operator.games.vendors.name')}</th>
              <th>{t('operator.games.vendors.gameType')}</th>
              <th>{t('operator.games.vendors.walletMode')}</th>
              <th className={numericCell}>{t('operator.games.vendors.games')}</th>
              <th className={numericCell}>{t('operator.games.vendors.order')}</th>
              <th>{t('operator.enabled')}</th>
              <th className={cells.sticky}>{t('operator.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((vendor) => (
              <tr
                key={vendor.code}
                data-testid="vendor-row"
                data-vendor-code={vendor.code}
                className={vendor.enabled ? undefined : styles.off}
              >
                <td>
                  <img className={styles.vendorIcon} src={vendor.iconUrl} alt="" width={32} height={32} />
                </td>
                <td className={styles.code}>{vendor.code}</td>
                <td>
                  <span className={styles.name}>{vendor.displayName}</span>
                  {vendor.isHouse ? (
                    <>
                      {' '}
                      <StatusBadge tone="info">{t('operator.games.vendors.house')}</StatusBadge>
                    </>
                  ) : null}
                </td>
                <td>{gameTypeLabel(vendor.gameType)}</td>
                <td>{t(`operator.games.vendors.walletModes.${vendor.walletMode}`)}</td>
                <td className={numericCell}>
                  {t('operator.games.vendors.gamesCount', {
                    enabled: vendor.enabledGames,
                    total: vendor.games,
                  })}
                </td>
                <td className={numericCell}>{vendor.sortOrder}</td>
                <td>
                  <IfAllowed disable>
                    <Switch
                      hideLabel
                      checked={vendor.enabled}
                      label={t('operator.games.vendors.switchLabel', { name: vendor.displayName })}
                      busy={switching === vendor.code}
                      onChange={(event) => void switchVendor(vendor, event.target.checked)}
                    />
                  </IfAllowed>
                </td>
                <td className={cells.sticky}>
                  <IfAllowed>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('operator.games.vendors.editLabel', { name: vendor.displayName })}
                      onClick={() => setEditing(vendor)}
                    >
                      {t('operator.edit')}
                    </Button>
                  </IfAllowed>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      {editing ? (
        <VendorDialog
          key={editing.code}
          vendor={editing}
          onClose={() => setEditing(null)}
          onSaved={() => saved.show(t('operator.saved'))}
        />
      ) : null}
    </Panel>
  );
}

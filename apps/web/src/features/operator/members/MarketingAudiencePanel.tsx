// The members an off-site campaign (e-mail, SMS) may reach, exported as CSV for the operator's
// mailing tool: active members with a contact, never one on a time-out or a self-exclusion (issue 19
// item 5: a break blocks marketing at once), as the server decides at the moment of the export.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersPaths, type MarketingAudience } from '@playdeck/contract/members';
import { api } from '../../../lib/api-client';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { Button } from '../../../ui/Button';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useApiMessage } from '../form-errors';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import styles from './members.module.css';

const KEY = 'operator.members.marketing';

export function MarketingAudiencePanel() {
  const { t } = useTranslation();
  const notice = useSavedNotice();
  const apiMessage = useApiMessage();
  const [busy, setBusy] = useState(false);
  const exportAudience = async () => {
    setBusy(true);
    try {
      const audience = await api.get<MarketingAudience>(membersPaths.marketingAudience);
      const header = ['ID', t(`${KEY}.username`), t(`${KEY}.email`), t(`${KEY}.mobile`)];
      const rows = audience.list.map((row) => [
        String(row.id),
        row.username,
        row.email ?? '',
        // Digits with their country code (E.164 without its plus, which a spreadsheet reads as a formula).
        row.mobile?.replace(/^\+/, '') ?? '',
      ]);
      downloadCsv('marketing-audience.csv', toCsv(header, rows));
      notice.show(t(`${KEY}.exported`, { count: audience.list.length, onBreak: audience.onBreak }));
    } catch (error) {
      notice.show(apiMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={t(`${KEY}.title`)} headingLevel={2}>
      <PanelNote>{t(`${KEY}.lead`)}</PanelNote>
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy} onClick={() => void exportAudience()}>
          {t(`${KEY}.export`)}
        </Button>
        <SavedNotice message={notice.message} />
      </div>
    </Panel>
  );
}

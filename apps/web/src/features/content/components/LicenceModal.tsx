// The legal licence popup (SPEC.md §2 "Modals"; also opened by /licence): the operator's issuing
// authority, licence number, terms and seal, or a plain notice while none is published.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import { useLicence } from '../api/content';
import styles from './LicenceModal.module.css';
import split from './split.module.css';
import { useSiteTime } from '../../../lib/site-time';

export function LicenceModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: licence, isPending } = useLicence();
  const date = useSiteTime().formatter({ dateStyle: 'medium' });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={licence?.title ?? t('content.licence')}>
      {isPending ? <Loader label={t('ui.loading')} /> : null}
      {licence === null ? <EmptyState title={t('content.noLicence')} /> : null}
      {licence ? (
        <div className={styles.licence}>
          {licence.sealUrl ? (
            <img
              className={styles.seal}
              src={licence.sealUrl}
              alt={t('content.licenceSeal', { authority: licence.authority })}
              width={96}
              height={96}
            />
          ) : null}
          <dl className={styles.facts}>
            <dt>{t('content.licenceAuthority')}</dt>
            <dd>{licence.authority}</dd>
            <dt>{t('content.licenceNumber')}</dt>
            <dd>{licence.licenceNumber}</dd>
          </dl>
          <div className={split.body} dangerouslySetInnerHTML={{ __html: licence.content }} />
          <p className={styles.updated}>
            {t('content.updatedAt', { date: date.format(new Date(licence.updatedAt)) })}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}

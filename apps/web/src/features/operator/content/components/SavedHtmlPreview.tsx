// The preview of an HTML field: the content as the server stored it after sanitising (its answer to
// the last save, or the stored item being edited). It never renders the text area's own input, which
// has not been through the server's sanitiser.
import { useTranslation } from 'react-i18next';
import styles from './desk.module.css';

export interface SavedHtmlPreviewProps {
  /** Sanitised HTML from the API; null before the item is first saved. */
  html: string | null;
  /** The text area differs from what is stored: the preview shows the last saved version. */
  stale?: boolean;
}

export function SavedHtmlPreview({ html, stale = false }: SavedHtmlPreviewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.preview} aria-label={t('operator.content.preview')}>
      <h4 className={styles.previewHeading}>{t('operator.content.preview')}</h4>
      {html === null ? (
        <p className={styles.muted}>{t('operator.content.previewAfterSave')}</p>
      ) : (
        <>
          {stale ? <p className={styles.muted}>{t('operator.content.previewStale')}</p> : null}
          <div
            className={styles.previewBody}
            data-testid="saved-preview"
            // Sanitised by the server before it was stored and again before it was sent.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      )}
    </section>
  );
}

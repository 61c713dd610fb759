// The preview of a promotion's HTML in one language, as the content desk shows its own: the content
// as the server stored it after sanitising (its answer to the last save, or the promotion being
// edited), never the text area's input, which has not been through the server's sanitiser.
import { useTranslation } from 'react-i18next';
import styles from './promotions.module.css';

export interface HtmlPreviewProps {
  /** Names the preview (its language). */
  label: string;
  /** Sanitised HTML from the API; null before the promotion is first saved. */
  html: string | null;
  /** The text area differs from what is stored: the preview shows the last saved version. */
  stale: boolean;
}

export function HtmlPreview({ label, html, stale }: HtmlPreviewProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.preview} aria-label={label}>
      <h4 className={styles.previewHeading}>{label}</h4>
      {html === null ? (
        <p className={styles.plain}>{t('operator.promotions.form.previewAfterSave')}</p>
      ) : (
        <>
          {stale ? <p className={styles.plain}>{t('operator.promotions.form.previewStale')}</p> : null}
          <div
            className={styles.previewBody}
            data-testid="promotion-preview"
            // Sanitised by the server before it was stored.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </>
      )}
    </section>
  );
}

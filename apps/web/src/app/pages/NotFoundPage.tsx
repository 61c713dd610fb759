// Unknown routes: a 404 inside the layout, with a way home.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.notFound')}>
      <EmptyState
        title={t('pages.notFoundTitle')}
        description={t('pages.notFoundText')}
        action={<Link to="/">{t('pages.backHome')}</Link>}
      />
    </Page>
  );
}

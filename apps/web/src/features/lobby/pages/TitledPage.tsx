// Pages whose content arrives with a later issue render their layout and title now (issue 2).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/Page';

export function TitledPage({ titleKey, showGameCode = false }: { titleKey: string; showGameCode?: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const gameCode = showGameCode ? searchParams.get('gameCode') : null;
  return <Page title={gameCode ? `${t(titleKey)} · ${gameCode}` : t(titleKey)} />;
}

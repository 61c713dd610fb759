// The game popup (SPEC.md §2 "Modals"): a large modal with the launched game's page in a frame, or a
// vassalage vendor's game list. Mounted once in RootShell; game-popup.ts opens it.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { closeGamePopup, useGamePopup } from '../game-popup';
import { GameList } from './GameList';
import styles from './GamePopup.module.css';

export function GamePopup() {
  const { t } = useTranslation();
  const state = useGamePopup();
  return (
    <Modal
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) closeGamePopup();
      }}
      title={state?.title ?? ''}
      size="lg"
      className={state?.kind === 'game' ? styles.gamePopup : styles.listPopup}
    >
      {state?.kind === 'game' ? (
        <iframe
          key={state.url}
          src={state.url}
          title={t('lobby.gameFrame', { name: state.title })}
          className={styles.frame}
          allow="autoplay; fullscreen"
          allowFullScreen
          data-testid="game-frame"
        />
      ) : null}
      {state?.kind === 'vendorGames' ? (
        <GameList initialVendor={state.vendorCode} fixedVendor paging="more" />
      ) : null}
    </Modal>
  );
}

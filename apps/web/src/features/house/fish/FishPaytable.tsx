// What each fish pays, drawn as it swims: its multiplier and a valid shot's chance to capture it
// (the return to player divided by the multiplier, so every fish returns the same on average).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FishRoomValue, FishSpecies } from '@playdeck/contract/fish';
import { Modal } from '../../../ui/Modal';
import { drawFishArt } from './fish-art';
import styles from './FishPage.module.css';

const PREVIEW = { width: 96, height: 56 };

function SpeciesPreview({ species }: { species: FishSpecies }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = PREVIEW.width * ratio;
    canvas.height = PREVIEW.height * ratio;
    const scale = Math.min(
      PREVIEW.width / (species.hitBox.width * 1.2),
      PREVIEW.height / (species.hitBox.height * 1.3),
    );
    ctx.setTransform(
      ratio * scale,
      0,
      0,
      ratio * scale,
      (PREVIEW.width * ratio) / 2,
      (PREVIEW.height * ratio) / 2,
    );
    drawFishArt(ctx, species, species.hitBox.width, species.hitBox.height, 0.25);
  }, [species]);
  return <canvas ref={ref} className={styles.preview} aria-hidden="true" />;
}

export function FishPaytable({
  room,
  open,
  onOpenChange,
}: {
  room: FishRoomValue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const vietnamese = i18n.language.startsWith('vi');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('fish.paytable')}
      description={t('fish.paytableIntro', { rtp: room.rtpPercent, bets: room.bets.join(' · ') })}
      size="lg"
    >
      <ul className={styles.paytable}>
        {room.species.map((species) => (
          <li key={species.code} className={species.boss ? `${styles.payRow} ${styles.boss}` : styles.payRow}>
            <SpeciesPreview species={species} />
            <span className={styles.payName}>
              {vietnamese ? species.name.vi : species.name.en}
              {species.boss && <em>{t('fish.boss')}</em>}
            </span>
            <strong className={styles.payMultiplier}>×{species.multiplier}</strong>
            <span className={styles.payChance}>
              {t('fish.chance', { chance: species.captureChancePercent })}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('fish.rules')}</p>
    </Modal>
  );
}

// The frame of every house game page: the game's name, the player's balance as the game last heard
// it, and the fairness and history panels. The game itself is the child. In free play the page says
// plainly, above the game, that the balance is play money.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../ui/Button';
import type { HouseApi } from '../api/house-api';
import { storedGameSession } from '../hooks/useGameSession';
import { FairnessPanel } from './FairnessPanel';
import { RoundHistory } from './RoundHistory';
import styles from './GameShell.module.css';

export type GameShellProps = {
  title: string;
  balance: string;
  api: HouseApi;
  /** The player's own seed pair decides the rounds (slots); draws and hands carry their own seeds. */
  playerSeeds: boolean;
  style?: CSSProperties;
  aside?: ReactNode;
  children: ReactNode;
};

export function GameShell({ title, balance, api, playerSeeds, style, aside, children }: GameShellProps) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<'fairness' | 'history' | null>(null);
  const close = (open: boolean) => !open && setPanel(null);
  const { kind = '', gameCode = '' } = useParams();
  const demo = storedGameSession(kind, gameCode)?.demo === true;
  return (
    <div className={styles.shell} style={style}>
      {demo && (
        <p className={styles.demo} role="note" data-testid="demo-money">
          <strong>{t('house.demo.badge')}</strong> {t('house.demo.note')}
        </p>
      )}
      <header className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.balance} aria-live="polite">
          <span>{t('house.balance')}</span>
          <strong data-testid="house-balance">{balance}</strong>
          {demo && <span className={styles.demoTag}>{t('house.demo.money')}</span>}
        </div>
        <nav className={styles.actions}>
          {aside}
          {playerSeeds && (
            <Button size="sm" variant="secondary" onClick={() => setPanel('fairness')}>
              {t('house.fairness')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setPanel('history')}>
            {t('house.history')}
          </Button>
        </nav>
      </header>
      <main className={styles.stage}>{children}</main>
      {playerSeeds && <FairnessPanel api={api} open={panel === 'fairness'} onOpenChange={close} />}
      <RoundHistory api={api} open={panel === 'history'} onOpenChange={close} />
    </div>
  );
}

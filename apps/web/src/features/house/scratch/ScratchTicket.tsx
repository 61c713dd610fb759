// One scratch ticket as printed: the card's name and price, the nine cells under a foil the player
// rubs away with a finger or the mouse (a canvas over the cells), and, for the keyboard and screen
// readers, a button per cell that reveals it. The ticket's result is already decided; this only
// reports which cells are uncovered, and lights the winning cells once the whole ticket is revealed.
import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScratchCardValue, ScratchTicketValue } from '@playdeck/contract/scratch';
import { CardBackdrop } from './CardBackdrop';
import { cardLookOf, cardLookStyle } from './card-looks';
import { clearCells, clearScratched, eraseStroke, fitCanvas, paintFoil } from './foil-paint';
import {
  ALL_CELLS,
  BRUSH_RADIUS,
  cellsScratched,
  emptyCoverage,
  isFullyRevealed,
  localName,
  scratchStroke,
  unitPoint,
  type Coverage,
  type Point,
} from './scratch-view';
import { SymbolArt } from './SymbolArt';
import styles from './ScratchTicket.module.css';

export type ScratchTicketProps = {
  card: ScratchCardValue;
  /** The ticket bought, or null before the first: the foil is shown, and cannot be scratched. */
  ticket: ScratchTicketValue | null;
  revealed: ReadonlySet<number>;
  /** Cells uncovered by scratching or by the keyboard. */
  onReveal: (cells: number[]) => void;
};

export function ScratchTicket({ card, ticket, revealed, onReveal }: ScratchTicketProps) {
  const { t, i18n } = useTranslation();
  const look = cardLookOf(card.cardCode, card.colour);
  const canvas = useRef<HTMLCanvasElement>(null);
  const coverage = useRef<Coverage>(emptyCoverage());
  const lastPoint = useRef<Point | null>(null);
  const revealedNow = useRef(revealed);
  revealedNow.current = revealed;
  const done = ticket !== null && isFullyRevealed(revealed);
  const scratchable = ticket !== null && !done;
  const foilWords = t('scratch.foil');
  const symbolOf = (code: string) => card.symbols.find((symbol) => symbol.code === code);
  const nameOf = (code: string) => {
    const symbol = symbolOf(code);
    return symbol ? localName(symbol.name, i18n.language) : code;
  };

  // A new ticket comes under fresh foil; the foil is painted again (with what was uncovered cleared)
  // whenever the ticket changes size.
  useEffect(() => {
    coverage.current = emptyCoverage();
    const element = canvas.current;
    if (!element) return;
    const paint = () => {
      const context = fitCanvas(element);
      if (!context) return;
      paintFoil(context, look, foilWords);
      clearScratched(context, coverage.current);
      clearCells(context, revealedNow.current);
    };
    paint();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(paint);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ticket?.roundId, look, foilWords]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) clearCells(context, revealed);
  }, [revealed]);

  const stroke = (from: Point, to: Point) => {
    const context = canvas.current?.getContext('2d');
    if (context) eraseStroke(context, from, to, BRUSH_RADIUS);
    coverage.current = scratchStroke(coverage.current, from, to);
    const uncovered = cellsScratched(coverage.current).filter((cell) => !revealedNow.current.has(cell));
    if (uncovered.length > 0) onReveal(uncovered);
  };

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    unitPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const handlers = scratchable
    ? {
        onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
          event.preventDefault();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          const point = pointOf(event);
          lastPoint.current = point;
          stroke(point, point);
        },
        onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
          if (!lastPoint.current) return;
          const point = pointOf(event);
          stroke(lastPoint.current, point);
          lastPoint.current = point;
        },
        onPointerUp: () => void (lastPoint.current = null),
        onPointerCancel: () => void (lastPoint.current = null),
      }
    : {};

  const topMultiple = card.tiers.at(-1)?.multiple ?? 0;
  return (
    <article
      className={styles.ticket}
      style={cardLookStyle(look)}
      data-testid="scratch-ticket"
      data-state={ticket === null ? 'unsold' : done ? 'revealed' : 'scratching'}
      aria-label={localName(card.name, i18n.language)}
    >
      <CardBackdrop look={look} className={styles.backdrop} />
      <header className={styles.head}>
        <span className={styles.name}>{localName(card.name, i18n.language)}</span>
        <span className={styles.price}>{card.price}</span>
      </header>
      <p className={styles.rule}>{t('scratch.ticketRule', { multiple: topMultiple })}</p>
      <div className={styles.play}>
        <div className={styles.cells} aria-hidden="true">
          {ALL_CELLS.map((cell) => {
            const code = ticket?.cells[cell];
            const winning = done && ticket.winningCells.includes(cell);
            // On a winning ticket, once revealed, the other cells step back so the three stand out.
            const aside = done && ticket.winningCells.length > 0 && !winning;
            return (
              <div
                key={cell}
                className={[styles.cell, winning && styles.winning, aside && styles.aside]
                  .filter(Boolean)
                  .join(' ')}
                data-testid={`scratch-cell-${cell}`}
                data-winning={winning || undefined}
              >
                {code ? (
                  <SymbolArt code={code} colour={symbolOf(code)?.colour} />
                ) : (
                  <span className={styles.blank}>?</span>
                )}
              </div>
            );
          })}
        </div>
        <canvas
          ref={canvas}
          className={done ? `${styles.foil} ${styles.gone}` : styles.foil}
          data-testid="scratch-foil"
          data-scratchable={scratchable || undefined}
          aria-hidden="true"
          {...handlers}
        />
        <div className={styles.keys} role="group" aria-label={t('scratch.cells')}>
          {ALL_CELLS.map((cell) => {
            const code = ticket?.cells[cell];
            const shown = code !== undefined && revealed.has(cell);
            const winning = done && ticket.winningCells.includes(cell);
            const label = !shown
              ? t('scratch.cellHidden', { number: cell + 1 })
              : t(winning ? 'scratch.cellWinning' : 'scratch.cellShown', {
                  number: cell + 1,
                  symbol: nameOf(code),
                });
            return (
              <button
                key={cell}
                type="button"
                className={styles.key}
                aria-label={label}
                disabled={ticket === null}
                data-testid={`scratch-key-${cell}`}
                onClick={() => !shown && onReveal([cell])}
              />
            );
          })}
        </div>
      </div>
      <footer className={styles.foot}>
        <span>{t('scratch.provablyFair')}</span>
        {ticket && <span className={styles.serial}>#{ticket.nonce.toString().padStart(6, '0')}</span>}
      </footer>
    </article>
  );
}

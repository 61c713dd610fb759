// The printed ground of a scratch ticket: the card's two colours and its own faint pattern (Lucky
// Coins' scattered coins, Lotus Pond's ripples, Dragon Treasure's scales), drawn behind the ticket.
import { useSvgId } from '../slots/art/svg-id';
import type { CardLook } from './card-looks';

function PatternTile({ look }: { look: CardLook }) {
  switch (look.pattern) {
    case 'coins':
      return (
        <g fill="none" stroke={look.accent} strokeWidth="1.4" opacity=".22">
          <circle cx="10" cy="10" r="6" />
          <rect x="7.5" y="7.5" width="5" height="5" />
          <circle cx="30" cy="28" r="6" />
          <rect x="27.5" y="25.5" width="5" height="5" />
          <path d="M28 6l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z" fill={look.accent} stroke="none" />
        </g>
      );
    case 'ripples':
      return (
        <g fill="none" stroke={look.accent} strokeWidth="1.2" opacity=".2">
          <path d="M0 10q5-5 10 0t10 0 10 0 10 0" />
          <path d="M0 30q5-5 10 0t10 0 10 0 10 0" />
          <circle cx="30" cy="18" r="4" />
        </g>
      );
    case 'scales':
      return (
        <g fill="none" stroke={look.accent} strokeWidth="1.2" opacity=".2">
          <path d="M0 20a10 10 0 0 1 20 0a10 10 0 0 1 20 0" />
          <path d="M-10 40a10 10 0 0 1 20 0a10 10 0 0 1 20 0a10 10 0 0 1 20 0" />
          <path d="M-10 0a10 10 0 0 0 20 0a10 10 0 0 0 20 0a10 10 0 0 0 20 0" />
        </g>
      );
    default:
      return null;
  }
}

export function CardBackdrop({ look, className }: { look: CardLook; className?: string }) {
  const id = useSvgId('scratch-card');
  const [paper, pattern] = [`${id}-paper`, `${id}-pattern`];
  return (
    <svg className={className} aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <defs>
        <linearGradient id={paper} x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0" stopColor={look.paper[0]} />
          <stop offset="1" stopColor={look.paper[1]} />
        </linearGradient>
        <pattern id={pattern} width="40" height="40" patternUnits="userSpaceOnUse">
          <PatternTile look={look} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${paper})`} />
      <rect width="100%" height="100%" fill={`url(#${pattern})`} />
    </svg>
  );
}

// The pictures of the scratch cards' symbols, one small SVG drawing per symbol code of the server's
// cards (scratch/cards.ts): Lucky Coins' New Year charms, Lotus Pond's pond life, Dragon Treasure's
// hoard. Flat fills only (no gradients), so that the many copies on a page need no unique ids. An
// unknown code draws a plain disc in its colour, so a new symbol never breaks a ticket.
import type { ReactNode } from 'react';

const STROKE = { strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

const DRAWINGS: Record<string, ReactNode> = {
  // SC01 Lucky Coins.
  COIN: (
    <g {...STROKE}>
      <circle cx="32" cy="32" r="26" fill="#e0b03a" stroke="#8a6414" strokeWidth="3" />
      <circle cx="32" cy="32" r="19.5" fill="none" stroke="#f7d774" strokeWidth="2" />
      <rect x="25" y="25" width="14" height="14" fill="#7a0f14" stroke="#8a6414" strokeWidth="2" />
      <path d="M32 9v9M32 46v9M9 32h9M46 32h9" stroke="#b8860b" strokeWidth="2.5" />
      <path d="M17 22a18 18 0 0 1 9-8" fill="none" stroke="#fff6d0" strokeWidth="2.5" opacity=".8" />
    </g>
  ),
  'RED-ENVELOPE': (
    <g {...STROKE}>
      <rect x="13" y="7" width="38" height="50" rx="4" fill="#d62828" stroke="#8e1111" strokeWidth="2" />
      <path d="M13 13l19 17 19-17" fill="#b51d1d" stroke="#8e1111" strokeWidth="2" />
      <circle cx="32" cy="30" r="7.5" fill="#f5c542" stroke="#b8860b" strokeWidth="1.5" />
      <path d="M29 30h6M32 27v6" stroke="#b51d1d" strokeWidth="1.8" />
      <rect x="20" y="42" width="24" height="3" rx="1.5" fill="#f5c542" />
      <rect x="24" y="48" width="16" height="3" rx="1.5" fill="#f5c542" />
    </g>
  ),
  LANTERN: (
    <g {...STROKE}>
      <path d="M32 3v8" stroke="#8a6414" strokeWidth="2" />
      <rect x="22" y="10" width="20" height="6" rx="2" fill="#e0b03a" stroke="#8a6414" strokeWidth="1.2" />
      <ellipse cx="32" cy="32" rx="21" ry="17" fill="#e74c3c" stroke="#a93226" strokeWidth="2" />
      <path
        d="M32 15c-10 7-10 27 0 34M32 15c10 7 10 27 0 34M32 15v34"
        fill="none"
        stroke="#a93226"
        strokeWidth="1.6"
      />
      <ellipse cx="24" cy="26" rx="3" ry="5" fill="#ffb199" opacity=".6" />
      <rect x="22" y="47" width="20" height="6" rx="2" fill="#e0b03a" stroke="#8a6414" strokeWidth="1.2" />
      <path d="M28 53v8M32 53v9M36 53v8" stroke="#f39c12" strokeWidth="2" />
    </g>
  ),
  'LUCKY-CAT': (
    <g {...STROKE} stroke="#4a3420" strokeWidth="1.6">
      <ellipse cx="32" cy="45" rx="17" ry="14" fill="#fdfaf3" />
      <path d="M41 40c4-6 5-13 4-20h9c1 8-1 16-6 22z" fill="#fdfaf3" />
      <circle cx="49.5" cy="18" r="6" fill="#fdfaf3" />
      <path d="M47 14v4M50 13.5v4.5M53 14.5v3.5" strokeWidth="1.1" />
      <path d="M20 16l1-11 8 7zM44 16l-1-11-8 7z" fill="#fdfaf3" />
      <path d="M22 13l.5-4 3.5 3zM42 13l-.5-4-3.5 3z" fill="#f4a3a8" stroke="none" />
      <circle cx="32" cy="25" r="14" fill="#fdfaf3" />
      <path d="M24 24q2.5-3 5 0M35 24q2.5-3 5 0" fill="none" />
      <path d="M30.5 28.5h3l-1.5 2z" fill="#f4a3a8" />
      <path d="M32 30.5q-2 3-4 1.5M32 30.5q2 3 4 1.5" fill="none" />
      <path d="M20 37q12 6 24 0" fill="none" stroke="#d62828" strokeWidth="3.5" />
      <circle cx="32" cy="40.5" r="3.5" fill="#f5c542" stroke="#b8860b" strokeWidth="1.2" />
      <ellipse cx="32" cy="50" rx="7.5" ry="5" fill="#f5c542" stroke="#b8860b" strokeWidth="1.2" />
      <circle cx="22" cy="29" r="2" fill="#f4a3a8" stroke="none" />
      <circle cx="42" cy="29" r="2" fill="#f4a3a8" stroke="none" />
    </g>
  ),
  'GOLD-INGOT': (
    <g {...STROKE}>
      <path
        d="M4 28q6-3 12 4h32q6-7 12-4q-3 24-28 24T4 28z"
        fill="#e0b03a"
        stroke="#8a6414"
        strokeWidth="2.2"
      />
      <ellipse cx="32" cy="30" rx="12" ry="10" fill="#f5cf5a" stroke="#8a6414" strokeWidth="2.2" />
      <path d="M25 27q3-5 8-5" fill="none" stroke="#fff8dc" strokeWidth="2.5" />
      <path d="M12 38q20 8 40 0" fill="none" stroke="#b8860b" strokeWidth="1.6" />
      <path d="M50 12l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#fff3b0" />
    </g>
  ),
  'JADE-DRAGON': (
    <g {...STROKE}>
      <path
        d="M8 50c0-14 16-16 20-6s18 8 20-6c1-8-4-14-11-15"
        fill="none"
        stroke="#1d5e3a"
        strokeWidth="11"
      />
      <path d="M8 50c0-14 16-16 20-6s18 8 20-6c1-8-4-14-11-15" fill="none" stroke="#3aa76d" strokeWidth="7" />
      <path d="M14 42l-3-5M24 40l1-6M34 48l2 5M44 40l5 2" stroke="#c9e7d3" strokeWidth="2" />
      <path d="M28 12l15-3 11 6-7 7H31z" fill="#3aa76d" stroke="#1d5e3a" strokeWidth="2" />
      <path d="M31 12l-4-7M38 10l1-7" stroke="#c9e7d3" strokeWidth="2.2" />
      <path d="M54 16q7 2 7 10M50 21q4 4 2 10" fill="none" stroke="#c9e7d3" strokeWidth="1.6" />
      <circle cx="44" cy="13.5" r="2" fill="#fff" />
      <circle cx="44.5" cy="13.5" r="1" fill="#123" />
    </g>
  ),
  // SC02 Lotus Pond.
  'LOTUS-LEAF': (
    <g {...STROKE}>
      <path d="M32 32L37 6.5A26 26 0 1 1 27 6.5z" fill="#3f8f5a" stroke="#245c36" strokeWidth="2" />
      <path
        d="M32 32L12 20M32 32L8 36M32 32l-14 20M32 32l4 25M32 32l20 16M32 32l25-6M32 32l18-18"
        stroke="#7cc493"
        strokeWidth="1.6"
      />
      <circle cx="32" cy="32" r="3" fill="#7cc493" />
      <ellipse cx="20" cy="44" rx="3.5" ry="2.5" fill="#d8f3ff" stroke="#8cc7e0" strokeWidth="1" />
    </g>
  ),
  DRAGONFLY: (
    <g {...STROKE}>
      <g fill="#bfe6fb" stroke="#5aa9e6" strokeWidth="1.5" opacity=".95">
        <ellipse cx="18" cy="22" rx="14" ry="5" transform="rotate(-12 18 22)" />
        <ellipse cx="46" cy="22" rx="14" ry="5" transform="rotate(12 46 22)" />
        <ellipse cx="19" cy="32" rx="12" ry="4.5" transform="rotate(14 19 32)" />
        <ellipse cx="45" cy="32" rx="12" ry="4.5" transform="rotate(-14 45 32)" />
      </g>
      <rect
        x="29.5"
        y="16"
        width="5"
        height="43"
        rx="2.5"
        fill="#2f6fb0"
        stroke="#1f4f80"
        strokeWidth="1.2"
      />
      <path d="M29.5 30h5M29.5 36h5M29.5 42h5M29.5 48h5" stroke="#7fc3f0" strokeWidth="1.2" />
      <circle cx="32" cy="13" r="5" fill="#1f4f80" />
      <circle cx="29.5" cy="12" r="2" fill="#7fe0c0" />
      <circle cx="34.5" cy="12" r="2" fill="#7fe0c0" />
    </g>
  ),
  FROG: (
    <g {...STROKE} stroke="#3d6a1a" strokeWidth="2">
      <ellipse cx="32" cy="41" rx="25" ry="17" fill="#7cb342" />
      <circle cx="19" cy="24" r="9" fill="#7cb342" />
      <circle cx="45" cy="24" r="9" fill="#7cb342" />
      <circle cx="19" cy="24" r="5.5" fill="#fff" strokeWidth="1" />
      <circle cx="45" cy="24" r="5.5" fill="#fff" strokeWidth="1" />
      <circle cx="20" cy="25" r="2.8" fill="#1b2a10" stroke="none" />
      <circle cx="44" cy="25" r="2.8" fill="#1b2a10" stroke="none" />
      <path d="M15 42q17 12 34 0" fill="none" />
      <circle cx="15" cy="37" r="3" fill="#f49ca7" stroke="none" opacity=".8" />
      <circle cx="49" cy="37" r="3" fill="#f49ca7" stroke="none" opacity=".8" />
      <path d="M28 36h.5M36 36h.5" strokeWidth="2.5" />
    </g>
  ),
  KOI: (
    <g {...STROKE}>
      <path d="M48 32l13-11-4 11 4 11z" fill="#f47b20" stroke="#b3550f" strokeWidth="1.6" />
      <path d="M5 32c9-15 35-17 45 0-10 17-36 15-45 0z" fill="#fff6ec" stroke="#b3550f" strokeWidth="1.8" />
      <path d="M17 22c6-4 13-2 15 5-6 3-13 2-15-5zM33 38c5-3 11-1 12 3-5 3-10 2-12-3z" fill="#f47b20" />
      <path d="M26 19l6-7 4 8z" fill="#f47b20" stroke="#b3550f" strokeWidth="1.4" />
      <path d="M24 44l4 7 5-6z" fill="#f47b20" stroke="#b3550f" strokeWidth="1.4" />
      <circle cx="13" cy="30" r="2.2" fill="#1a1a1a" />
      <path d="M6 35q-3 3-3 7" fill="none" stroke="#b3550f" strokeWidth="1.4" />
      <path d="M38 28q4 4 0 8M42 27q4 5 0 10" fill="none" stroke="#f7b27a" strokeWidth="1.2" />
    </g>
  ),
  LOTUS: (
    <g {...STROKE} stroke="#b0124a" strokeWidth="1.6">
      <path d="M8 50q24 14 48 0q-24 6-48 0z" fill="#3f8f5a" stroke="#245c36" />
      <path d="M32 48C18 46 6 36 6 26c10 0 20 8 26 22z" fill="#f8a5c2" />
      <path d="M32 48c14-2 26-12 26-22-10 0-20 8-26 22z" fill="#f8a5c2" />
      <path d="M32 48c-10-4-17-16-14-30 8 4 13 16 14 30z" fill="#f06292" />
      <path d="M32 48c10-4 17-16 14-30-8 4-13 16-14 30z" fill="#f06292" />
      <path d="M32 48c-6-8-7-26 0-40 7 14 6 32 0 40z" fill="#e91e63" />
      <path d="M32 14v26" stroke="#ffc1d8" strokeWidth="1.4" />
    </g>
  ),
  PEARL: (
    <g {...STROKE}>
      <path d="M6 38h52q-6 20-26 20T6 38z" fill="#d9c6a5" stroke="#8f7a55" strokeWidth="2" />
      <path d="M8 36Q10 6 32 6t24 30z" fill="#eadcc0" stroke="#8f7a55" strokeWidth="2" />
      <path d="M32 8v28M20 11l6 25M44 11l-6 25M12 20l10 16M52 20L42 36" stroke="#c4b08a" strokeWidth="1.4" />
      <circle cx="32" cy="41" r="10" fill="#f4efe4" stroke="#b9ae98" strokeWidth="1.5" />
      <circle cx="29" cy="38" r="3.5" fill="#ffffff" />
      <path d="M36 47a7 7 0 0 0 4-5" fill="none" stroke="#d6cbb5" strokeWidth="1.5" />
    </g>
  ),
  // SC03 Dragon Treasure.
  'COPPER-COIN': (
    <g {...STROKE}>
      <circle cx="32" cy="32" r="26" fill="#b87333" stroke="#6e3f17" strokeWidth="3" />
      <circle cx="32" cy="32" r="19" fill="#c98446" stroke="#e0a070" strokeWidth="2" />
      <path
        d="M32 18l4 9 10 1-7.5 7 2 10-8.5-5-8.5 5 2-10-7.5-7 10-1z"
        fill="#e0a070"
        stroke="#6e3f17"
        strokeWidth="1.6"
      />
      <path d="M15 24a19 19 0 0 1 8-9" fill="none" stroke="#f2c59a" strokeWidth="2.5" />
    </g>
  ),
  'SILVER-BAR': (
    <g {...STROKE} stroke="#5f6368" strokeWidth="1.8">
      <path d="M12 26l8-9h34l-8 9z" fill="#eceff1" />
      <path d="M46 26l8-9 4 20-6 9z" fill="#9aa0a6" />
      <path d="M12 26h34l6 20H6z" fill="#c5cacf" />
      <path d="M16 36h26" stroke="#8a9096" strokeWidth="2" />
      <path d="M20 22h22" stroke="#ffffff" strokeWidth="2" />
      <path d="M10 12l1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z" fill="#ffffff" stroke="none" />
    </g>
  ),
  JADE: (
    <g {...STROKE}>
      <path d="M19 9h26l13 17-26 31L6 26z" fill="#00a86b" stroke="#005c3a" strokeWidth="2.2" />
      <path
        d="M6 26h52M19 9l7 17 6 31 6-31 7-17M26 26l6-17 6 17"
        fill="none"
        stroke="#7fe0b8"
        strokeWidth="1.4"
      />
      <path d="M19 9l7 17H6z" fill="#2fcf8f" opacity=".7" />
      <path d="M38 26h20L32 57z" fill="#007a4d" opacity=".55" />
    </g>
  ),
  CROWN: (
    <g {...STROKE}>
      <path d="M8 46l3-28 13 14 8-20 8 20 13-14 3 28z" fill="#d4a017" stroke="#7a5a0a" strokeWidth="2" />
      <rect x="7" y="45" width="50" height="9" rx="2" fill="#b8860b" stroke="#7a5a0a" strokeWidth="2" />
      <circle cx="11" cy="16" r="3" fill="#f5d76e" stroke="#7a5a0a" strokeWidth="1.2" />
      <circle cx="32" cy="10" r="3" fill="#f5d76e" stroke="#7a5a0a" strokeWidth="1.2" />
      <circle cx="53" cy="16" r="3" fill="#f5d76e" stroke="#7a5a0a" strokeWidth="1.2" />
      <circle cx="20" cy="49.5" r="2.8" fill="#2f7ae5" />
      <circle cx="32" cy="49.5" r="3.2" fill="#d62828" />
      <circle cx="44" cy="49.5" r="2.8" fill="#12a150" />
      <path d="M32 26l3 6-3 6-3-6z" fill="#d62828" />
    </g>
  ),
  'DRAGON-PEARL': (
    <g {...STROKE}>
      <path
        d="M32 4c3 7 10 6 10 14 6-3 9 1 8 7l-36 0c-1-6 2-10 8-7 0-8 7-7 10-14z"
        fill="#ffb020"
        stroke="#c26a00"
        strokeWidth="1.6"
      />
      <circle cx="32" cy="36" r="19" fill="#ff8c00" stroke="#b35c00" strokeWidth="2" />
      <path d="M22 38a10 10 0 0 1 20-4a6 6 0 0 1-10 4" fill="none" stroke="#ffd27f" strokeWidth="2.5" />
      <circle cx="25" cy="28" r="4" fill="#fff1cc" opacity=".85" />
      <path d="M8 38q-4 6 0 12M56 38q4 6 0 12" fill="none" stroke="#ffb020" strokeWidth="2" />
    </g>
  ),
  'GOLDEN-DRAGON': (
    <g {...STROKE} stroke="#7a5206" strokeWidth="1.6">
      <path d="M26 46L3 40l8-5-9-9 10-1-6-11 11 3-1-12 10 7 3-10 6 10z" fill="#d9822b" />
      <path d="M27 17C21 9 13 7 6 9c7 2 13 6 17 12z" fill="#f7e08a" />
      <path d="M33 14c-2-7-8-11-14-11 6 4 10 8 10 13z" fill="#f7e08a" />
      <path
        d="M15 41c-2-10 2-20 12-24 8-3 16-3 23 1l9 3c3 1 3 6 0 7l-13 2 8 5c3 1 3 5 0 6l-14 1c-8 6-19 6-25-1z"
        fill="#e0b03a"
      />
      <path d="M45 30l9 5-14 3z" fill="#8e1111" />
      <path d="M48 30l1.5 3 1.5-2.4zM44 37.5l1.5-2.6 1.6 2.2z" fill="#fff" strokeWidth="0.8" />
      <path d="M31 18q7-5 13 0" fill="none" strokeWidth="2" />
      <ellipse cx="38" cy="22.5" rx="3.6" ry="2.8" fill="#fff" />
      <circle cx="38.8" cy="22.5" r="1.6" fill="#d62828" stroke="none" />
      <circle cx="56" cy="23" r="1" fill="#7a5206" />
      <path d="M58 28q5 6 2 14M52 41q2 7-2 12" fill="none" strokeWidth="1.4" />
      <path d="M20 40q4-4 8 0M24 45q4-4 8 0" fill="none" stroke="#b8860b" />
    </g>
  ),
};

export function SymbolArt({
  code,
  colour = '#8a8fa3',
  size = '100%',
  title,
}: {
  code: string;
  colour?: string;
  size?: number | string;
  /** A name read out for the picture; without it the picture is decoration. */
  title?: string;
}) {
  const drawing = DRAWINGS[code] ?? (
    <circle cx="32" cy="32" r="24" fill={colour} stroke="#0003" strokeWidth="2" />
  );
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-symbol={code}
    >
      {drawing}
    </svg>
  );
}

/** Whether a symbol code has its own drawing (the art test checks every card's symbols do). */
export const hasSymbolArt = (code: string) => Object.hasOwn(DRAWINGS, code);

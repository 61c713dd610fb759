// A rooster drawn in its plumage colour, facing its opponent: meron from the left, wala from the
// right. While the roosters fight they lunge at each other (no motion for reduced-motion users).
import styles from './CockfightPage.module.css';

export function RoosterArt({
  colour,
  facing,
  fighting,
}: {
  colour: string;
  facing: 'right' | 'left';
  fighting: boolean;
}) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={[styles.rooster, fighting && styles[`lunge_${facing}`]].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      <g transform={facing === 'left' ? 'translate(100 0) scale(-1 1)' : undefined}>
        <path d="M30 52C14 30 10 18 22 10C20 26 28 36 36 44Z" fill={colour} opacity=".75" />
        <path d="M28 56C8 48 4 34 10 24C14 40 24 46 34 50Z" fill={colour} opacity=".6" />
        <path d="M26 58C26 40 44 34 60 40C70 44 72 58 66 68C58 80 36 80 28 70Z" fill={colour} />
        <path d="M58 42C60 30 64 24 70 22L76 30C70 34 68 42 66 50Z" fill={colour} />
        <path d="M38 54C46 46 58 50 60 58C52 64 42 64 38 54Z" fill="#000" opacity=".22" />
        <circle cx="72" cy="22" r="8" fill={colour} />
        <path d="M66 15C66 8 70 8 71 12C72 6 76 6 76 11C78 7 82 9 79 15Z" fill="#d7261e" />
        <path d="M79 21L88 24L79 27Z" fill="#f2b61c" />
        <path d="M76 28C76 34 72 35 72 30Z" fill="#d7261e" />
        <circle cx="74" cy="20" r="1.8" fill="#fff" />
        <circle cx="74.4" cy="20" r="0.9" fill="#111" />
        <path
          d="M44 76L42 90M42 90L36 92M42 90L46 93M54 76L56 90M56 90L50 92M56 90L61 93"
          stroke="#f2b61c"
          strokeWidth="2.6"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    </svg>
  );
}

// The theme's palette as CSS custom properties, for the game screen's style attribute.
import type { CSSProperties } from 'react';
import { findThemeArt } from './themes-art';

export type SlotCssVariables = {
  '--slot-bg': string;
  '--slot-primary': string;
  '--slot-accent': string;
  '--slot-text': string;
};

const NEUTRAL: SlotCssVariables = {
  '--slot-bg': '#1e1e28',
  '--slot-primary': '#7e8aa2',
  '--slot-accent': '#f4c542',
  '--slot-text': '#f5f5f5',
};

/** --slot-bg, --slot-primary, --slot-accent and --slot-text of a theme (neutral for an unknown id). */
export function themeCssVariables(themeId: string): CSSProperties & SlotCssVariables {
  const palette = findThemeArt(themeId)?.palette;
  const variables: SlotCssVariables = palette
    ? {
        '--slot-bg': palette.background,
        '--slot-primary': palette.primary,
        '--slot-accent': palette.accent,
        '--slot-text': palette.text,
      }
    : NEUTRAL;
  return { ...variables } as CSSProperties & SlotCssVariables;
}

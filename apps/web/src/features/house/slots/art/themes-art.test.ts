// Proves that the web's copy of the slot themes' art data matches the server's themes exactly (ids,
// names, palettes and every symbol's label), so the art never drifts from the games. The server file
// is imported only here, in a test; the web itself never imports server code.
import { describe, expect, it } from 'vitest';
import { SLOT_THEMES } from '../../../../../../server/src/vendors/house/slots/themes';
import { SYMBOL_IDS, THEME_ART, findThemeArt, symbolLabel } from './themes-art';

describe('THEME_ART', () => {
  it('has one entry per server theme, in the same order', () => {
    expect(THEME_ART.map((theme) => theme.id)).toEqual(SLOT_THEMES.map((theme) => theme.id));
    expect(THEME_ART).toHaveLength(26);
  });

  it.each(SLOT_THEMES.map((theme) => [theme.id, theme] as const))(
    '%s has the server theme’s name, palette and labels',
    (id, serverTheme) => {
      const art = findThemeArt(id);
      expect(art).toBeDefined();
      if (!art) return;
      expect(art.name).toEqual(serverTheme.name);
      expect(art.palette).toEqual(serverTheme.palette);
      expect(Object.keys(serverTheme.art).sort()).toEqual([...SYMBOL_IDS].sort());
      for (const symbolId of SYMBOL_IDS)
        expect(symbolLabel(art, symbolId)).toBe(serverTheme.art[symbolId]?.label);
    },
  );

  it('has unique theme ids', () => {
    expect(new Set(THEME_ART.map((theme) => theme.id)).size).toBe(THEME_ART.length);
  });
});

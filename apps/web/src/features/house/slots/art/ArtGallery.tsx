// Every slot theme as a row of its ten symbols on its own backdrop, with the theme's names and
// palette: a review sheet for the art (to be mounted at a development route).
import { SymbolArt } from './SymbolArt';
import { ThemeBackdrop } from './ThemeBackdrop';
import { themeCssVariables } from './theme-css';
import { SYMBOL_IDS, symbolLabel, THEME_ART } from './themes-art';
import styles from './ArtGallery.module.css';

export type ArtGalleryProps = { symbolSize?: number };

export function ArtGallery({ symbolSize = 88 }: ArtGalleryProps) {
  return (
    <div className={styles.gallery}>
      {THEME_ART.map((theme) => (
        <section
          key={theme.id}
          className={styles.theme}
          style={themeCssVariables(theme.id)}
          aria-labelledby={`art-${theme.id}`}
        >
          <div className={styles.backdrop}>
            <ThemeBackdrop themeId={theme.id} />
          </div>
          <header className={styles.header}>
            <h2 id={`art-${theme.id}`} className={styles.name}>
              {theme.name.en}
            </h2>
            <span className={styles.localName}>{theme.name.vi}</span>
            <code className={styles.id}>{theme.id}</code>
            <span className={styles.swatches} aria-hidden="true">
              {Object.values(theme.palette).map((colour, index) => (
                <span key={index} className={styles.swatch} style={{ background: colour }} title={colour} />
              ))}
            </span>
          </header>
          <ul className={styles.symbols}>
            {SYMBOL_IDS.map((symbolId) => (
              <li key={symbolId} className={styles.symbol}>
                <SymbolArt themeId={theme.id} symbolId={symbolId} size={symbolSize} />
                <span className={styles.caption}>
                  <span className={styles.symbolId}>{symbolId}</span> {symbolLabel(theme, symbolId)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

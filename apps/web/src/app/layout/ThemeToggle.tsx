// Switches between the light and dark themes; the choice is remembered.
import { useTranslation } from 'react-i18next';
import { chooseTheme, themeStore, useTheme } from '../../lib/theme';
import styles from './Header.module.css';
import { LineIcon } from '../../ui/Icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      // The theme at the moment of the press (a press made before hydration is replayed right after).
      onClick={() => chooseTheme(themeStore.get() === 'dark' ? 'light' : 'dark')}
      aria-label={t(next === 'dark' ? 'layout.themeDark' : 'layout.themeLight')}
      data-testid="theme-toggle"
      data-theme-current={theme}
    >
      {theme === 'dark' ? (
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <LineIcon path="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" size={20} />
      )}
    </button>
  );
}

// Shared set-up for web component tests: DOM matchers and a clean DOM and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Component tests render in English so that assertions read naturally, with every part of the texts
// (the agent centre's, the operator console's, the promotions' and the house games' too) loaded before the first test,
// and the Vietnamese ones beside them.
import { initI18n, loadCatalogue, preloadLanguage } from './i18n/i18n';
await initI18n('en');
await loadCatalogue('agent');
await loadCatalogue('operator');
await loadCatalogue('promotions');
await loadCatalogue('games');
await preloadLanguage('vi');

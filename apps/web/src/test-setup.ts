// Shared set-up for web component tests: DOM matchers and a clean DOM and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Component tests render in English so that assertions read naturally.
import { initI18n } from './i18n/i18n';
initI18n('en');

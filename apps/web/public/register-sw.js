// Registers the site's service worker (sw.js: the installable app's shell and offline page), once the
// page has loaded, so that the worker's download and its keeping of the shell never compete with the
// first page. It also keeps the browser's offer to install the app for the app download page. A plain script of its own that only the production build links (apps/web/vite-plugins/
// service-worker.ts), so the home page's first script does not grow by a byte; a browser registers a
// worker only in a secure context (https, or localhost while testing).
(() => {
  // The browser's offer to install the site (Chromium's beforeinstallprompt) may come on any page, long
  // before the app download page is opened: it is kept here for that page to use
  // (src/features/site/hooks/useInstallPrompt.ts), and forgotten once the app is installed.
  window.addEventListener('beforeinstallprompt', (event) => {
    window.playdeckInstallPrompt = event;
  });
  window.addEventListener('appinstalled', () => {
    window.playdeckInstallPrompt = null;
  });
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    // `updateViaCache: 'none'`: the browser checks sw.js past its HTTP cache on every visit, so that
    // a new build's worker is found at once.
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error) => {
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
})();

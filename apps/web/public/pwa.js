// What makes the site an installable app (docs/decisions/018-app-download.md), started once the page
// has loaded so that none of it competes with the first page or holds its load event: the web app
// manifest is linked (a browser fetches it, and Chromium its icons, as soon as the link is there) and
// the service worker (sw.js: the kept shell and the offline page) is registered. Before that, the
// browser's offer to install the app is kept for the app download page.
//
// A plain script of its own that only the production build links (apps/web/vite-plugins/
// service-worker.ts), so that the home page's first script does not grow by a byte.
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

  const start = () => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const manifest = document.createElement('link');
      manifest.rel = 'manifest';
      manifest.href = '/manifest.webmanifest';
      document.head.append(manifest);
    }
    // A browser registers a worker only in a secure context (https, or localhost while testing).
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    // `updateViaCache: 'none'`: the browser checks sw.js past its HTTP cache on every visit, so that
    // a new build's worker is found at once.
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error) => {
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();

// The offline page's texts in the visitor's language (the one chosen on the site, else the browser's)
// and its retry button: a file of its own, since the site's CSP runs no inline script.
(() => {
  const TEXTS = {
    vi: {
      title: 'Bạn đang ngoại tuyến',
      lead: 'Không có kết nối mạng. Hãy kiểm tra Wi-Fi hoặc dữ liệu di động rồi thử lại.',
      retry: 'Thử lại',
      waiting: 'Trang sẽ tự tải lại khi có mạng.',
    },
    en: {
      title: 'You are offline',
      lead: 'There is no network connection. Check your Wi-Fi or mobile data and try again.',
      retry: 'Try again',
      waiting: 'The page reloads by itself once the network is back.',
    },
  };
  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      // Storage may be off (private mode): the browser's own choice decides.
      return null;
    }
  };
  // The site's theme choice (lib/theme.ts), else the system's through the style sheet's media query.
  const theme = read('playdeck.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  const stored = read('playdeck.language');
  const wanted = [stored, ...(navigator.languages ?? [navigator.language])].filter(Boolean);
  const language = wanted.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => code in TEXTS) ?? 'vi';
  document.documentElement.lang = language;
  for (const element of document.querySelectorAll('[data-text]')) {
    element.textContent = TEXTS[language][element.dataset.text];
  }
  document.title = TEXTS[language].title;
  // Back to the page the visitor wanted (this page may stand in for it, at its address).
  const retry = () => window.location.reload();
  document.getElementById('retry').addEventListener('click', retry);
  window.addEventListener('online', retry, { once: true });
})();

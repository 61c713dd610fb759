// Proves the app download page (SPEC.md §2, docs/decisions/018-app-download.md): the install button
// appears when the browser offers its prompt (at once, or kept from before the page came) and
// shows it; iOS gets Safari's Add to Home Screen steps; the installed app says so; the operator's
// Android app is linked; the link's language is taken.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { changeLanguage } from '../../../i18n/i18n';
import { renderWithSite } from '../../../test-support/render-with-site';
import type { InstallPromptEvent } from '../hooks/useInstallPrompt';
import { AppDownloadPage } from './AppDownloadPage';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A stand-in for Chromium's BeforeInstallPromptEvent, answered with `outcome`. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function matchMediaWith(standalone: boolean) {
  return vi.fn((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.playdeckInstallPrompt;
  if (i18next.language !== 'en') await changeLanguage('en');
});

describe('AppDownloadPage', () => {
  it('shows the install button when the browser offers its prompt, and shows the prompt on a press', async () => {
    const { user } = renderWithSite(<AppDownloadPage />, { path: '/app-download' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the app' })).toBeInTheDocument();
    expect(screen.getByText('Playdeck')).toBeInTheDocument();
    expect(screen.getByText(/choose “Install app” in your browser’s menu/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();

    const { event, prompt } = installOffer('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    // The page's own button stands in for the browser's mini-infobar.
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Installing: Playdeck will be on your home screen in a moment.',
    );
    // The browser reports it installed once it is.
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('The app is installed on this device.');
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('uses an offer kept from before the page came, and says how to install later when dismissed', async () => {
    const { event, prompt } = installOffer('dismissed');
    window.playdeckInstallPrompt = event;
    const { user } = renderWithSite(<AppDownloadPage />, { path: '/app-download' });
    await user.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText(/install the app later from your browser's menu/)).toBeInTheDocument();
    expect(window.playdeckInstallPrompt).toBeNull();
  });

  it("shows Safari's Add to Home Screen steps on an iPhone", () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderWithSite(<AppDownloadPage />, { path: '/app-download' });
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Tap the Share button at the bottom of Safari.',
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add”: the app’s icon appears on your home screen.',
    ]);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('says the app is installed when it runs standalone, without the code to open it on a phone', () => {
    vi.stubGlobal('matchMedia', matchMediaWith(true));
    renderWithSite(<AppDownloadPage />, { path: '/app-download' });
    expect(screen.getByRole('status')).toHaveTextContent('You are using the app');
    expect(screen.queryByRole('heading', { name: 'Open on your phone' })).not.toBeInTheDocument();
  });

  it("links the operator's Android app and shows the codes of the app and of the page", async () => {
    const android = 'https://apps.example/android/playdeck.apk';
    renderWithSite(<AppDownloadPage />, {
      path: '/app-download',
      permission: { siteName: 'Lucky Star', resources: { ANDROID: android } },
    });
    expect(screen.getByText('Lucky Star')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', android);
    expect(await screen.findByTitle('QR code of the Android app download')).toBeInTheDocument();
    expect(await screen.findByTitle('QR code of this page')).toBeInTheDocument();
  });

  it('has no Android section when the operator has no Android app', () => {
    renderWithSite(<AppDownloadPage />, { path: '/app-download' });
    expect(screen.queryByRole('heading', { name: 'Android app' })).not.toBeInTheDocument();
  });

  it("switches to the link's language when the interface has it, and ignores others", async () => {
    const { unmount } = renderWithSite(<AppDownloadPage />, { path: '/app-download?lang=th' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the app' })).toBeInTheDocument();
    unmount();
    renderWithSite(<AppDownloadPage />, { path: '/app-download?lang=vi' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tải ứng dụng' })).toBeInTheDocument(),
    );
    expect(localStorage.getItem('playdeck.language')).toBe('vi');
  });
});

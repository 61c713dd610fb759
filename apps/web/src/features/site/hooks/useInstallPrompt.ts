// What the app download page can offer to install the site as an app (docs/decisions/018-app-download.md):
// Chromium's own install prompt (the `beforeinstallprompt` event, on Android and desktops), the
// steps of Safari's "Add to Home Screen" on iOS, which has no prompt, or nothing when the site
// already runs as the installed app (display-mode: standalone).
import { useCallback, useEffect, useState } from 'react';

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library: not a standard yet). */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
};

declare global {
  interface Window {
    /**
     * The offer the browser made before this page's code came (public/pwa.js keeps it, on
     * every page); null once the app has been installed.
     */
    playdeckInstallPrompt?: InstallPromptEvent | null;
  }
  interface Navigator {
    /** Safari on iOS: true when the page runs from the home screen. */
    readonly standalone?: boolean;
  }
}

export type InstallState =
  /** Running as the installed app. */
  | 'standalone'
  /** The browser offers its install prompt: the page shows the install button. */
  | 'prompt'
  /** The member has accepted the prompt: the browser installs the app. */
  | 'accepted'
  /** The browser reports the app installed. */
  | 'installed'
  /** The member has dismissed the prompt (it cannot be shown again on this page). */
  | 'dismissed'
  /** iOS: Safari's Share → Add to Home Screen. */
  | 'ios'
  /** Any other browser: how to install in words. */
  | 'manual';

const STANDALONE_QUERY = '(display-mode: standalone)';

/** iPhone, iPod and iPad, including iPadOS, which says it is a Mac but has a touch screen. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia?.(STANDALONE_QUERY).matches === true || navigator.standalone === true;
}

function initialState(): InstallState {
  if (isStandalone()) return 'standalone';
  if (window.playdeckInstallPrompt) return 'prompt';
  return isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0) ? 'ios' : 'manual';
}

export function useInstallPrompt(): { state: InstallState; install: () => Promise<void> } {
  const [state, setState] = useState<InstallState>(initialState);
  const [offer, setOffer] = useState<InstallPromptEvent | null>(() => window.playdeckInstallPrompt ?? null);

  useEffect(() => {
    const offered = (event: Event) => {
      // The browser's own mini-infobar is kept away while this page offers its button.
      event.preventDefault();
      window.playdeckInstallPrompt = event as InstallPromptEvent;
      setOffer(event as InstallPromptEvent);
      setState((current) => (current === 'standalone' ? current : 'prompt'));
    };
    const installed = () => {
      window.playdeckInstallPrompt = null;
      setOffer(null);
      setState((current) => (current === 'standalone' ? current : 'installed'));
    };
    const standalone = window.matchMedia?.(STANDALONE_QUERY);
    const displayChanged = () => setState(initialState());
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    standalone?.addEventListener?.('change', displayChanged);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
      standalone?.removeEventListener?.('change', displayChanged);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    // An offer can be shown once: it is forgotten whatever the member answers.
    window.playdeckInstallPrompt = null;
    setOffer(null);
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      setState(outcome);
    } catch {
      // The browser withdrew its offer (shown elsewhere meanwhile): the words instead of the button.
      setState(initialState());
    }
  }, [offer]);

  return { state, install };
}

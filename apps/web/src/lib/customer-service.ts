// The one way customer service opens (SPEC.md §3: an entry's window is 440 by 750): the side menu's
// links, the member menu's live-chat service, the agent centre's customer service and the blocked
// page's button all come here. An external entry (Telegram, Facebook…) opens its address; a LIVECHAT
// entry launches a conversation with the operator's support desk and opens its chat page. The window
// opens at once, inside the click, so that no popup blocker stops it, and is sent to the chat when
// the launch answers; the launch's code loads only then.
import type { CustomerService } from '@playdeck/contract/site';
import { openServiceWindow } from './popup-window';

/** The chat's start page: the models to choose from (also where a failed launch lands). */
export const LIVE_CHAT_START_PATH = '/livechat';

/** Whether an address is the live chat's, which opens whatever the site's state (maintenance, blocked). */
export const isLiveChatPath = (pathname: string) => /^\/livechat(\/|$)/.test(pathname);

export function openCustomerService(service: CustomerService): void {
  if (service.csType !== 'LIVECHAT') {
    openServiceWindow(service.path);
    return;
  }
  const chatWindow = openServiceWindow('about:blank', 'live-chat');
  // A browser that refused the window gets the chat in this tab instead.
  const go = (url: string) => (chatWindow ? chatWindow.location.replace(url) : window.location.assign(url));
  void import('./live-chat-launch')
    .then(({ launchLiveChat }) => launchLiveChat(service.path))
    .then(go, () => go(LIVE_CHAT_START_PATH));
}

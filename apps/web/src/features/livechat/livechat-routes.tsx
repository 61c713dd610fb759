// The live chat's window (SPEC.md §3: 440 by 750): /livechat lists the operator's models to start a
// conversation on, /livechat/<token> is one conversation. Outside the member site's layout, loaded on
// demand (one chunk for both) so the member site never carries its code.
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../ui/lazy';

const LiveChatPage = lazyNamed(() => import('./pages/LiveChatPage'), 'LiveChatPage');

export const livechatRoutes: RouteObject[] = [{ path: '/livechat/:token?', element: <LiveChatPage /> }];

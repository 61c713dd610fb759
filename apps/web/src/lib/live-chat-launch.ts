// Launches a live chat conversation (SPEC.md §7 "Live chat: model list, launch chat (response chatUrl)"):
// the model named by the entry's path (/livechat?model=vip), else the first the operator offers. A
// signed-in member's conversation is tied to the account by the session the client sends.
import { livechatPaths, type LaunchChatValue, type LivechatModel } from '@playdeck/contract/livechat';
import { api } from './api-client';

export async function launchLiveChat(entryPath: string, model?: string): Promise<string> {
  const requested = model ?? new URL(entryPath, window.location.origin).searchParams.get('model');
  const code = requested ?? (await api.get<LivechatModel[]>(livechatPaths.models))[0]?.code;
  if (!code) throw new Error('No live chat model is offered');
  return (await api.post<LaunchChatValue>(livechatPaths.launch, { model: code })).chatUrl;
}

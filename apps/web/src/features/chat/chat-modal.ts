// Whether the chat room popup is open (SPEC.md §2 "Modals: chat room"); the side menu's item opens
// it.
import { createStore, useStore } from '../../lib/store';

export const chatRoomOpenStore = createStore(false);

export const openChatRoom = () => chatRoomOpenStore.set(true);
export const closeChatRoom = () => chatRoomOpenStore.set(false);

export function useChatRoomOpen(): boolean {
  return useStore(chatRoomOpenStore);
}

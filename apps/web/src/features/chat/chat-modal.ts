// Whether the chat room popup is open (SPEC.md §2 "Modals: chat room"); the side menu and /chat open
// it. Kept apart from the popup's code so that opening it costs the home page a few bytes only.
import { createStore, useStore } from '../../lib/store';

export const chatRoomOpenStore = createStore(false);

export const openChatRoom = () => chatRoomOpenStore.set(true);
export const closeChatRoom = () => chatRoomOpenStore.set(false);

export function useChatRoomOpen(): boolean {
  return useStore(chatRoomOpenStore);
}

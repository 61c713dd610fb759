// /chat: home, with the chat room popup opened (SPEC.md §2 "Modals: chat room"), then the address
// becomes /, as /licence does for the licence popup.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { openChatRoom } from '../../features/chat/chat-modal';

export function ChatRoute() {
  useEffect(() => openChatRoom(), []);
  return <Navigate to="/" replace />;
}

// The side menu's "Chat room" item and the popup it opens (SPEC.md §2 "Modals: chat room"). Both
// live in this chunk, which the side menu loads after start-up, so that the home page's first script
// carries one lazy entry instead of the item, its state and the popup's mount.
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../ui/Icons';
import { lazyNamed } from '../../../ui/lazy';
import { closeChatRoom, openChatRoom, useChatRoomOpen } from '../chat-modal';

const ChatRoomModal = lazyNamed(() => import('./ChatRoomModal'), 'ChatRoomModal');

export function ChatMenuItem({
  className,
  collapsed,
  onNavigate,
}: {
  className?: string;
  collapsed: boolean;
  /** Closes the side menu on a phone, where it covers the page. */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const open = useChatRoomOpen();
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          onNavigate();
          openChatRoom();
        }}
        title={collapsed ? t('chat.menuItem') : undefined}
        data-testid="side-menu-chat"
      >
        <LineIcon path="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" size={20} />
        <span className={collapsed ? 'visually-hidden' : undefined}>{t('chat.menuItem')}</span>
      </button>
      {open ? <ChatRoomModal onClose={closeChatRoom} /> : null}
    </>
  );
}

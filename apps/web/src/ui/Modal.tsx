// The site's modal window, on Radix Dialog so that focus is trapped and restored, Escape and a click
// outside close it, the page behind is inert, and the title and description name the dialog for
// assistive technology. Every other dialog (confirm, message, login…) is built on this one.
import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { CloseIcon } from './Icons';
import styles from './Modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg';

/** What takes the focus when a window opens: as Radix chooses, the first control that can have it. */
const FIRST_FOCUS = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions along the bottom edge, usually buttons; laid out right-aligned. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Leave out the × button, for dialogs that must be answered with their own buttons. */
  hideClose?: boolean;
  className?: string;
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideClose = false,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  // Our modals are opened from state, not from a Radix Dialog.Trigger, so Radix does not know where
  // focus came from. Remember it on open and give it back on close, as a keyboard user expects.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Focus moves into the window a frame after it opens, not while it is being put on the page: a
  // focus makes the browser work out the whole page's styles and layout there and then, which made
  // opening a popup one long task. The focus trap holds from the start.
  const focusOnOpen = (event: Event) => {
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    event.preventDefault();
    requestAnimationFrame(() => {
      const content = contentRef.current;
      if (!content || content.contains(document.activeElement)) return;
      (content.querySelector<HTMLElement>(FIRST_FOCUS) ?? content).focus();
    });
  };
  const restoreFocus = (event: Event) => {
    const element = returnFocusRef.current;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={contentRef}
          className={classNames(styles.content, styles[size], className)}
          onOpenAutoFocus={focusOnOpen}
          onCloseAutoFocus={restoreFocus}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {!hideClose && (
              <Dialog.Close className={styles.close} aria-label={t('ui.close')}>
                <CloseIcon />
              </Dialog.Close>
            )}
          </header>
          {/* The body scrolls on its own so that the title and the footer's buttons stay in view. */}
          <div className={styles.body}>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
            {children}
          </div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

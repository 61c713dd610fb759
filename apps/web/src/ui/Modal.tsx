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
  const rememberFocus = () => {
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
          className={classNames(styles.content, styles[size], className)}
          onOpenAutoFocus={rememberFocus}
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

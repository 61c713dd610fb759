// One-call confirm and message dialogs for any feature: `if (await dialogs.confirm({ message }))`.
// DialogProvider (mounted once, near the root) keeps a queue and shows one dialog at a time, so two
// features asking at once get their answers in turn instead of stacking modals. The dialogs' code
// (the modal and its focus trap) loads with the first request.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from './lazy';
import type { MessageKind } from './MessageDialog';

const ConfirmDialog = lazyNamed(() => import('./ConfirmDialog'), 'ConfirmDialog');
const MessageDialog = lazyNamed(() => import('./MessageDialog'), 'MessageDialog');

export interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
}

export interface Dialogs {
  /** Resolves true when confirmed, false when cancelled or dismissed. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Resolves when the user has closed the message. */
  success: (message: ReactNode, title?: ReactNode) => Promise<void>;
  warning: (message: ReactNode, title?: ReactNode) => Promise<void>;
}

type RequestBody =
  | { kind: 'confirm'; options: ConfirmOptions; settle: (confirmed: boolean) => void }
  | { kind: MessageKind; options: { message: ReactNode; title?: ReactNode }; settle: () => void };
type Request = RequestBody & { id: number };

/** A runaway loop must not pile up dialogs; beyond this, requests are answered "no" at once. */
const queueLengthMax = 10;

const DialogsContext = createContext<Dialogs | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const nextIdRef = useRef(1);
  const queueLengthRef = useRef(0);
  // A double click can call finish twice before the queue re-renders; only the first one counts.
  const finishedIdRef = useRef(0);

  // Returns false when the queue is full, so the caller answers the request itself.
  const enqueue = useCallback((request: RequestBody): boolean => {
    if (queueLengthRef.current >= queueLengthMax) return false;
    queueLengthRef.current += 1;
    const id = nextIdRef.current++;
    setQueue((pending) => [...pending, { ...request, id }]);
    return true;
  }, []);

  const dialogs = useMemo<Dialogs>(() => {
    const message = (kind: MessageKind) => (text: ReactNode, title?: ReactNode) =>
      new Promise<void>((resolve) => {
        if (!enqueue({ kind, options: { message: text, title }, settle: resolve })) resolve();
      });
    return {
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          if (!enqueue({ kind: 'confirm', options, settle: resolve })) resolve(false);
        }),
      success: message('success'),
      warning: message('warning'),
    };
  }, [enqueue]);

  const current = queue[0];
  const finish = (answer: boolean) => {
    if (!current || finishedIdRef.current === current.id) return;
    finishedIdRef.current = current.id;
    queueLengthRef.current -= 1;
    setQueue((pending) => pending.slice(1));
    if (current.kind === 'confirm') current.settle(answer);
    else current.settle();
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {/* The key gives each request a fresh dialog, so focus and state never leak between them. */}
      {current?.kind === 'confirm' && (
        <ConfirmDialog
          key={current.id}
          open
          {...current.options}
          onConfirm={() => finish(true)}
          onCancel={() => finish(false)}
        />
      )}
      {current && current.kind !== 'confirm' && (
        <MessageDialog
          key={current.id}
          open
          kind={current.kind}
          message={current.options.message}
          title={current.options.title}
          onClose={() => finish(true)}
        />
      )}
    </DialogsContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs a <DialogProvider> above it in the tree.');
  return dialogs;
}

// The site's drop-down menus: Radix DropdownMenu's parts, used as `DropdownMenu.Root`,
// `DropdownMenu.Trigger`… exactly like the library's, but the library (with its positioning engine,
// a good 40 KB) loads when a menu is first pointed at, focused or opened, not with the home page.
// Until then a Root renders a plain button in the trigger's place that looks the same; pressing it
// loads the library and opens the menu on the first press.
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type * as Radix from '@radix-ui/react-dropdown-menu';

type RadixModule = typeof Radix;

let radix: RadixModule | null = null;
let loading: Promise<RadixModule> | null = null;

function loadRadix(): Promise<RadixModule> {
  loading ??= import('@radix-ui/react-dropdown-menu').then(
    (module) => (radix = module),
    (error: unknown) => {
      // A failed download may succeed on the next press.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The parts rendered inside an open menu exist only once the library has loaded. */
function loaded(): RadixModule {
  if (!radix) throw new Error('A drop-down menu part rendered before its Root loaded the library.');
  return radix;
}

type Shell = { preload: () => void; requestOpen: () => void };
const ShellContext = createContext<Shell | null>(null);

/** Keys that open a Radix menu from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function Root({ children, defaultOpen, onOpenChange, ...props }: ComponentProps<typeof Radix.Root>) {
  const [ready, setReady] = useState(radix !== null);
  const [openRequested, setOpenRequested] = useState(false);
  const shell = useMemo<Shell>(
    () => ({
      preload: () => void loadRadix().catch(() => undefined),
      requestOpen: () => {
        loadRadix().then(
          () => {
            setOpenRequested(true);
            setReady(true);
            onOpenChange?.(true);
          },
          () => undefined,
        );
      },
    }),
    [onOpenChange],
  );
  if (ready && radix) {
    return (
      <radix.Root {...props} defaultOpen={defaultOpen || openRequested} onOpenChange={onOpenChange}>
        {children}
      </radix.Root>
    );
  }
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function Trigger(props: ComponentProps<typeof Radix.Trigger>) {
  const shell = useContext(ShellContext);
  if (!shell) {
    const Loaded = loaded().Trigger;
    return <Loaded {...props} />;
  }
  return <ShellTrigger shell={shell} {...props} />;
}

/** The trigger before the library has loaded: the same button, closed, that asks its Root to open. */
function ShellTrigger({
  shell,
  asChild: _asChild,
  onPointerDown,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<typeof Radix.Trigger> & { shell: Shell }) {
  const pointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    // As Radix does: the main button without Ctrl (a right click on macOS) opens the menu.
    if (event.button !== 0 || event.ctrlKey || props.disabled) return;
    event.preventDefault();
    shell.requestOpen();
  };
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (!OPEN_KEYS.has(event.key) || props.disabled) return;
    event.preventDefault();
    shell.requestOpen();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerDown={pointerDown}
      onKeyDown={keyDown}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        shell.preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        shell.preload();
      }}
    />
  );
}

/** Nothing to show while the menu is closed, and it cannot open before the library has loaded. */
export function Portal(props: ComponentProps<typeof Radix.Portal>) {
  const shell = useContext(ShellContext);
  if (shell) return null;
  const Loaded = loaded().Portal;
  return <Loaded {...props} />;
}

export const Content = (props: ComponentProps<typeof Radix.Content>) => {
  const Loaded = loaded().Content;
  return <Loaded {...props} />;
};
export const Item = (props: ComponentProps<typeof Radix.Item>) => {
  const Loaded = loaded().Item;
  return <Loaded {...props} />;
};
export const Label = (props: ComponentProps<typeof Radix.Label>) => {
  const Loaded = loaded().Label;
  return <Loaded {...props} />;
};
export const Separator = (props: ComponentProps<typeof Radix.Separator>) => {
  const Loaded = loaded().Separator;
  return <Loaded {...props} />;
};
export const RadioGroup = (props: ComponentProps<typeof Radix.RadioGroup>) => {
  const Loaded = loaded().RadioGroup;
  return <Loaded {...props} />;
};
export const RadioItem = (props: ComponentProps<typeof Radix.RadioItem>) => {
  const Loaded = loaded().RadioItem;
  return <Loaded {...props} />;
};
export const ItemIndicator = (props: ComponentProps<typeof Radix.ItemIndicator>) => {
  const Loaded = loaded().ItemIndicator;
  return <Loaded {...props} />;
};

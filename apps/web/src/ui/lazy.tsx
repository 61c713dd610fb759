// Components whose code loads when first needed, so that the home page's first script carries only
// what the first screen shows: pages and areas load when opened, a popup when it first opens (the
// login popup brings the form library, zod and the encryption with it), a menu when first touched.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { PageLoader } from './Loader';

type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props & object : never;

export type LazyComponent<Props> = ComponentType<Props> & {
  /** Starts loading the code without rendering it (on hover or focus of what opens it). */
  preload: () => Promise<unknown>;
};

/**
 * A named export of a module loaded on demand, shown under `fallback` until its code has arrived.
 * The default fallback is the page loader: the visitor asked for something and sees that it comes.
 */
export function lazyNamed<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  fallback: ReactNode = <PageLoader visible />,
): LazyComponent<PropsOf<Module[Name]>> {
  type Props = PropsOf<Module[Name]>;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => ({ default: module[name] as ComponentType<Props> })));
  const Loaded = lazy(preload) as unknown as ComponentType<Props>;
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload });
}

/**
 * Renders its children from the first time `open` is true and keeps them from then on, so that a
 * popup's code loads when it is first opened and its closing (focus return, state) works as before.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra pass.
  if (open && !opened) setOpened(true);
  return opened || open ? children : null;
}

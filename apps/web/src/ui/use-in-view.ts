// Whether an element has come near the screen (once true, it stays true): for work worth doing only
// when seen, such as drawing QR codes in a side menu that a phone keeps off screen until it is opened.
import { useEffect, useRef, useState } from 'react';

/** How far outside the screen an element counts as near, so that it is ready when scrolled to. */
const NEAR_MARGIN = '200px';

export function useInView<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  // Not seen until the browser says so: a server-rendered page has not been seen (the same on the
  // server and at hydration).
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    // Without IntersectionObserver (an old browser, a test's DOM), everything counts as seen.
    if (typeof IntersectionObserver === 'undefined') return setInView(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
}

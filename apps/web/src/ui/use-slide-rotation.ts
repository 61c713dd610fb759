// A looping row (or column) of slides moved on a timer, for the home banner and the winner board:
// a scroll container whose children are the slides, followed by a copy of the first slide, so that
// the rotation always goes forward: gliding onto the copy ends with an unseen jump back to the first.
// The container scrolls (by hand too, where its CSS lets it) and this hook moves it by its scroll
// position, which costs no layout: the page around it never shifts. A carousel library does the same
// with ten times the code.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type SlideRotation = {
  trackRef: RefObject<HTMLDivElement | null>;
  /** The slide shown, 0 … count − 1. */
  active: number;
  /** Glides to a slide; −1 and `count` wrap around. */
  goTo: (index: number) => void;
  /** For the track's onScroll: follows a swipe by hand. */
  onScroll: () => void;
  /** For the track's onPointerDown and onWheel: a hand takes over from a glide under way. */
  stopGlide: () => void;
};

type Axis = 'x' | 'y';

/** Where slide `index` starts inside the track (the track is the slides' offset parent). */
function offsetOf(track: HTMLElement, index: number, axis: Axis): number {
  const slide = track.children[index] as HTMLElement | undefined;
  if (!slide) return 0;
  return axis === 'x' ? slide.offsetLeft : slide.offsetTop;
}

function scrollOf(track: HTMLElement, axis: Axis): number {
  return axis === 'x' ? track.scrollLeft : track.scrollTop;
}

function setScroll(track: HTMLElement, axis: Axis, value: number) {
  if (axis === 'x') track.scrollLeft = value;
  else track.scrollTop = value;
}

/**
 * Scrolls `track` to `target` over `durationMs` (eased), with scroll snapping off meanwhile (CSS:
 * `[data-gliding] { scroll-snap-type: none }`); returns a function that stops it where it is.
 */
function glide(track: HTMLElement, axis: Axis, target: number, durationMs: number, done: () => void) {
  const from = scrollOf(track, axis);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reducedMotion || durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
    setScroll(track, axis, target);
    done();
    return () => undefined;
  }
  const startedAt = performance.now();
  track.dataset.gliding = 'true';
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    setScroll(track, axis, from + (target - from) * (0.5 - Math.cos(progress * Math.PI) / 2));
    if (progress < 1) {
      frame = requestAnimationFrame(step);
      return;
    }
    delete track.dataset.gliding;
    done();
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    delete track.dataset.gliding;
  };
}

/**
 * Rotates `count` slides (the track holds them and, when count > 1, a copy of the first after them):
 * one step every `delayMs`, counted again from each move whoever made it, each glide `speedMs` long.
 */
export function useSlideRotation({
  count,
  delayMs,
  speedMs,
  axis = 'x',
}: {
  count: number;
  delayMs: number;
  speedMs: number;
  axis?: Axis;
}): SlideRotation {
  const trackRef = useRef<HTMLDivElement>(null);
  const stopGlideRef = useRef<() => void>(() => undefined);
  const [active, setActive] = useState(0);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track || count < 2) return;
      stopGlideRef.current();
      let next = index;
      if (next < 0) {
        // Backwards from the first: stand on the copy of the first, unseen, then glide to the last.
        setScroll(track, axis, offsetOf(track, count, axis));
        next = count - 1;
      }
      next = Math.min(next, count);
      setActive(next % count);
      stopGlideRef.current = glide(track, axis, offsetOf(track, next, axis), speedMs, () => {
        if (next === count) setScroll(track, axis, 0);
      });
    },
    [axis, count, speedMs],
  );

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => goTo(active + 1), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, count, delayMs, goTo]);

  useEffect(() => () => stopGlideRef.current(), []);

  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track || count < 2 || track.dataset.gliding) return;
    const position = scrollOf(track, axis);
    const step = offsetOf(track, 1, axis) - offsetOf(track, 0, axis);
    if (step <= 0) return;
    const index = Math.round(position / step);
    if (index >= count) {
      // Swiped onto the copy of the first: once it rests there, the first takes its place.
      setActive(0);
      if (position >= offsetOf(track, count, axis) - 1) setScroll(track, axis, 0);
      return;
    }
    setActive(index);
  }, [axis, count]);

  const stopGlide = useCallback(() => stopGlideRef.current(), []);

  return { trackRef, active, goTo, onScroll, stopGlide };
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on (or near) the screen. Live result streams open only for what the
 * reader can see: a browser holds at most six connections to one server over HTTP/1.1.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  // Without an observer (old browsers, tests) everything counts as on screen.
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

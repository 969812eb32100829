import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After each navigation: scroll smoothly to the top (not in the order editor) and move focus to
 * the new page's heading so keyboard and screen-reader users start at the content.
 */
export function useScrollAndFocusOnNavigation(main: RefObject<HTMLElement | null>, keepScroll: boolean) {
  const location = useLocation();
  const first = useRef(true);
  // Only a new page resets the view: a change of #hash is the page's own business.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash) return;
    if (!keepScroll) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
    const frame = window.requestAnimationFrame(() => {
      const heading = main.current?.querySelector<HTMLElement>('h1');
      const target = heading ?? main.current;
      if (!target) return;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname, keepScroll, main]);
}

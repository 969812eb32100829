import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings an element of the page into view when the address points at it (/page#areas) once the
 * content above it has loaded, and gives it the focus so keyboard users continue from there.
 */
export function useScrollToHash(id: string, ready: boolean) {
  const location = useLocation();
  useEffect(() => {
    if (!ready || location.hash !== `#${id}`) return;
    // After the shell's own scroll-to-top of the navigation.
    const timer = window.setTimeout(() => {
      const element = document.getElementById(id);
      if (!element) return;
      element.scrollIntoView({ block: 'start' });
      element.focus({ preventScroll: true });
    }, 60);
    return () => window.clearTimeout(timer);
  }, [id, ready, location.hash, location.key]);
}

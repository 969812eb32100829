import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While the draft holds unsaved changes: an in-app navigation waits for the leave-order
 * confirmation (the router's blocker), and closing or reloading the tab asks the browser's own
 * question (`beforeunload`, whose wording browsers do not let a page choose).
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

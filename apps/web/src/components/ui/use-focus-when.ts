import { useEffect, useRef } from 'react';

/**
 * Moves the focus to an element once it appears (a success message, an error): whenever
 * `trigger` becomes truthy or changes to another truthy value (a new error message).
 */
export function useFocusWhen<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) ref.current?.focus();
  }, [trigger]);
  return ref;
}

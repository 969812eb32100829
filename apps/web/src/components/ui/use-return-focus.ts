import { useEffect, useState } from 'react';

/**
 * Gives the focus back to what had it when a modal mounted (the button that opened it) once the
 * modal is gone and the focus fell to the page. react-aria restores it only while the focus is
 * still inside the modal as it closes: a modal whose focused button was replaced (pay-now's "Pay"
 * by its result) would leave a keyboard user at the top of the page.
 */
export function useReturnFocus() {
  // Read during the first render, before the dialog takes the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement) || opener === document.body) return;
      // After react-aria's own attempt (the next frame): only a focus left on the page is moved.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if ((active === null || active === document.body) && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
  return opener;
}

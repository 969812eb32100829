import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/**
 * A panel (a menu's filters) folded behind a toggle button on phones and always open from tablets
 * up. Folded by CSS, not by a media query read in the browser: the server's HTML is already what a
 * phone shows, so nothing below the panel moves when the page hydrates.
 */
export function FoldedOnPhones({
  label,
  toggleClassName,
  beside,
  panelClassName,
  children,
}: {
  label: ReactNode;
  /** The toggle's look; it must hide itself from tablets up (`tablet:hidden`). */
  toggleClassName: string;
  /** Controls that stand in a row with the toggle (and stay when it hides); `false` keeps the row empty. */
  beside?: ReactNode;
  panelClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((o) => !o)}
      className={toggleClassName}
    >
      {label}
      <Icon name="chevronDown" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
  return (
    <>
      {beside !== undefined ? (
        <div className="flex flex-wrap items-center gap-2">
          {toggle}
          {beside}
        </div>
      ) : (
        toggle
      )}
      <div id={panelId} className={`${panelClassName} ${open ? '' : 'max-tablet:hidden'}`}>
        {children}
      </div>
    </>
  );
}

import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';

/**
 * The first-letter avatar and its panel: greeting by first name, settings, logout (SPEC.md §2).
 * A disclosure button controlling a small panel, so keyboard and screen-reader users get the
 * same two choices in order.
 */
export function AccountPanel({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const link = useLink();
  const location = useLocation();
  // Open only on the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const panelId = useId();
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(open, close, panel, button);

  const initial = name.trim().charAt(0).toLocaleUpperCase() || '?';
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('nav.accountMenu', { name })}
        onClick={() => setOpenOn(open ? null : location.pathname)}
        className="grid size-11 place-items-center rounded-full bg-kale text-lg font-bold text-white hover:bg-kale-dark"
      >
        <span aria-hidden="true">{initial}</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        role="region"
        aria-labelledby={headingId}
        className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-line bg-white p-4 shadow-lg"
      >
        <p id={headingId} className="mb-3 font-display text-lg text-kale-dark">
          {t('nav.greeting', { name })}
        </p>
        <div className="flex flex-col gap-2">
          <Link to={link('settings-account')} className={buttonClass('secondary', 'w-full')}>
            {t('nav.settings')}
          </Link>
          <button
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
            className={buttonClass('ghost', 'w-full')}
          >
            {t('nav.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DiscountBar as DiscountBarState } from '@fp/contracts';
import { formatMoney, ordinal } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import { Icon } from '../../components/ui/Icon.tsx';
import { ApiError } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useReloadSession, useSession } from '../../lib/session.ts';
import { useForgetCurrentStep } from '../../api/get-current-step.ts';
import { saveDiscountParams } from './api/save-discount-and-referral.ts';
import type { DiscountParams } from './DiscountBarParams.ts';

/** A closed bar stays closed for the rest of the visit (this tab), for that code. */
export const CLOSED_KEY = 'fp_discount_bar_closed';
const URL_PARAMS = ['discount_code', 'code', 'r', 'rid'];

const closedCode = () => {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
};

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Saves the code and referral of a link once, then takes them out of the address. */
function useSaveDiscountParams(params: DiscountParams | undefined, onError: (message: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const reload = useReloadSession();
  const forgetStep = useForgetCurrentStep();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!params) return;
    const key = JSON.stringify(params);
    if (sent.current === key) return;
    sent.current = key;
    const clean = () => {
      const query = new URLSearchParams(location.search);
      for (const p of URL_PARAMS) if (p !== 'code' || params.code === query.get('code')) query.delete(p);
      const search = query.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    };
    saveDiscountParams(params)
      .then(async () => {
        try {
          window.sessionStorage.removeItem(CLOSED_KEY);
        } catch {
          // Storage may be off; the bar then simply shows.
        }
        // The header's signup link was asked for before the code was saved: it carries the code
        // now, not at the next page load (SPEC.md §2).
        await Promise.all([reload(), forgetStep()]);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) onError(error.message);
      })
      .finally(clean);
  }, [params, location, navigate, reload, forgetStep, onError]);
}

export function MultiOrderDetails({ bar, locale }: { bar: DiscountBarState; locale: Locale }) {
  const { t } = useTranslation('discounts');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const elements = bar.discount?.elements ?? [];
  if (elements.length === 0) return null;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="min-h-11 rounded-full px-3 font-semibold underline underline-offset-4"
      >
        {open ? t('bar.hideDetails') : t('bar.showDetails')}
      </button>
      <div id={panelId} hidden={!open} className="basis-full">
        <h2 className="sr-only">{t('bar.detailsTitle')}</h2>
        <ul className="mx-auto flex max-w-md flex-col gap-1 py-2 text-left">
          {elements.map((e) => (
            <li key={e.orderPosition}>
              {capitalise(
                t('bar.orderLine', {
                  ordinal: ordinal(e.orderPosition, locale, 'feminine'),
                  amount: formatMoney(e.value, locale, 'short'),
                }),
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** SPEC.md §2/§3 discount bar: the held code or referral in the page's language, details, close. */
export default function DiscountBar({ showBar, params }: { showBar: boolean; params: DiscountParams | undefined }) {
  const { t, locale } = useTranslation('discounts');
  const session = useSession();
  const [error, setError] = useState<string | undefined>();
  const [closed, setClosed] = useState<string | null>(closedCode);
  useSaveDiscountParams(params, setError);
  const bar = session.discountBar;
  const code = bar.discount?.code ?? null;
  const text = locale === 'fr' ? bar.textFr : bar.textEn;

  if (error) {
    return (
      <div
        role="alert"
        className="flex items-center justify-center gap-2 bg-salmon-light px-4 py-2 text-center text-danger"
      >
        <span>{error}</span>
        <button
          type="button"
          aria-label={t('bar.close')}
          onClick={() => setError(undefined)}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/50"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    );
  }
  if (!showBar || session.loggedIn || !code || !text || closed === code) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(CLOSED_KEY, code);
    } catch {
      // Without storage the bar stays closed until the next page load.
    }
    setClosed(code);
  };
  return (
    <aside aria-label={t('bar.label')} className="bg-kale text-white">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 py-1.5 text-center">
        <p className="font-semibold" data-testid="discount-bar-text">
          {text}
        </p>
        {bar.discount?.type === 'MultiorderDiscountCode' ? <MultiOrderDetails bar={bar} locale={locale} /> : null}
        <button
          type="button"
          aria-label={t('bar.close')}
          onClick={close}
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-kale-dark"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </aside>
  );
}

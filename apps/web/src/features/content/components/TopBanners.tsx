import { useId, useState, type ReactNode } from 'react';
import type { ContentEntry } from '@fp/contracts';
import { fnv1a } from '@fp/domain';
import { Icon } from '../../../components/ui/Icon.tsx';
import { RichText } from '../../../components/ui/RichText.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useRegion } from '../../../lib/region.ts';
import { useContentEntry, usePriceIncrease } from '../api/queries.ts';

const DISMISSED_KEY = 'fp_dismissed_notices';

const text = (entry: ContentEntry, field: string): string => {
  const value = entry.fields[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** One notice is told apart from the next by what it says, so a new notice shows again. */
export function noticeId(entry: ContentEntry): string {
  return fnv1a(`${entry.type}|${entry.region ?? ''}|${text(entry, 'title')}|${text(entry, 'textbox')}`).toString(36);
}

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(ids: string[]): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids.slice(-20)));
  } catch {
    // Storage refused (private browsing): the notice stays closed for this visit only.
  }
}

const TONES: Record<string, string> = {
  salmon: 'bg-salmon-light text-ink',
  sage: 'bg-sage-light text-ink',
  kale: 'bg-kale text-white',
  cream: 'bg-cream text-ink',
};

/**
 * A banner's words. On a phone they take one line and "More" shows the rest: the banners above
 * the header took a quarter of a phone's screen (issue 9). Screen readers get the whole text.
 */
function BannerText({ children }: { children: ReactNode }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <p id={id} className={`min-w-0 flex-1 text-sm break-words ${open ? '' : 'max-tablet:line-clamp-1'}`}>
        {children}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="min-h-6 shrink-0 rounded px-1 text-xs font-semibold underline underline-offset-2 tablet:hidden"
      >
        {open ? t('banners.less') : t('banners.more')}
      </button>
    </div>
  );
}

/**
 * SPEC.md §4: the public notice bar, its mobile text on phones; closable when the entry says so,
 * and then closed for good on this browser. Hidden while loading and when the fetch failed.
 */
function NoticeBar() {
  const { t, locale } = useTranslation('content');
  const region = useRegion();
  const { data } = useContentEntry('public_notice_bar', locale, region);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!data) return null;

  const title = text(data, 'title');
  const mobileText = text(data, 'textboxMobile');
  const body = text(data, 'textbox');
  if (!title && !body && !mobileText) return null;
  const full = (
    <>
      {title && <strong className="font-bold">{title}</strong>}
      {title && body ? ' ' : null}
      {body}
    </>
  );
  const id = noticeId(data);
  if (dismissed.includes(id)) return null;
  const dismissable = data.fields.dismissableToggle === true;
  const tone = TONES[String(data.fields.color)] ?? TONES.cream;

  const dismiss = () => {
    const next = [...dismissed, id];
    rememberDismissed(next);
    setDismissed(next);
    // The button disappears: carry on from the page content rather than from nowhere.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <div role="region" aria-label={t('banners.noticeLabel', { title: title || body || mobileText })} className={tone}>
      <div className="container-page flex items-center gap-2 py-1 tablet:gap-3 tablet:py-2">
        <Icon name="alert" className="size-4 shrink-0 tablet:size-5" />
        <BannerText>
          {mobileText ? (
            // The mobile text is the whole phone notice: it says what the title says, in fewer
            // words ("Holidays: …"), so the title stays out of sight there. Both are in the HTML
            // and CSS picks one, so the server's page is already the phone's and nothing moves.
            <>
              <span className="tablet:hidden">{mobileText}</span>
              <span className="max-tablet:hidden">{full}</span>
            </>
          ) : (
            full
          )}
        </BannerText>
        {dismissable && (
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('banners.dismiss', { title: title || body || mobileText })}
            className="-my-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/10 tablet:my-0 tablet:size-11"
          >
            <Icon name="close" className="size-5" />
          </button>
        )}
      </div>
    </div>
  );
}

/** SPEC.md §5: the price-increase message, only while the server answers it (within its dates). */
function PriceIncreaseBanner() {
  const { t, locale } = useTranslation('content');
  const region = useRegion();
  const { data } = usePriceIncrease(locale, region);
  if (!data?.message) return null;
  return (
    <div role="region" aria-label={t('banners.priceIncreaseLabel')} className="bg-sage-light text-ink">
      <div className="container-page flex items-center gap-2 py-1 tablet:gap-3 tablet:py-2.5">
        <Icon name="star" className="size-4 shrink-0 text-salmon-dark tablet:size-5" />
        <BannerText>
          <RichText text={data.message} />
        </BannerText>
      </div>
    </div>
  );
}

/** The top banner slot of the shell, above the header. Each banner hides on its own failure. */
export default function TopBanners() {
  return (
    <>
      <NoticeBar />
      <PriceIncreaseBanner />
    </>
  );
}

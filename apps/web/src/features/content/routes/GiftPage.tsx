import { useId } from 'react';
import { Link } from 'react-router';
import type { ContentEntry } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ResponsivePicture } from '../../../components/ui/Picture.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useRegion } from '../../../lib/region.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { useContentEntry } from '../api/queries.ts';
import { StepStrip } from '../components/StepStrip.tsx';

/** SPEC.md §9: a gift card holds $20 to $9,999. */
const MIN_CENTS = 20_00;
const MAX_CENTS = 9_999_00;

const field = (entry: ContentEntry | undefined, name: string): string =>
  typeof entry?.fields[name] === 'string' ? (entry.fields[name] as string) : '';

/**
 * /gift (French /fr/cadeau): the gift card banner, how gift cards work, and an honest note that
 * buying online opens soon, with the way to order for a company today.
 */
export default function GiftPage() {
  const { t, locale } = useTranslation('content');
  const link = useLink();
  const region = useRegion();
  const soonId = useId();
  const redeemId = useId();
  const banner = useContentEntry('gift_card_banner', locale, region);
  const entry = banner.isError ? undefined : banner.data;
  const title = field(entry, 'title') || t('gift.fallbackTitle');
  const subtitle = field(entry, 'subtitle') || t('gift.fallbackSubtitle');
  const hasImage = entry !== undefined && (entry.images.desktop ?? entry.images.mobile) !== null;

  return (
    <>
      <section className="bg-cream">
        <div className="container-page grid items-center gap-8 py-10 desktop:grid-cols-2 desktop:py-16">
          <div className="flex flex-col items-start gap-5">
            <h1 className="text-4xl break-words tablet:text-5xl">{title}</h1>
            <p className="max-w-xl text-lg text-ink-muted">{subtitle}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={link('contact', undefined, { topic: 'corporate' })} className={buttonClass('primary')}>
                {t('gift.corporateLink')}
              </Link>
              <Link to={link('menu-week', { date: 'this-week' })} className={buttonClass('secondary')}>
                {t('gift.menuLink')}
              </Link>
            </div>
          </div>
          <div className="overflow-hidden rounded-3xl bg-sage-light shadow-lg">
            {hasImage ? (
              <ResponsivePicture
                images={entry.images}
                alt={t('gift.heroAlt')}
                priority
                className="aspect-square h-auto w-full object-cover tablet:aspect-[12/7] desktop:aspect-[16/7]"
              />
            ) : (
              <div className="grid aspect-[12/7] w-full place-items-center text-kale">
                <Icon name="gift" className="size-24" />
              </div>
            )}
          </div>
        </div>
      </section>

      <StepStrip
        label={t('gift.howTitle')}
        steps={[
          {
            key: 'amount',
            icon: 'plan',
            title: t('gift.steps.amount.title'),
            text: t('gift.steps.amount.text', {
              min: formatMoney(MIN_CENTS, locale, 'short'),
              max: formatMoney(MAX_CENTS, locale, 'short'),
            }),
          },
          { key: 'delivery', icon: 'bag', title: t('gift.steps.delivery.title'), text: t('gift.steps.delivery.text') },
          { key: 'when', icon: 'truck', title: t('gift.steps.when.title'), text: t('gift.steps.when.text') },
          { key: 'message', icon: 'bowl', title: t('gift.steps.message.title'), text: t('gift.steps.message.text') },
        ]}
      />

      <div className="container-page grid gap-6 py-12 desktop:grid-cols-2">
        <section
          aria-labelledby={soonId}
          className="flex flex-col items-start gap-3 rounded-2xl border-2 border-salmon bg-white p-6"
        >
          <h2 id={soonId} className="text-2xl">
            {t('gift.soonTitle')}
          </h2>
          <p className="text-ink-muted">{t('gift.soonText')}</p>
          <p>
            {withSlots(t('gift.corporate'), {
              link: (
                <Link
                  to={link('contact', undefined, { topic: 'corporate' })}
                  className="font-semibold text-kale underline underline-offset-4"
                >
                  {t('gift.corporateLink')}
                </Link>
              ),
            })}
          </p>
        </section>
        <section aria-labelledby={redeemId} className="flex flex-col gap-3 rounded-2xl bg-sage-light/60 p-6">
          <h2 id={redeemId} className="text-2xl">
            {t('gift.redeemTitle')}
          </h2>
          <p className="text-ink-muted">{t('gift.redeemText')}</p>
        </section>
      </div>
    </>
  );
}

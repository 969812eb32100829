import { Link } from 'react-router';
import type { ContentEntry } from '@fp/contracts';
import { formatMoney, formatNumber } from '@fp/domain';
import { ProductCard } from '../../../components/catalog/ProductCard.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Icon, type IconName } from '../../../components/ui/Icon.tsx';
import { ResponsivePicture } from '../../../components/ui/Picture.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useRegion } from '../../../lib/region.ts';
import { useHomepage } from '../api/queries.ts';

const text = (entry: ContentEntry | null, field: string): string =>
  typeof entry?.fields[field] === 'string' ? (entry.fields[field] as string) : '';

const STEPS: { key: 'plan' | 'pick' | 'deliver' | 'enjoy'; icon: IconName }[] = [
  { key: 'plan', icon: 'star' },
  { key: 'pick', icon: 'leaf' },
  { key: 'deliver', icon: 'gift' },
  { key: 'enjoy', icon: 'maple' },
];
const VALUES = ['local', 'waste', 'flexible', 'chefs'] as const;
const FIGURES = ['meals_delivered', 'containers_reused', 'bag_return_rate', 'local_producers'] as const;

export default function HomePage() {
  const { t, locale } = useTranslation('home', 'catalog');
  const link = useLink();
  const region = useRegion();
  const { data, isPending } = useHomepage(locale, region);
  const hero = data?.banners.home1 ?? null;
  const zeroWaste = data?.banners.home2 ?? null;
  const madeInCanada = data?.banners.madeInCanada ?? null;

  return (
    <>
      <section className="relative overflow-hidden bg-cream">
        <div className="container-page grid items-center gap-8 py-10 desktop:grid-cols-2 desktop:py-16">
          <div className="flex flex-col items-start gap-5">
            <h1 className="text-4xl tablet:text-5xl desktop:text-6xl">{text(hero, 'title') || t('titles.home')}</h1>
            {text(hero, 'subtitle') && <p className="max-w-xl text-lg text-ink-muted">{text(hero, 'subtitle')}</p>}
            {text(hero, 'italicizedText') && (
              <p className="font-display text-xl text-kale italic">{text(hero, 'italicizedText')}</p>
            )}
            <div className="flex flex-wrap gap-3">
              <Link to={link('get-started')} className={buttonClass('primary', 'px-7 py-3 text-base')}>
                {t('hero.getStarted')}
              </Link>
              <Link
                to={link('menu-week', { date: 'this-week' })}
                className={buttonClass('secondary', 'px-7 py-3 text-base')}
              >
                {t('hero.seeMenu')}
              </Link>
            </div>
          </div>
          <div className="overflow-hidden rounded-3xl shadow-lg">
            {hero ? (
              <ResponsivePicture
                images={hero.images}
                alt=""
                priority
                className="aspect-[4/3] w-full object-cover desktop:aspect-[16/10]"
              />
            ) : (
              <div className="aspect-[4/3] w-full bg-sage-light" />
            )}
          </div>
        </div>
        <ul className="container-page flex flex-wrap gap-x-8 gap-y-2 pb-8 text-sm font-semibold text-kale-dark">
          {data && (
            <li className="flex items-center gap-2">
              <Icon name="star" className="size-4" />
              {t('offer.from', { price: formatMoney(data.fromPricePerServingCents, locale) })}
            </li>
          )}
          <li className="flex items-center gap-2">
            <Icon name="gift" className="size-4" />
            {t('offer.firstOrder')}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="leaf" className="size-4" />
            {t('offer.freeDelivery')}
          </li>
        </ul>
      </section>

      <section aria-labelledby="home-how" className="container-page py-14">
        <h2 id="home-how" className="mb-8 text-3xl tablet:text-4xl">
          {t('how.title')}
        </h2>
        <ol className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.key} className="flex flex-col gap-3 rounded-2xl border border-line p-6">
              <span className="flex items-center gap-3 text-kale">
                <span
                  className="grid size-10 place-items-center rounded-full bg-kale font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <Icon name={s.icon} />
              </span>
              <h3 className="text-xl">{t(`how.steps.${s.key}.title`)}</h3>
              <p className="text-ink-muted">{t(`how.steps.${s.key}.text`)}</p>
            </li>
          ))}
        </ol>
        <Link
          to={link('how-it-works')}
          className="mt-6 inline-block font-semibold text-kale underline underline-offset-4"
        >
          {t('how.more')}
        </Link>
      </section>

      <section aria-labelledby="home-teaser" className="bg-cream py-14">
        <div className="container-page flex flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="home-teaser" className="text-3xl tablet:text-4xl">
                {t('teaser.title')}
              </h2>
              <p className="text-ink-muted">{t('teaser.text')}</p>
            </div>
            <Link to={link('menu-week', { date: 'this-week' })} className={buttonClass('secondary')}>
              {t('teaser.seeAll')}
            </Link>
          </div>
          {isPending && <Spinner label={t('loading')} />}
          {data && (
            <ul className="grid gap-5 tablet:grid-cols-2 desktop:grid-cols-4">
              {data.teaser.map((p) => (
                <li key={p.id} className="flex">
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="home-values" className="container-page py-14">
        <h2 id="home-values" className="mb-8 text-3xl tablet:text-4xl">
          {t('values.title')}
        </h2>
        <ul className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-4">
          {VALUES.map((v) => (
            <li key={v} className="flex flex-col gap-2">
              <h3 className="text-xl">{t(`values.${v}.title`)}</h3>
              <p className="text-ink-muted">{t(`values.${v}.text`)}</p>
            </li>
          ))}
        </ul>
        {madeInCanada && (
          <div className="mt-10 flex flex-col gap-2 rounded-3xl bg-sage-light p-8">
            <p className="flex items-center gap-2 font-display text-2xl text-kale-dark">
              <Icon name="maple" className="text-salmon-dark" />
              {text(madeInCanada, 'title')}
            </p>
            <p className="hidden tablet:block">{text(madeInCanada, 'textbox')}</p>
            <p className="tablet:hidden">{text(madeInCanada, 'textboxMobile') || text(madeInCanada, 'textbox')}</p>
          </div>
        )}
      </section>

      {zeroWaste && (
        <section aria-labelledby="home-zero-waste" className="bg-kale-dark text-white">
          <div className="container-page grid items-center gap-8 py-14 desktop:grid-cols-2">
            <div className="overflow-hidden rounded-3xl">
              <ResponsivePicture images={zeroWaste.images} alt="" className="aspect-[4/3] w-full object-cover" />
            </div>
            <div className="flex flex-col items-start gap-4">
              <p className="text-sm font-bold tracking-widest text-sage uppercase">
                {text(zeroWaste, 'capitalizedHeading')}
              </p>
              <h2 id="home-zero-waste" className="text-3xl text-white tablet:text-4xl">
                {text(zeroWaste, 'title')}
              </h2>
              <p className="text-lg text-white/90">{text(zeroWaste, 'subtitle')}</p>
              <Link to={link('zero-waste')} className={buttonClass('accent')}>
                {t('nav.zeroWaste')}
              </Link>
            </div>
          </div>
        </section>
      )}

      {data && (
        <section aria-labelledby="home-impact" className="container-page py-14">
          <h2 id="home-impact" className="mb-8 text-3xl tablet:text-4xl">
            {t('impact.title')}
          </h2>
          <dl className="grid grid-cols-2 gap-6 desktop:grid-cols-4">
            {FIGURES.map((key) => {
              const figure = data.figures.find((f) => f.key === key);
              if (!figure) return null;
              return (
                <div key={key} className="flex flex-col-reverse gap-1">
                  <dt className="text-ink-muted">{t(`impact.${key}`)}</dt>
                  <dd className="font-display text-3xl text-kale tablet:text-4xl">
                    {formatNumber(figure.value, locale)}
                  </dd>
                </div>
              );
            })}
          </dl>
          <div className="mt-10 rounded-3xl border border-line p-8">
            <h2 className="text-2xl">{t('regions.title', { count: data.regionCounts.total })}</h2>
            <p className="text-ink-muted">{t('regions.text')}</p>
            <p className="mt-2 text-sm">{t('regions.check')}</p>
          </div>
          <Link to={link('impact')} className="mt-6 inline-block font-semibold text-kale underline underline-offset-4">
            {t('impact.more')}
          </Link>
        </section>
      )}
    </>
  );
}

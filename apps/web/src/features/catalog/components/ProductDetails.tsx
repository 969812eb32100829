import { Link } from 'react-router';
import type { ProductDetail } from '@fp/contracts';
import { formatList, formatMoney } from '@fp/domain';
import { TagList } from '../../../components/catalog/TagList.tsx';
import { Picture } from '../../../components/ui/Picture.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { NutritionFacts } from './NutritionFacts.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

/**
 * Everything about one product, shared by the dialog on the menu and the product page:
 * facts, ingredients with allergens, Nutrition Facts and the cooking or heating steps.
 */
export function ProductDetails({
  product,
  headingLevel,
  titleId,
  imagePriority = false,
}: {
  product: ProductDetail;
  headingLevel: 1 | 2;
  titleId?: string;
  imagePriority?: boolean;
}) {
  const { t, locale } = useTranslation('catalog');
  const Title = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3';
  const meal = product.kind !== 'market';
  const allergenNames = product.allergens.map((a) =>
    t(`allergens.${a}`).toLocaleLowerCase(locale === 'fr' ? 'fr-CA' : 'en-CA'),
  );
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 desktop:grid-cols-2 desktop:items-start">
        {product.imageId !== null && (
          <Picture
            id={product.imageId}
            alt={product.name}
            width={640}
            height={480}
            sizes="(max-width: 1100px) 100vw, 50vw"
            priority={imagePriority}
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
        )}
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold text-kale">
            {product.kind === 'market' && product.category
              ? t(`categories.${product.category}`)
              : t(`kinds.${product.kind}`)}
          </p>
          <Title id={titleId} className="text-3xl tablet:text-4xl">
            {product.name}
          </Title>
          <TagList tags={product.tags} />
          <p className="text-lg text-ink-muted">{product.description}</p>
          <dl className="grid grid-cols-2 gap-3 tablet:grid-cols-3">
            {meal && product.prepMinutes !== null && (
              <Fact
                label={t('product.prep')}
                value={
                  product.kind === 'rte'
                    ? t('product.heatTime', { count: product.prepMinutes })
                    : t('product.prepMinutes', { count: product.prepMinutes })
                }
              />
            )}
            {meal && product.difficulty && (
              <Fact label={t('product.difficulty')} value={t(`difficulty.${product.difficulty}`)} />
            )}
            {meal && product.spiceLevel !== null && (
              <Fact label={t('product.spice')} value={t.dynamic(`catalog:spice.${product.spiceLevel}`)} />
            )}
            <Fact
              label={t('product.price')}
              value={
                meal
                  ? t('product.fromPerServing', { price: formatMoney(product.priceCents, locale) })
                  : formatMoney(product.priceCents, locale)
              }
            />
            {product.size && <Fact label={t('product.size')} value={product.size} />}
            {product.origin && <Fact label={t('product.origin')} value={product.origin} />}
          </dl>
          {product.tip && (
            <p className="rounded-xl border border-line p-4 text-sm">
              <strong>{t('product.tip')}</strong> {product.tip}
            </p>
          )}
        </div>
      </div>

      <div className="grid gap-8 desktop:grid-cols-[2fr_1fr]">
        <section aria-labelledby={`${titleId ?? 'p'}-ingredients`} className="flex flex-col gap-3">
          <Section id={`${titleId ?? 'p'}-ingredients`} className="text-2xl">
            {t('product.ingredients')}
          </Section>
          {meal && (
            <p className="text-sm text-ink-muted">
              {product.kind === 'rtc' ? t('product.ingredientsFor') : t('product.ingredientsSingle')}
            </p>
          )}
          <ul className="grid gap-x-6 gap-y-2 tablet:grid-cols-2">
            {product.ingredients.map((ing, i) => (
              <li key={i} className="flex justify-between gap-3 border-b border-line py-2">
                <span>
                  {ing.name}
                  {ing.allergens.length > 0 && (
                    <span className="text-sm text-salmon-dark">
                      {' '}
                      (
                      {formatList(
                        ing.allergens.map((a) => t(`allergens.${a}`)),
                        locale,
                      )}
                      )
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-ink-muted">{ing.quantity}</span>
              </li>
            ))}
          </ul>
          <p className="font-semibold">
            {allergenNames.length > 0
              ? t('product.contains', { list: formatList(allergenNames, locale) })
              : t('product.noPriorityAllergens')}
          </p>
          <p className="text-sm text-ink-muted">{t('product.allergenWarning')}</p>
        </section>
        <section aria-labelledby={`${titleId ?? 'p'}-nutrition`} className="flex flex-col gap-3">
          {/* The table's own caption is the visible title; the heading keeps the outline. */}
          <Section id={`${titleId ?? 'p'}-nutrition`} className="sr-only">
            {t('product.nutrition')}
          </Section>
          <NutritionFacts productId={product.id} />
        </section>
      </div>

      {product.steps.length > 0 && (
        <section aria-labelledby={`${titleId ?? 'p'}-steps`} className="flex flex-col gap-4">
          <Section id={`${titleId ?? 'p'}-steps`} className="text-2xl">
            {product.kind === 'rte' ? t('product.heating') : t('product.steps')}
          </Section>
          <ol className="grid gap-4 tablet:grid-cols-2">
            {product.steps.map((step, i) => (
              <li key={i} className="flex gap-4 rounded-2xl bg-cream p-5">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-kale font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold">
                    <span className="sr-only">{t('product.step', { n: i + 1 })} — </span>
                    {step.title}
                  </p>
                  <p className="text-ink-muted">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

export function UnavailableProduct({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation('catalog');
  const Title = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-start gap-4 py-8">
      <Title className="text-3xl">{t('product.unavailableTitle')}</Title>
      <p className="max-w-prose text-ink-muted">{t('product.unavailableText')}</p>
      <UnavailableLinks />
    </div>
  );
}

function UnavailableLinks() {
  const { t } = useTranslation('catalog');
  const link = useLink();
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={link('home')} className={buttonClass('primary')}>
        {t('product.backHome')}
      </Link>
      <Link to={link('menu-week', { date: 'this-week' })} className={buttonClass('secondary')}>
        {t('product.seeMenu')}
      </Link>
    </div>
  );
}

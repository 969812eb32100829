import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
// The catalogue's product page call, shared below the features (one caller per endpoint).
import { useProductDetail } from '../../../components/catalog/api/get-product-modal-data.ts';

/**
 * What the product page says about a product (`products/modal_data`): its description,
 * ingredients and steps, below what the editor already knows. A failed load leaves the rest of
 * the dialog usable, so it says nothing more than the catalogue's own words.
 */
export function ProductAbout({ slug }: { slug: string }) {
  const { t, locale } = useTranslation('catalog');
  const detail = useProductDetail(slug, locale);
  if (detail.isPending) return <Spinner label={t('product.loading')} />;
  if (detail.isError) return null;
  const { description, ingredients, steps } = detail.data;
  return (
    <div className="flex flex-col gap-4">
      {description && (
        <section className="flex flex-col gap-1">
          <h3 className="font-sans text-lg font-semibold">{t('product.description')}</h3>
          <p>{description}</p>
        </section>
      )}
      {ingredients.length > 0 && (
        <section className="flex flex-col gap-1">
          <h3 className="font-sans text-lg font-semibold">{t('product.ingredients')}</h3>
          <ul className="grid gap-x-6 gap-y-1 tablet:grid-cols-2">
            {ingredients.map((i) => (
              <li key={i.name} className="flex justify-between gap-3 border-b border-line/60 py-1">
                <span>{i.name}</span>
                <span className="shrink-0 text-ink-muted">{i.quantity}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {steps.length > 0 && (
        <section className="flex flex-col gap-1">
          <h3 className="font-sans text-lg font-semibold">{t('product.steps')}</h3>
          <ol className="flex list-decimal flex-col gap-2 pl-5">
            {steps.map((s) => (
              <li key={s.title}>
                <span className="font-semibold">{s.title}</span> {s.body}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

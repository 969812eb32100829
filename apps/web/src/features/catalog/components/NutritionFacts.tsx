import { useTranslation } from '../../../lib/i18n.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useNutritionHtml } from '../api/queries.ts';

/**
 * The Nutrition Facts table, rendered by the server (products/recipal_html) with every value
 * escaped there; only that trusted markup is inserted here.
 */
export function NutritionFacts({ productId }: { productId: number }) {
  const { t, locale } = useTranslation('catalog');
  const { data, isPending, isError } = useNutritionHtml(productId, locale);
  if (isPending) return <Spinner label={t('product.loading')} />;
  if (isError) return <p className="text-ink-muted">{t('menu.loadError')}</p>;
  return <div className="max-w-sm" dangerouslySetInnerHTML={{ __html: data.html }} />;
}

import type { EditorProduct } from '@fp/contracts';
import { formatMoney } from '@fp/domain';
import { useTranslation } from '../../../lib/i18n.tsx';

/** A product's price as the menu card and the product page show it: per serving for a meal, per unit otherwise. */
export function useUnitPrice(product: Pick<EditorProduct, 'itemKind' | 'unitPriceCents'>): string {
  const { t, locale } = useTranslation('editor');
  const price = formatMoney(product.unitPriceCents, locale);
  return product.itemKind === 'meal' ? t('card.perServing', { price }) : t('card.perUnit', { price });
}

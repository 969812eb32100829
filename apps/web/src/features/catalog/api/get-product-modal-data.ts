import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@fp/i18n';
import { type fetchProductDetail, productDetailQuery } from '../../../components/catalog/api/get-product-modal-data.ts';

// The endpoint's call and keys live in components/catalog/api: the order editor shows the same page.
export {
  fetchProductDetail,
  productDetailKeys,
  productDetailQuery,
  useProductDetail,
} from '../../../components/catalog/api/get-product-modal-data.ts';

/**
 * Files a product's answer under its own language's slug too. A page opened by an id or the other
 * language's slug moves to that address; with the answer already there it keeps showing the
 * product instead of a spinner in its place (a layout shift of most of the screen).
 */
export function useFileProductUnderSlug() {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Awaited<ReturnType<typeof fetchProductDetail>>, locale: Locale) =>
      queryClient.setQueryData(productDetailQuery(product.slug, locale).queryKey, product),
    [queryClient],
  );
}

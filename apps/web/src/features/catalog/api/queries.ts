// The catalogue's data hooks, one file per endpoint; this index keeps the pages' imports short.
export { menuDataKeys, menuDataQuery, fetchMenuData, useMenuData, type MenuQuery } from './get-menu-data.ts';
export {
  productDetailKeys,
  productDetailQuery,
  fetchProductDetail,
  useProductDetail,
  useFileProductUnderSlug,
} from './get-product-modal-data.ts';
export { nutritionKeys, nutritionQuery, fetchNutritionHtml, useNutritionHtml } from './get-recipal-html.ts';
export type { Region } from '@fp/contracts';

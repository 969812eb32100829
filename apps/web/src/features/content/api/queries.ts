// The content pages' data hooks, one file per endpoint; this index keeps the pages' imports short.
export { pageKeys, pageQuery, fetchPage, usePage } from './get-page.ts';
export { impactKeys, impactQuery, fetchImpact, useImpactFigures } from './get-impact.ts';
export { regionCountsKeys, regionCountsQuery, fetchRegionCounts, useRegionCounts } from './get-region-counts.ts';
export { faqCategoriesKeys, faqCategoriesQuery, fetchFaqCategories, useFaqCategories } from './get-faq-categories.ts';
export {
  faqCategoryKeys,
  faqCategoryQuery,
  fetchFaqCategory,
  useFaqCategory,
  useFaqCategoryList,
} from './get-faq-category-data.ts';
export { faqsForPageKeys, faqsForPageQuery, fetchFaqsForPage, useFaqsForPage } from './get-faqs-for-page.ts';
export { contentEntryKeys, contentEntryQuery, fetchContentEntry, useContentEntry } from './get-content-entry.ts';
export {
  priceIncreaseKeys,
  priceIncreaseQuery,
  fetchPriceIncrease,
  usePriceIncrease,
} from './get-price-increase-banner.ts';

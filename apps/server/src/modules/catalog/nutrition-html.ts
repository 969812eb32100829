import type { Nutrition } from '@fp/contracts';
import type { Locale } from '@fp/i18n';

/** Daily values of Health Canada's Nutrition Facts table. */
const DAILY_VALUES = { fatG: 75, saturatedAndTransG: 20, fibreG: 28, sugarsG: 100, sodiumMg: 2300 } as const;

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function amount(value: number, unit: string, locale: Locale): string {
  const n = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(value);
  return `${n}\u00a0${unit}`;
}

function percent(value: number, daily: number): string {
  return `${Math.round((value / daily) * 100)}\u00a0%`;
}

/**
 * The Nutrition Facts table of a product, in the shape Canadians know, as HTML with classes
 * only (the page styles it). Every text is escaped: it is inserted as markup by the client.
 */
export function nutritionFactsHtml(
  n: Nutrition,
  servingSize: string | null,
  locale: Locale,
  t: (key: string, vars?: Record<string, string | number>) => string,
): string {
  const row = (label: string, value: string, dv: string | null, cls = '') =>
    `<tr class="nf-row ${cls}"><th scope="row">${escape(label)} <span class="nf-amount">${escape(value)}</span></th><td>${dv ? escape(dv) : ''}</td></tr>`;
  const satTrans = n.saturatedFatG + n.transFatG;
  return [
    `<table class="nutrition-facts"><caption>${escape(t('catalog:nutrition.title'))}</caption>`,
    `<thead><tr><th scope="col" class="nf-serving">${escape(
      servingSize ? t('catalog:nutrition.perServingOf', { size: servingSize }) : t('catalog:nutrition.perServing'),
    )}</th><th scope="col">${escape(t('catalog:nutrition.dailyValue'))}</th></tr></thead><tbody>`,
    `<tr class="nf-calories"><th scope="row">${escape(t('catalog:nutrition.calories'))} <span class="nf-amount">${escape(
      String(Math.round(n.calories)),
    )}</span></th><td></td></tr>`,
    row(t('catalog:nutrition.fat'), amount(n.fatG, 'g', locale), percent(n.fatG, DAILY_VALUES.fatG), 'nf-major'),
    row(
      t('catalog:nutrition.saturatedTrans'),
      `${amount(n.saturatedFatG, 'g', locale)} + ${amount(n.transFatG, 'g', locale)}`,
      percent(satTrans, DAILY_VALUES.saturatedAndTransG),
      'nf-sub',
    ),
    row(t('catalog:nutrition.carbs'), amount(n.carbsG, 'g', locale), null, 'nf-major'),
    row(t('catalog:nutrition.fibre'), amount(n.fibreG, 'g', locale), percent(n.fibreG, DAILY_VALUES.fibreG), 'nf-sub'),
    row(
      t('catalog:nutrition.sugars'),
      amount(n.sugarsG, 'g', locale),
      percent(n.sugarsG, DAILY_VALUES.sugarsG),
      'nf-sub',
    ),
    row(t('catalog:nutrition.protein'), amount(n.proteinG, 'g', locale), null, 'nf-major'),
    row(t('catalog:nutrition.cholesterol'), amount(n.cholesterolMg, 'mg', locale), null, 'nf-major'),
    row(
      t('catalog:nutrition.sodium'),
      amount(n.sodiumMg, 'mg', locale),
      percent(n.sodiumMg, DAILY_VALUES.sodiumMg),
      'nf-major',
    ),
    `</tbody><tfoot><tr><td colspan="2">${escape(t('catalog:nutrition.footnote'))}</td></tr></tfoot></table>`,
  ].join('');
}

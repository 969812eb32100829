import { expect } from 'vitest';
import {
  getEditorData,
  getEditorMenu,
  type EditorCategory,
  type EditorData,
  type EditorMenuKey,
  type EditorStock,
} from '@fp/contracts';
import type { Browser } from './harness.ts';

/** What the editor page works from (decision 039): the household's answer with its menu, stock laid over. */
export type EditorView = EditorData & { categories: EditorCategory[] };

/** `editor_menu`'s address for a menu key, its fields in the key's order (as the browser asks). */
export function menuUrl(key: EditorMenuKey): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(key)) query.set(name, String(value));
  return `${getEditorMenu.path}?${query.toString()}`;
}

/** The menu's products with the week's low stock in place of "plenty left", as the web merges them. */
export function withStock(categories: EditorCategory[], stock: EditorStock[]): EditorCategory[] {
  const byId = new Map(stock.map((s) => [s.productId, s]));
  return categories.map((c) => ({
    ...c,
    products: c.products.map((p) => {
      const s = byId.get(p.id);
      return s ? { ...p, soldOut: s.soldOut, remaining: s.remaining, lowStock: s.lowStock } : p;
    }),
  }));
}

/** Opens the editor as the page does: the household's answer, then the menu it names. */
export async function openEditor(b: Browser, orderId: number): Promise<EditorView> {
  const res = await b.get(`${getEditorData.path}?orderId=${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = getEditorData.output.parse(res.json());
  const menu = await b.get(menuUrl(data.menu));
  expect(menu.statusCode, menu.body).toBe(200);
  const { categories } = getEditorMenu.output.parse(menu.json());
  return { ...data, categories: withStock(categories, data.stock) };
}

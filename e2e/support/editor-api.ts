import { expect, type APIRequestContext } from './test.ts';

// What the editor's specs do through the API around the pages they test: sign a demo household
// in, read an order's editor data and put a cart back as it was, so the other specs see the demo
// weeks as seeded.
export const CSRF = { 'x-requested-with': 'field-and-plate' };

/** The demo households of the seed (README "Demo logins"). */
export const DEMO = {
  en: { email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' },
  fr: { email: 'demo.fr@fieldandplate.ca', password: 'fresh-meals-2026' },
} as const;

export type Item = { productId: number; quantity: number };

export async function signIn(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/v1/sessions/sign_in', { headers: CSRF, data: who });
  expect(res.status(), await res.text()).toBe(200);
}

/** A GET of the API that must answer 200, its body as `T`. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: CSRF });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export type EditorData = {
  order: { id: number; version: number };
  cart: { items: Item[] };
  editSession: string;
  nextOrder: { id: number; version: number; skipped: boolean; dateLabel: string } | null;
};

export const editorData = (request: APIRequestContext, orderId: number) =>
  api<EditorData>(request, `/api/v1/orders/editor_data_v2?orderId=${orderId}`);

/**
 * An order's editor answer with the menu it names (decision 039: `editor_menu`, asked by its key
 * as the page does), in the given language. The menu's products are as `editor_menu` sends them:
 * no live stock.
 */
export async function editorWithMenu<P, D = object>(
  request: APIRequestContext,
  orderId: number,
  locale: 'en' | 'fr' = 'en',
): Promise<D & { categories: { key: string; itemKind: string; products: P[] }[] }> {
  const headers = { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const res = await request.get(`/api/v1/orders/editor_data_v2?orderId=${orderId}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  const data = (await res.json()) as D & { menu: Record<string, string | number> };
  const query = new URLSearchParams(Object.entries(data.menu).map(([k, v]): [string, string] => [k, String(v)]));
  const menu = await request.get(`/api/v1/orders/editor_menu?${query.toString()}`, { headers });
  expect(menu.status(), await menu.text()).toBe(200);
  return { ...data, ...((await menu.json()) as { categories: { key: string; itemKind: string; products: P[] }[] }) };
}

/** Sets an order's quantities through the API (a new edit session, as a new window would). */
export async function setCart(request: APIRequestContext, orderId: number, items: Item[]) {
  const data = await editorData(request, orderId);
  const want = new Map(items.map((i) => [i.productId, i.quantity]));
  const ids = new Set([...want.keys(), ...data.cart.items.map((i) => i.productId)]);
  const changes = [...ids]
    .map((productId) => ({ productId, quantity: want.get(productId) ?? 0 }))
    .filter((c) => c.quantity !== (data.cart.items.find((i) => i.productId === c.productId)?.quantity ?? 0));
  if (changes.length === 0) return;
  const res = await request.post('/api/v1/orders/update_quantity', {
    headers: CSRF,
    data: { orderId, version: data.order.version, editSession: data.editSession, items: changes },
  });
  expect(res.status(), await res.text()).toBe(200);
}

import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getProductModalData, type ProductDetail } from '@fp/contracts';
import { fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/render-page.tsx';
import { useFileProductUnderSlug, useProductDetail } from './get-product-modal-data.ts';

const PIE: ProductDetail = {
  id: 48,
  slug: 'pate-chinois-quebec-shepherd-s-pie',
  slugs: { en: 'pate-chinois-quebec-shepherd-s-pie', fr: 'pate-chinois' },
  name: 'Pâté chinois (Québec shepherd’s pie)',
  kind: 'rtc',
  category: null,
  imageId: 48,
  tags: ['family_friendly'],
  allergens: ['milk'],
  prepMinutes: 30,
  difficulty: 'easy',
  priceCents: 1130,
  calories: 640,
  spiceLevel: 0,
  size: null,
  soldOut: false,
  badge: null,
  description: 'Beef, corn and mashed potatoes.',
  ingredients: [{ name: 'Potatoes', quantity: '600 g', allergens: [] }],
  steps: [{ title: 'Bake', body: 'Bake for 20 minutes.' }],
  nutrition: {
    calories: 640,
    fatG: 28,
    saturatedFatG: 12,
    transFatG: 0,
    cholesterolMg: 90,
    sodiumMg: 900,
    carbsG: 60,
    fibreG: 6,
    sugarsG: 8,
    proteinG: 34,
  },
  servingSize: null,
  tip: null,
  origin: null,
};

let server: FakeServer | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
});

describe('a product opened by the other language’s slug', () => {
  it('is already there under its own slug, so moving to its address shows it without a new request', async () => {
    server = fakeServer().on(getProductModalData, PIE);
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string }) => ({ detail: useProductDetail(slug, 'en'), file: useFileProductUnderSlug() }),
      { wrapper, initialProps: { slug: 'pate-chinois' } },
    );
    await waitFor(() => expect(result.current.detail.data?.name).toBe(PIE.name));

    act(() => result.current.file(result.current.detail.data!, 'en'));
    rerender({ slug: PIE.slug });

    // The first render at the new address already has the product: no spinner takes its place.
    expect(result.current.detail.isPending).toBe(false);
    expect(result.current.detail.data?.name).toBe(PIE.name);
    expect(server.received(getProductModalData)).toEqual([{ id: 'pate-chinois' }]);
  });
});

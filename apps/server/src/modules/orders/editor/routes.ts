import type { FastifyInstance } from 'fastify';
import {
  getAnticipatedPoints,
  getCartLoyaltyBanner,
  getEditorData,
  getEditorMenu,
  getGhostAddons,
  getLoyaltyStickerForGhostAddons,
  getProductsAvailabilityInfo,
  updateCustomization,
  updatePairings,
  updateQuantity,
} from '@fp/contracts';
import { serve } from '../../../http/endpoint.ts';
import { createJsonCache, type CachePolicy } from '../../../http/json-cache.ts';
import { shareAnswer } from '../../../http/shared-answers.ts';
import type { EditorService } from './editor.ts';

// A menu's address carries its digest (decision 039): the answer to the current one never changes.
const MENU_FOR_GOOD: CachePolicy = { cacheControl: 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' };

/** The order editor's calls (issue 13); another household's order answers 404, as a missing one does. */
export function editorRoutes(app: FastifyInstance, editor: EditorService) {
  const client = { auth: 'client' } as const;
  // The menus' compressed answers; the digest in each key makes every entry current for good.
  const menus = createJsonCache({ maxEntries: 200, version: () => Promise.resolve(0) });
  serve(
    app,
    getEditorMenu,
    async ({ input, request, reply }) => {
      const menu = await editor.editorMenu(input);
      if (!menu.current) {
        // An older digest (the catalogue moved since the order was read, or a made-up one) gets
        // the current menu, not kept anywhere: only a digest the server gave out earns the cache
        // and its costly compression, so made-up keys cannot fill it.
        void reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
        return reply.send(menu.bytes) as never;
      }
      shareAnswer(reply);
      const { week, region, planKind, diet, mealPriceCents, locale } = input;
      const key = `${menu.version}|${week}|${region}|${planKind}|${diet}|${mealPriceCents}|${locale}`;
      await menus.send(request, reply, key, async () => menu.bytes, MENU_FOR_GOOD);
      return reply as never;
    },
    // Plan-level, not personal (the week's products as `/menu` shows them): no session read.
    { config: { session: 'none' } },
  );
  serve(
    app,
    getEditorData,
    ({ input, request }) => editor.editorData(request.session.clientId!, input.orderId, request.locale),
    client,
  );
  serve(
    app,
    updateQuantity,
    ({ input, request }) => editor.updateQuantity(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    updateCustomization,
    ({ input, request }) => editor.updateCustomization(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    updatePairings,
    ({ input, request }) => editor.updatePairings(request.session.clientId!, input, request.locale),
    client,
  );
  serve(
    app,
    getAnticipatedPoints,
    ({ input, request }) => editor.anticipatedPoints(request.session.clientId!, input.orderId, request.locale),
    client,
  );
  serve(
    app,
    getProductsAvailabilityInfo,
    ({ input, request }) => editor.availability(request.session.clientId!, input.orderId, request.locale),
    client,
  );
  serve(
    app,
    getGhostAddons,
    ({ input, request }) => editor.ghostAddons(request.session.clientId!, input.orderId, request.locale),
    client,
  );
  serve(
    app,
    getCartLoyaltyBanner,
    ({ input, request }) => editor.loyaltyBanner(request.session.clientId!, input.orderId, request.locale),
    client,
  );
  serve(
    app,
    getLoyaltyStickerForGhostAddons,
    ({ input, request }) => editor.ghostAddonStickers(request.session.clientId!, input.orderId, request.locale),
    client,
  );
}

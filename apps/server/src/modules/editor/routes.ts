import type { FastifyInstance } from 'fastify';
import {
  getAnticipatedPoints,
  getCartLoyaltyBanner,
  getEditorData,
  getGhostAddons,
  getLoyaltyStickerForGhostAddons,
  getProductsAvailabilityInfo,
  updateCustomization,
  updatePairings,
  updateQuantity,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import type { EditorService } from './service.ts';

/** The order editor's calls (issue 13); another household's order answers 404, as a missing one does. */
export function editorRoutes(app: FastifyInstance, editor: EditorService) {
  const client = { auth: 'client' } as const;
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkPcForMealKits,
  checkPcForReadyToEat,
  getAddressSuggestions,
  getDeliveryOptions,
  getFirstDeliveryString,
  recordAddressAttempt,
  getSavedAddress,
  saveAddress,
  updateDeliverySlot,
  validatePhone,
  type DeliveryAddress,
} from '@fp/contracts';
import { href } from '@fp/i18n';
import { serve } from '../../http/endpoint.ts';
import { requireLogin, ruleError } from '../../http/errors.ts';
import type { AddressRow, DeliveryService, ProductLine } from './service.ts';

function addressView(row: AddressRow, phoneDisplay: string): DeliveryAddress {
  return {
    line1: row.line1,
    unit: row.unit,
    buzzer: row.buzzer,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    phone: row.phone,
    phoneDisplay,
    instructions: row.instructions,
    lat: row.lat,
    lon: row.lon,
  };
}

const searcher = (request: FastifyRequest) => ({
  clientId: request.session.clientId,
  sessionId: request.session.record?.id ?? null,
});

export function deliveryRoutes(app: FastifyInstance, deps: { delivery: DeliveryService }) {
  const { delivery } = deps;

  const checkPostal =
    (line: ProductLine) =>
    async ({ input, request }: { input: { postal: string }; request: FastifyRequest }) => {
      const result = await delivery.checkPostalCode(input.postal, line, request.locale);
      return result.served ? result : { ...result, redirect: href('no-delivery', request.locale) };
    };
  serve(app, checkPcForMealKits, checkPostal('meal_kits'));
  serve(app, checkPcForReadyToEat, checkPostal('ready_to_eat'));

  serve(
    app,
    getAddressSuggestions,
    async ({ input, request }) => {
      const { suggestions, problem } = await delivery.suggest(input.q, request.locale);
      return {
        suggestions: suggestions.map((s) => ({
          id: s.id,
          label: s.label,
          line1: s.line1,
          city: s.city,
          region: s.region,
          postalCode: s.postalCode,
        })),
        problem,
      };
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );

  serve(
    app,
    recordAddressAttempt,
    async ({ input, request }) => ({ outcome: await delivery.recordAttempt(searcher(request), input.query) }),
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  serve(
    app,
    saveAddress,
    async ({ input, request }) => {
      const row = await delivery.saveAddress(
        request.session.clientId!,
        input,
        request.locale,
        request.session.record?.id ?? null,
      );
      return { address: addressView(row, delivery.validatePhone(row.phone).national) };
    },
    { auth: 'client' },
  );

  serve(
    app,
    getSavedAddress,
    async ({ request }) => {
      const row = await delivery.addressFor(request.session.clientId!);
      return { address: row ? addressView(row, delivery.validatePhone(row.phone).national) : null };
    },
    { auth: 'client' },
  );

  serve(app, validatePhone, async ({ input }) => ({ valid: true as const, ...delivery.validatePhone(input.phone) }));

  serve(app, getDeliveryOptions, async ({ input, request }) => {
    const clientId = request.session.clientId;
    if (input.postal) {
      // A visitor may look at the calendar of a postal code before registering.
      const check = await delivery.checkPostalCode(input.postal, 'meal_kits', request.locale);
      const options = check.served ? await delivery.labelledOptions(check.postalCode, request.locale) : [];
      return { options, selected: clientId ? await delivery.chosenSlot(clientId) : null };
    }
    if (clientId == null) throw requireLogin();
    const address = await delivery.addressFor(clientId);
    if (!address) throw ruleError('address_required', 'delivery:errors.addressRequired');
    return {
      options: await delivery.labelledOptions(address.postalCode, request.locale),
      selected: await delivery.chosenSlot(clientId),
    };
  });

  serve(
    app,
    updateDeliverySlot,
    async ({ input, request }) => {
      const chosen = await delivery.chooseSlot(request.session.clientId!, input.date, input.starts, request.locale);
      return { selected: { date: chosen.date, starts: chosen.starts, ends: chosen.ends }, text: chosen.text };
    },
    { auth: 'client' },
  );

  serve(
    app,
    getFirstDeliveryString,
    async ({ request }) => {
      const first = await delivery.firstDelivery(request.session.clientId!, request.locale);
      return { text: first?.text ?? null, date: first?.date ?? null, cutoffLabel: first?.cutoffLabel ?? null };
    },
    { auth: 'client' },
  );
}

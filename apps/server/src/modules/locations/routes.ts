import type { FastifyInstance } from 'fastify';
import { getLocationByCoords, getLocationData, getPostalCodeInfo, type Region } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { fieldErrors } from '../../http/errors.ts';
import type { LocationsService } from './service.ts';
import { isRegion } from '@fp/domain';

declare module '../../http/session.ts' {
  interface SessionSlots {
    /** The visitor's region, found from their coordinates. */
    region: Region;
  }
}

export function locationRoutes(app: FastifyInstance, deps: { locations: LocationsService }) {
  serve(app, getLocationByCoords, async ({ input, request }) => {
    const region = await deps.locations.regionByCoordinates(input.lat, input.lon);
    // Remembered only for visitors who already have a session; reading never creates one.
    if (region && request.session.record) await request.session.setData({ region });
    return { region };
  });

  serve(app, getLocationData, async ({ request }) => {
    const saved = request.session.record?.data.region;
    return { region: isRegion(saved) ? saved : null };
  });

  serve(app, getPostalCodeInfo, async ({ input, request }) => {
    const info = await deps.locations.postalCodeInfo(input.postal, request.locale);
    if (!info) throw fieldErrors({ postal: 'locations:errors.postalInvalid' });
    return {
      postalCode: info.postalCode,
      region: info.region,
      served: info.served,
      readyToEat: info.readyToEat,
      city: info.city,
    };
  });
}

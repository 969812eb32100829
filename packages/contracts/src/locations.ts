import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Region } from './query.ts';

export const getLocationByCoords = endpoint({
  method: 'GET',
  path: '/api/v1/locations/location_by_coords',
  summary: 'The region of a position (null outside the regions we serve)',
  input: z.object({
    lat: z.coerce.number().min(-90, 'locations:errors.coordinates').max(90, 'locations:errors.coordinates'),
    lon: z.coerce.number().min(-180, 'locations:errors.coordinates').max(180, 'locations:errors.coordinates'),
  }),
  output: z.object({ region: Region.nullable() }),
});

export const getLocationData = endpoint({
  method: 'GET',
  path: '/api/v1/locations/location_data',
  summary: "The visitor's region as far as the server knows it (null when unknown)",
  input: z.object({}),
  output: z.object({ region: Region.nullable() }),
});

export const PostalCodeInput = z.object({
  postal: z.string().trim().min(1, 'locations:errors.postalRequired').max(10, 'locations:errors.postalInvalid'),
});

export const getPostalCodeInfo = endpoint({
  method: 'GET',
  path: '/api/v1/locations/postal_code',
  summary: 'Whether we deliver to a postal code, and in which city and region',
  input: PostalCodeInput,
  output: z.object({
    postalCode: z.string(),
    region: Region.nullable(),
    served: z.boolean(),
    readyToEat: z.boolean(),
    city: z.string().nullable(),
  }),
});

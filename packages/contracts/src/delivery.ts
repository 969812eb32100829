import { DELIVERY_DAYS } from '@fp/domain/vocabulary';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { Region } from './query.ts';

// Delivery area, address entry and the delivery calendar of the signup (SPEC.md §2, §3, §7).

export const DELIVERY_DAY_NAMES = DELIVERY_DAYS;
export const DeliveryDayName = z.enum(DELIVERY_DAY_NAMES);

const PostalInput = z.object({
  postal: z.string().trim().min(1, 'delivery:errors.postalRequired').max(10, 'delivery:errors.postalInvalid'),
});

export const PostalCheck = z.object({
  postalCode: z.string(),
  served: z.boolean(),
  city: z.string().nullable(),
  region: Region.nullable(),
  /** Present when the area is not served: the no-delivery page in the request's language. */
  redirect: z.string().optional(),
});
export type PostalCheck = z.infer<typeof PostalCheck>;

export const checkPcForMealKits = endpoint({
  method: 'GET',
  path: '/api/v1/signup/check_pc_for_meal_kits',
  summary: 'Whether meal kits are delivered to a postal code; if not, where to send the visitor',
  input: PostalInput,
  output: PostalCheck,
});

export const checkPcForReadyToEat = endpoint({
  method: 'GET',
  path: '/api/v1/signup/check_pc_for_ready_to_eat',
  summary: 'Whether ready-to-eat meals are delivered to a postal code; if not, where to send the visitor',
  input: PostalInput,
  output: PostalCheck,
});

export const AddressSuggestion = z.object({
  /** Opaque: sent back to save_address, so the address is always one from the list. */
  id: z.string(),
  label: z.string(),
  line1: z.string(),
  city: z.string(),
  region: Region,
  postalCode: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

export const ADDRESS_QUERY_MAX = 120;

export const getAddressSuggestions = endpoint({
  method: 'GET',
  path: '/api/v1/signup/address_suggestions',
  summary: 'Addresses of the served cities matching what was typed (civic number first)',
  input: z.object({ q: z.string().max(ADDRESS_QUERY_MAX, 'delivery:errors.queryTooLong') }),
  output: z.object({
    suggestions: z.array(AddressSuggestion),
    /** Why nothing can be suggested: a PO box, or no civic number yet. */
    problem: z.enum(['po_box', 'need_number']).nullable(),
  }),
});

export const recordAddressAttempt = endpoint({
  method: 'POST',
  path: '/api/v1/signup/record_address_attempt',
  summary: 'Log an address search (what was typed and whether it found anything)',
  input: z.object({ query: z.string().trim().min(1).max(ADDRESS_QUERY_MAX, 'delivery:errors.queryTooLong') }),
  output: z.object({ outcome: z.enum(['suggested', 'none', 'po_box']) }),
});

const optionalText = (max: number, key: string) => z.string().trim().max(max, key).optional();

export const PHONE_MAX = 30;
export const INSTRUCTIONS_MAX = 300;

export const AddressInput = z.object({
  suggestionId: z.string().trim().min(1, 'delivery:errors.pickAddress').max(64, 'delivery:errors.pickAddress'),
  unit: optionalText(20, 'delivery:errors.unitTooLong'),
  buzzer: optionalText(20, 'delivery:errors.buzzerTooLong'),
  phone: z.string().trim().min(1, 'delivery:errors.phoneRequired').max(PHONE_MAX, 'delivery:errors.phone'),
  instructions: optionalText(INSTRUCTIONS_MAX, 'delivery:errors.instructionsTooLong'),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const DeliveryAddress = z.object({
  line1: z.string(),
  unit: z.string().nullable(),
  buzzer: z.string().nullable(),
  city: z.string(),
  province: Region,
  postalCode: z.string(),
  /** E.164, e.g. +16045551234. */
  phone: z.string(),
  phoneDisplay: z.string(),
  instructions: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

export const saveAddress = endpoint({
  method: 'POST',
  path: '/api/v1/signup/save_address',
  summary: "Save the household's delivery address, picked from the suggestions",
  input: AddressInput,
  output: z.object({ address: DeliveryAddress }),
});

export const getSavedAddress = endpoint({
  method: 'GET',
  path: '/api/v1/signup/saved_address',
  summary: "The household's delivery address saved so far, so a returning visitor does not type it again",
  input: z.object({}),
  output: z.object({ address: DeliveryAddress.nullable() }),
});

export const validatePhone = endpoint({
  method: 'POST',
  path: '/api/v1/signup/validate_phone',
  summary: 'Check a Canadian phone number',
  input: z.object({
    phone: z.string().trim().min(1, 'delivery:errors.phoneRequired').max(PHONE_MAX, 'delivery:errors.phone'),
  }),
  output: z.object({ valid: z.literal(true), e164: z.string(), national: z.string() }),
});

export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'delivery:errors.slotUnavailable');

export const DeliveryWindow = z.object({ starts: z.string(), ends: z.string(), label: z.string() });

export const DeliveryOption = z.object({
  date: z.string(),
  day: DeliveryDayName,
  /** "Sunday, November 29" / « dimanche 29 novembre ». */
  dateLabel: z.string(),
  /** ISO instant after which this delivery can no longer be chosen or changed. */
  cutoffAt: z.string(),
  cutoffLabel: z.string(),
  windows: z.array(DeliveryWindow),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;

export const ChosenSlot = z.object({ date: z.string(), starts: z.string(), ends: z.string() });

export const getDeliveryOptions = endpoint({
  method: 'GET',
  path: '/api/v1/signup/delivery_options',
  summary: "Next delivery dates with their windows and cutoffs, for the client's address (or a postal code)",
  input: z.object({ postal: z.string().trim().max(10, 'delivery:errors.postalInvalid').optional() }),
  output: z.object({ options: z.array(DeliveryOption), selected: ChosenSlot.nullable() }),
});

export const updateDeliverySlot = endpoint({
  method: 'POST',
  path: '/api/v1/signup/update_delivery_slot',
  summary: 'Choose the first delivery date and window among those offered',
  input: z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'delivery:errors.slotUnavailable'),
    starts: TimeOfDay,
  }),
  output: z.object({ selected: ChosenSlot, text: z.string() }),
});

export const getFirstDeliveryString = endpoint({
  method: 'GET',
  path: '/api/v1/signup/first_delivery_string',
  summary: 'The chosen first delivery in words: "Sunday, November 29, 14:00–18:00"',
  input: z.object({}),
  /** null when no slot is chosen or its cutoff has passed. */
  output: z.object({ text: z.string().nullable(), date: z.string().nullable(), cutoffLabel: z.string().nullable() }),
});

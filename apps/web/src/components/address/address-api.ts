import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAddressSuggestions,
  getDeliveryOptions,
  recordAddressAttempt,
  saveAddress,
  updateDeliverySlot,
  validatePhone,
  type InputOf,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../lib/api.ts';

/** Fewer characters than this never find an address (civic number and a letter of the street at least). */
export const MIN_QUERY_LENGTH = 3;

export function useAddressSuggestions(query: string, locale: Locale, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: ['delivery', 'suggestions', q.toLowerCase(), locale],
    queryFn: ({ signal }) => call(getAddressSuggestions, { q }, { signal }),
    enabled: enabled && q.length >= MIN_QUERY_LENGTH,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function recordAttempt(query: string) {
  return call(recordAddressAttempt, { query });
}

export function checkPhone(phone: string) {
  return call(validatePhone, { phone });
}

const OPTIONS_KEY = ['delivery', 'options'] as const;

/** The client's delivery calendar (the address must be saved first). */
export function useDeliveryOptions(locale: Locale, enabled = true) {
  return useQuery({
    queryKey: [...OPTIONS_KEY, locale],
    queryFn: ({ signal }) => call(getDeliveryOptions, {}, { signal }),
    enabled,
    retry: false,
  });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof saveAddress>) => call(saveAddress, input),
    onSuccess: () => client.invalidateQueries({ queryKey: OPTIONS_KEY }),
  });
}

export function useUpdateDeliverySlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof updateDeliverySlot>) => call(updateDeliverySlot, input),
    onSettled: () => client.invalidateQueries({ queryKey: OPTIONS_KEY }),
  });
}

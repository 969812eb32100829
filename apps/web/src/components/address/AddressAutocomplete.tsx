import { useContext, useEffect, useId, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import type { AddressSuggestion } from '@fp/contracts';
import { useTranslation } from '../../lib/i18n.tsx';
import { MIN_QUERY_LENGTH, useAddressSuggestions } from './api/get-address-suggestions.ts';
import { recordAttempt } from './api/record-address-attempt.ts';
import { ErrorText, inputClass } from '../ui/form-field.tsx';

/** Typing pauses this long before a search is sent. */
export const SUGGEST_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Suggestions arrive after the typing that asked for them; the combo box only opens on input, so
 * it is opened here when they come (while the field still has focus).
 */
function OpenWhenSuggested({ searchId }: { searchId: string | null }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (searchId && state && state.isFocused && !state.isOpen) state.open(null, 'manual');
  }, [searchId, state]);
  return null;
}

export interface AddressAutocompleteProps {
  /** The address picked from the list; null until one is (typed text alone is never an address). */
  value: AddressSuggestion | null;
  onChange: (value: AddressSuggestion | null) => void;
  /** An error from the form or the server (e.g. "Pick your address from the list."). */
  error?: string | undefined;
  autoFocus?: boolean;
}

/**
 * SPEC.md §5: the address must be picked from the autocomplete list. A combo box over the bundled
 * address index: type the civic number and street, choose with the arrows and Enter (or a tap).
 * Searches that find nothing, and PO boxes, are logged with record_address_attempt.
 */
export function AddressAutocomplete({ value, onChange, error, autoFocus }: AddressAutocompleteProps) {
  const { t, locale } = useTranslation('delivery');
  const statusId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const picked = value !== null && text === value.label;
  const query = useDebounced(text, SUGGEST_DEBOUNCE_MS);
  const search = useAddressSuggestions(query, locale, !picked);
  const answer = picked ? undefined : search.data;
  const suggestions = picked ? [value] : (answer?.suggestions ?? []);
  const searched =
    !picked && query.trim().length >= MIN_QUERY_LENGTH && answer !== undefined && !search.isPlaceholderData;

  // Each query that finds nothing (or is a PO box) is logged once, to see where people fail.
  const recorded = useRef(new Set<string>());
  useEffect(() => {
    if (!searched || !answer || answer.suggestions.length > 0 || answer.problem === 'need_number') return;
    const q = query.trim();
    if (recorded.current.has(q)) return;
    recorded.current.add(q);
    recordAttempt(q).catch(() => {
      // Logging must never disturb the person typing.
    });
  }, [searched, answer, query]);

  const status = picked
    ? t('address.picked', { label: value.label })
    : search.isError
      ? t('errors.loadFailed')
      : !searched
        ? search.isFetching
          ? t('address.searching')
          : ''
        : answer?.problem === 'po_box'
          ? t('errors.poBox')
          : answer?.problem === 'need_number'
            ? t('address.needNumber')
            : suggestions.length === 0
              ? t('address.noMatch')
              : t('address.results', { count: suggestions.length });
  const statusIsProblem = !picked && (search.isError || answer?.problem === 'po_box');

  const select = (key: Key | null) => {
    const chosen = suggestions.find((s) => s.id === key) ?? null;
    if (chosen) setText(chosen.label);
    onChange(chosen);
  };

  const type = (next: string) => {
    setText(next);
    if (value && next !== value.label) onChange(null);
  };

  return (
    <ComboBox
      className="flex flex-col gap-1"
      items={suggestions}
      inputValue={text}
      onInputChange={type}
      value={value?.id ?? null}
      onChange={select}
      menuTrigger="input"
      isInvalid={Boolean(error)}
      aria-describedby={statusId}
      autoFocus={autoFocus}
    >
      <OpenWhenSuggested searchId={searched && suggestions.length > 0 ? query : null} />
      <Label className="font-semibold text-ink">{t('address.label')}</Label>
      <Text slot="description" className="text-sm text-ink-muted">
        {t('address.hint')}
      </Text>
      <Input className={inputClass} placeholder={t('address.placeholder')} autoComplete="off" spellCheck={false} />
      <p id={statusId} role="status" aria-live="polite" className={statusIsProblem ? '' : 'text-sm text-ink-muted'}>
        {statusIsProblem ? <ErrorText>{status}</ErrorText> : status}
      </p>
      <FieldError>{error ? <ErrorText>{error}</ErrorText> : null}</FieldError>
      <Popover
        className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-line bg-white shadow-lg"
        offset={4}
      >
        <ListBox<AddressSuggestion> className="py-1 outline-none">
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="cursor-pointer px-3 py-2 text-ink outline-none data-[focused]:bg-sage-light data-[selected]:font-semibold"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

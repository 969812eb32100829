import { Suspense, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { configureApi } from '../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { AddressAutocomplete } from './AddressAutocomplete.tsx';

const broadway: AddressSuggestion = {
  id: 'MDoxMjAw',
  label: '1200 West Broadway, Vancouver, BC V6H 4K3',
  line1: '1200 West Broadway',
  city: 'Vancouver',
  region: 'bc',
  postalCode: 'V6H 4K3',
};
const eastBroadway: AddressSuggestion = {
  id: 'MToxMjAw',
  label: '1200 East Broadway, Vancouver, BC V5T 2B1',
  line1: '1200 East Broadway',
  city: 'Vancouver',
  region: 'bc',
  postalCode: 'V5T 2B1',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

/** Answers like the server's suggestion call: Broadway for "1200 …broadway", nothing otherwise. */
function server() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/v1/signup/address_suggestions')) {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      if (/box/i.test(q)) return json(200, { suggestions: [], problem: 'po_box' });
      if (!/^\d/.test(q)) return json(200, { suggestions: [], problem: 'need_number' });
      const hits = /broad/i.test(q) ? [broadway, eastBroadway] : [];
      return json(200, { suggestions: hits, problem: null });
    }
    if (url === '/api/v1/signup/record_address_attempt') return json(200, { outcome: 'none' });
    return json(404, { error: { code: 'not_found', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const onChange = vi.fn();

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<AddressSuggestion | null>(null);
  return (
    <AddressAutocomplete
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      error={error}
    />
  );
}

function renderField(locale: Locale = 'en', error?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <Suspense fallback={null}>
          <Harness error={error} />
        </Suspense>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const suggestionCalls = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/v1/signup/address_suggestions'));

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'delivery')]));
});

beforeEach(() => {
  onChange.mockReset();
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the address autocomplete', { timeout: 20_000 }, () => {
  it('searches once typing pauses and lets the address be picked with the keyboard', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(input, '1200 W Broad');

    const option = await screen.findByRole('option', { name: broadway.label });
    expect(option).toBeTruthy();
    // Debounced: one search for what was typed, not one per key.
    expect(suggestionCalls(fetch)).toEqual([`/api/v1/signup/address_suggestions?q=1200+W+Broad`]);
    // While the list is open the rest of the page is hidden from screen readers (the combo box announces the count itself).
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('2 addresses found');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(broadway));
    expect((input as HTMLInputElement).value).toBe(broadway.label);
    expect(screen.getByRole('status').textContent).toBe(`Delivering to ${broadway.label}`);
  });

  it('forgets the picked address as soon as the text is changed: typed text is never an address', async () => {
    server();
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await user.type(input, '1200 broadway');
    await user.click(await screen.findByRole('option', { name: eastBroadway.label }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(eastBroadway));
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says when nothing matches and logs the attempt once', async () => {
    const fetch = server();
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await user.type(input, '12 Nowhere Lane');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'No address found. Check the civic number and street name, or contact us.',
      ),
    );
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url === '/api/v1/signup/record_address_attempt')).toHaveLength(1),
    );
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/signup/record_address_attempt')!;
    expect(JSON.parse(String(init?.body))).toEqual({ query: '12 Nowhere Lane' });
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ id: expect.any(String) }));
  });

  it('refuses a PO box and shows the form’s error tied to the field, in French', async () => {
    server();
    const user = userEvent.setup();
    renderField('fr', 'Choisissez votre adresse dans la liste.');
    const input = await screen.findByRole('combobox', { name: 'Adresse' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText('Choisissez votre adresse dans la liste.');
    expect(describedBy.some((id) => document.getElementById(id)?.contains(error))).toBe(true);

    await user.type(input, 'Case postale 12 box');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Nous ne livrons pas aux cases postales'),
    );
    expect(screen.queryByRole('option')).toBeNull();
  });
});

import { Suspense, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAddressSuggestions, recordAddressAttempt, type AddressSuggestion } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { configureApi } from '../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../test/fake-server.ts';
import { testQueryClient } from '../../test/render-page.tsx';
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

let server: FakeServer | undefined;

/** Answers like the server's suggestion call: Broadway for "1200 …broadway", nothing otherwise. */
function serve() {
  server = fakeServer()
    .on(getAddressSuggestions, ({ q }) => {
      if (/box/i.test(q)) return { suggestions: [], problem: 'po_box' as const };
      if (!/^\d/.test(q)) return { suggestions: [], problem: 'need_number' as const };
      return { suggestions: /broad/i.test(q) ? [broadway, eastBroadway] : [], problem: null };
    })
    .on(recordAddressAttempt, { outcome: 'none' });
  return server;
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
  const client = testQueryClient();
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

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'delivery')]));
});

beforeEach(() => {
  onChange.mockReset();
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the address autocomplete', { timeout: 20_000 }, () => {
  it('searches once typing pauses and lets the address be picked with the keyboard', async () => {
    serve();
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(input, '1200 W Broad');

    const option = await screen.findByRole('option', { name: broadway.label });
    expect(option).toBeTruthy();
    // Debounced: one search for what was typed, not one per key.
    expect(server!.received(getAddressSuggestions)).toEqual([{ q: '1200 W Broad' }]);
    // While the list is open the rest of the page is hidden from screen readers (the combo box announces the count itself).
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('2 addresses found');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(broadway));
    expect((input as HTMLInputElement).value).toBe(broadway.label);
    expect(screen.getByRole('status').textContent).toBe(`Delivering to ${broadway.label}`);
  });

  it('forgets the picked address as soon as the text is changed: typed text is never an address', async () => {
    serve();
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
    serve();
    const user = userEvent.setup();
    renderField();
    const input = await screen.findByRole('combobox', { name: 'Street address' });
    await user.type(input, '12 Nowhere Lane');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'No address found. Check the civic number and street name, or contact us.',
      ),
    );
    await waitFor(() => expect(server!.received(recordAddressAttempt)).toEqual([{ query: '12 Nowhere Lane' }]));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ id: expect.any(String) }));
  });

  it('refuses a PO box and shows the form’s error tied to the field, in French', async () => {
    serve();
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

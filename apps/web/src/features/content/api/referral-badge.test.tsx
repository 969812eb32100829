import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useReferralBadge } from './referral-badge.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Lets the answer of a call that has started reach the hook. */
async function settled() {
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the referral icon badge', () => {
  it('shows while today is within the dates, one day of margin included', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T12:00:00') });
    answer(200, { enabled: true, startDate: '2026-11-20', endDate: '2026-12-24' });
    const { result } = renderHook(() => useReferralBadge(true), { wrapper });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays off before the window, when disabled, or when the setting cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-18T12:00:00') });
    answer(200, { enabled: true, startDate: '2026-11-20', endDate: null });
    const early = renderHook(() => useReferralBadge(true), { wrapper });
    await settled();
    expect(early.result.current).toBe(false);

    answer(200, { enabled: false, startDate: null, endDate: null });
    const disabled = renderHook(() => useReferralBadge(true), { wrapper });
    await settled();
    expect(disabled.result.current).toBe(false);

    answer(500, { error: { code: 'internal', message: 'x' } });
    const failed = renderHook(() => useReferralBadge(true), { wrapper });
    await settled();
    expect(failed.result.current).toBe(false);
  });

  it('does not ask the server for visitors or while the flag is off', async () => {
    const fetch = answer(200, { enabled: true, startDate: null, endDate: null });
    const { result } = renderHook(() => useReferralBadge(false), { wrapper });
    expect(result.current).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

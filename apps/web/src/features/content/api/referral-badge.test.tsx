import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { getReferralNavIcon } from '@fp/contracts';
import { errorReply, fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/render-page.tsx';
import { referralNavIconKeys } from './get-referral-nav-icon.ts';
import { useReferralBadge } from './referral-badge.ts';

let server: FakeServer | undefined;

/** Renders the hook with its own cache; `answered()` waits until the server's answer is in it. */
function renderBadge(active: boolean) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReferralBadge(active), { wrapper });
  const answered = () =>
    waitFor(() => expect(client.getQueryState(referralNavIconKeys.all)?.status).toMatch(/^(success|error)$/));
  return { result, answered };
}

afterEach(() => {
  server?.close();
  server = undefined;
  vi.useRealTimers();
});

describe('the referral icon badge', () => {
  it('shows while today is within the dates, one day of margin included', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T12:00:00') });
    server = fakeServer().on(getReferralNavIcon, { enabled: true, startDate: '2026-11-20', endDate: '2026-12-24' });
    const { result } = renderBadge(true);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays off before the window, when disabled, or when the setting cannot be read', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-18T12:00:00') });
    server = fakeServer().on(getReferralNavIcon, { enabled: true, startDate: '2026-11-20', endDate: null });
    const early = renderBadge(true);
    await early.answered();
    expect(early.result.current).toBe(false);

    server.on(getReferralNavIcon, { enabled: false, startDate: null, endDate: null });
    const disabled = renderBadge(true);
    await disabled.answered();
    expect(disabled.result.current).toBe(false);

    server.on(getReferralNavIcon, errorReply(500, 'internal', 'x'));
    const failed = renderBadge(true);
    await failed.answered();
    expect(failed.result.current).toBe(false);
  });

  it('does not ask the server for visitors or while the flag is off', () => {
    server = fakeServer();
    const { result } = renderBadge(false);
    expect(result.current).toBe(false);
    expect(server.requestCount).toBe(0);
  });
});

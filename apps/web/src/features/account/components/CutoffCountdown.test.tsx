import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { CutoffCountdown } from './CutoffCountdown.tsx';

beforeAll(async () => {
  await Promise.all([loadNamespace('en', 'common'), loadNamespace('en', 'account')]);
});

afterEach(cleanup);

describe('the cutoff countdown', () => {
  it('counts down by the server’s clock, then says changes are closed and asks for the page again', async () => {
    const start = Date.now();
    const onPassed = vi.fn();
    const clock = { start, now: () => Date.now() };
    render(<CutoffCountdown cutoffAt={new Date(start + 1_200).toISOString()} clock={clock} onPassed={onPassed} />);
    expect((await screen.findByRole('timer')).textContent).toBe('Changes close in less than a minute');
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.getByText('Changes are now closed for this week.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

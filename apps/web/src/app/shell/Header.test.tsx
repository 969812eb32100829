import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { renderAtRoute } from '../../test/render-page.tsx';
import { SESSION } from '../../features/account/test-cards.ts';
import { Header } from './Header.tsx';

function renderHeader(customerSchedule: boolean) {
  return renderAtRoute({
    path: '/account',
    name: 'account',
    session: { ...SESSION, customerSchedule },
    children: (
      <LocaleProvider locale="en">
        <Header />
      </LocaleProvider>
    ),
  });
}

beforeAll(async () => {
  await loadNamespace('en', 'common');
});

afterEach(cleanup);

describe('the signed-in navigation', () => {
  it('offers the schedule under the customer-schedule flag (SPEC.md §2)', async () => {
    renderHeader(true);
    const nav = (await screen.findAllByRole('navigation', { name: 'Main', hidden: true }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Schedule', hidden: true }).getAttribute('href')).toBe('/schedule');
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toBeTruthy();
  });

  it('leaves the schedule out without the flag', async () => {
    renderHeader(false);
    const nav = (await screen.findAllByRole('navigation', { name: 'Main', hidden: true }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Schedule', hidden: true })).toBeNull();
  });

  it('names the points pill with its words while a phone shows only the number', async () => {
    renderHeader(false);
    const pill = await screen.findByRole('link', { name: /^Fresh\+ Rewards balance:/ });
    // The words screen readers hear keep what the eye sees (the number), whatever the width.
    expect(pill.textContent).toBe('Fresh+ Rewards balance: 0 pts');
    expect(pill.querySelector('.max-tablet\\:sr-only')?.textContent?.trim()).toMatch(/^pts?$/);
  });
});

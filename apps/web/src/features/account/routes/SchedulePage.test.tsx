import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOrderDataForAccountPage, getSessionData, unpauseAccount } from '@fp/contracts';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import SchedulePage from './SchedulePage.tsx';
import { EDITABLE, SESSION, SKIPPED, accountPage } from '../test-cards.ts';

let server: FakeServer | undefined;

function renderPage() {
  renderAtRoute({ path: '/schedule', name: 'schedule', session: SESSION, children: <SchedulePage /> });
}

beforeAll(async () => {
  await Promise.all([loadNamespace('en', 'common'), loadNamespace('en', 'account')]);
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the schedule', () => {
  it('lists the coming weeks with skip or unskip on each, without the box details', async () => {
    server = fakeServer().on(getOrderDataForAccountPage, accountPage({ upcoming: [EDITABLE, SKIPPED] }));
    renderPage();
    const weeks = within(await screen.findByRole('list', {}, { timeout: 10_000 }));
    const items = weeks.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Sunday, November 29',
      'Sunday, December 6',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Skip this week' })).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Unskip this week' })).toBeTruthy();
    expect(screen.queryByText('Maple-glazed salmon')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change delivery' })).toBeNull();
  });

  it('unpauses a paused plan, and the weeks come back', async () => {
    let page = accountPage({ accountStatus: 'paused', paused: true, upcoming: [], recent: [] });
    server = fakeServer()
      .on(getOrderDataForAccountPage, () => page)
      .on(getSessionData, SESSION)
      .on(unpauseAccount, () => {
        page = accountPage({ upcoming: [EDITABLE] });
        return { accountStatus: 'active' as const };
      });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your plan is paused' }, { timeout: 10_000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unpause my plan' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Sunday, November 29' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Your plan is active again. Your coming weeks will appear here shortly.')).toBeTruthy(),
    );
    expect(screen.queryByRole('heading', { name: 'Your plan is paused' })).toBeNull();
    expect(server.received(unpauseAccount)).toHaveLength(1);
  });
});

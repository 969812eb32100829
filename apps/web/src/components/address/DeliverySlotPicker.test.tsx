import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryOption } from '@fp/contracts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { DeliverySlotPicker, type Slot } from './DeliverySlotPicker.tsx';

const windows = [
  { starts: '14:00', ends: '18:00', label: '14:00–18:00' },
  { starts: '17:00', ends: '21:00', label: '17:00–21:00' },
];
const options: DeliveryOption[] = [
  {
    date: '2026-11-29',
    day: 'sun',
    dateLabel: 'Sunday, November 29',
    cutoffAt: '2026-11-25T07:59:59.000Z',
    cutoffLabel: 'Order changes close Tuesday, November 24 at 23:59',
    windows,
  },
  {
    date: '2026-11-30',
    day: 'mon',
    dateLabel: 'Monday, November 30',
    cutoffAt: '2026-11-26T07:59:59.000Z',
    cutoffLabel: 'Order changes close Wednesday, November 25 at 23:59',
    windows,
  },
];

beforeAll(() => loadNamespace('en', 'common').then(() => loadNamespace('en', 'delivery')));
afterEach(cleanup);

function renderPicker(value: Slot | null, onChange = vi.fn(), error?: string) {
  render(
    <LocaleProvider locale="en">
      <Suspense fallback={null}>
        <DeliverySlotPicker
          options={options}
          label="Choose your first delivery"
          description="Pick a day and a time window."
          value={value}
          onChange={onChange}
          error={error}
        />
      </Suspense>
    </LocaleProvider>,
  );
  return onChange;
}

describe('the delivery slot picker', () => {
  it('names each radio with its date and window and describes it with the cutoff', async () => {
    renderPicker({ date: '2026-11-30', starts: '17:00' });
    const group = await screen.findByRole('radiogroup', { name: 'Choose your first delivery' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    const chosen = screen.getByRole('radio', { name: 'Monday, November 30, 17:00–21:00' }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    const first = screen.getByRole('radio', { name: 'Sunday, November 29, 14:00–18:00' });
    const described = (first.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Order changes close Tuesday, November 24 at 23:59',
    );
  });

  it('reports the date and window chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = renderPicker(null);
    await screen.findByRole('radiogroup');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ date: '2026-11-29', starts: '17:00' }));
  });

  it('reads out an error and ties the group to it', async () => {
    renderPicker(null, vi.fn(), 'Choose another day or time window.');
    const group = await screen.findByRole('radiogroup', { name: 'Choose your first delivery' });
    expect(screen.getByRole('alert').textContent).toBe('Choose another day or time window.');
    const described = (group.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(
      expect.arrayContaining(['Pick a day and a time window.', 'Choose another day or time window.']),
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckChips, RadioChips } from './FilterChips.tsx';
import { FoldedOnPhones } from './FoldedOnPhones.tsx';

afterEach(cleanup);

const DIETS = ['vegetarian', 'gluten_free', 'dairy_free'] as const;
type Diet = (typeof DIETS)[number];

function Filters() {
  const [diets, setDiets] = useState<Diet[]>([]);
  const [minutes, setMinutes] = useState<number | undefined>(undefined);
  return (
    <FoldedOnPhones label="Filters" toggleClassName="tablet:hidden" panelClassName="flex">
      <CheckChips legend="Diet" options={DIETS} value={diets} label={(d) => d} onChange={setDiets} />
      <RadioChips
        legend="Cooking time"
        options={[undefined, 20, 30]}
        value={minutes}
        label={(m) => (m === undefined ? 'Any time' : `Up to ${m} min`)}
        onChange={setMinutes}
      />
      <output>{`${diets.join(',')}|${minutes ?? 'any'}`}</output>
    </FoldedOnPhones>
  );
}

describe('filter chips', () => {
  it('are real checkboxes and radios under their legends; the arrow keys move the one choice', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const diet = screen.getByRole('group', { name: 'Diet' });
    const time = screen.getByRole('group', { name: 'Cooking time' });
    expect(diet.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: 'Any time' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'vegetarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'dairy_free' }));
    expect(screen.getByRole('status').textContent).toBe('vegetarian,dairy_free|any');
    await user.click(screen.getByRole('checkbox', { name: 'vegetarian' }));
    expect(screen.getByRole('status').textContent).toBe('dairy_free|any');

    // One tab stop for the radio group; the arrows move the choice.
    await user.click(screen.getByRole('radio', { name: 'Up to 20 min' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Up to 30 min' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('dairy_free|30');
    expect(time.querySelectorAll('input[type="radio"]')).toHaveLength(3);
  });

  it('fold behind a toggle that says whether the panel is open and which panel it controls', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.contains(screen.getByRole('group', { name: 'Diet' }))).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toContain('max-tablet:hidden');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toContain('max-tablet:hidden');
  });
});

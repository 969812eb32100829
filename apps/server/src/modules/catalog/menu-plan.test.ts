import { describe, expect, it } from 'vitest';
import { MENU_SIZE, planMenu } from './menu-plan.ts';

const pool = {
  rtc: Array.from({ length: 64 }, (_, i) => `kit-${i}`).concat('pate-chinois-quebec-shepherds-pie'),
  rte: Array.from({ length: 27 }, (_, i) => `ready-${i}`).concat('tourtiere-spiced-pork-pie'),
};

describe('weekly menu planning', () => {
  it('plans about 35 distinct meals a week, kits and ready-to-eat', () => {
    const menu = planMenu(pool, '2026-11-22', '2026-11-15');
    expect(menu).toHaveLength(MENU_SIZE.rtc + MENU_SIZE.rte);
    expect(new Set(menu.map((m) => m.key)).size).toBe(menu.length);
    expect(menu.filter((m) => m.key.startsWith('ready') || m.key.startsWith('tourtiere'))).toHaveLength(MENU_SIZE.rte);
  });

  it('changes part of the menu from one week to the next, and marks the newcomers', () => {
    const a = planMenu(pool, '2026-11-22', '2026-11-15');
    const b = planMenu(pool, '2026-11-29', '2026-11-22');
    const aKeys = new Set(a.map((m) => m.key));
    const changed = b.filter((m) => !aKeys.has(m.key));
    expect(changed.length).toBeGreaterThanOrEqual(10);
    expect(changed.length).toBeLessThan(b.length);
    for (const m of changed) expect(m.badge === 'new' || m.badge === 'chef_pick').toBe(true);
  });

  it('plans the same menu every time for the same week', () => {
    expect(planMenu(pool, '2027-02-07', '2027-01-31')).toEqual(planMenu(pool, '2027-02-07', '2027-01-31'));
  });

  it('keeps the Québec classics on the Québec menu without growing it', () => {
    const qc = planMenu(pool, '2026-11-22', '2026-11-15', 'qc').map((m) => m.key);
    expect(qc).toContain('pate-chinois-quebec-shepherds-pie');
    expect(qc).toContain('tourtiere-spiced-pork-pie');
    expect(qc).toHaveLength(MENU_SIZE.rtc + MENU_SIZE.rte);
    expect(new Set(qc).size).toBe(qc.length);
  });

  it('gives three chef picks', () => {
    expect(planMenu(pool, '2026-12-06', '2026-11-29').filter((m) => m.badge === 'chef_pick')).toHaveLength(3);
  });
});

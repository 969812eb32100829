import { describe, expect, it } from 'vitest';
import { pickRegionalEntry, priceIncreaseState, referralBadgeVisible, responsiveImages } from './banners.ts';

describe('banner rules', () => {
  const generic = { id: 1, region: null };
  const quebec = { id: 2, region: 'qc' };

  it('prefers the entry of the visitor region, else the generic one', () => {
    expect(pickRegionalEntry([generic, quebec], 'qc')).toBe(quebec);
    expect(pickRegionalEntry([generic, quebec], 'bc')).toBe(generic);
    expect(pickRegionalEntry([generic, quebec], null)).toBe(generic);
    expect(pickRegionalEntry([quebec], 'on')).toBeUndefined();
  });

  it('shows the price increase only between its dates, both included', () => {
    const entry = { message: 'Prices change on December 1', startDate: '2026-11-20', endDate: '2026-12-01' };
    expect(priceIncreaseState(entry, '2026-11-19')).toEqual({ state: 'no_content' });
    expect(priceIncreaseState(entry, '2026-11-20')).toMatchObject({ state: 'show' });
    expect(priceIncreaseState(entry, '2026-12-01')).toMatchObject({ state: 'show' });
    expect(priceIncreaseState(entry, '2026-12-02')).toEqual({ state: 'no_content' });
    expect(priceIncreaseState({ message: 'x', startDate: '2026-11-20' }, '2026-11-21')).toEqual({ state: 'no_dates' });
    expect(priceIncreaseState(undefined, '2026-11-21')).toEqual({ state: 'no_content' });
  });

  it('shows the referral badge from a day before the start to a day after the end', () => {
    const icon = { enabled: true, startDate: '2026-12-01', endDate: '2026-12-10' };
    expect(referralBadgeVisible(icon, '2026-11-29')).toBe(false);
    expect(referralBadgeVisible(icon, '2026-11-30')).toBe(true);
    expect(referralBadgeVisible(icon, '2026-12-11')).toBe(true);
    expect(referralBadgeVisible(icon, '2026-12-12')).toBe(false);
    expect(referralBadgeVisible({ ...icon, startDate: null, endDate: null }, '2030-01-01')).toBe(true);
    expect(referralBadgeVisible({ ...icon, enabled: false }, '2026-12-05')).toBe(false);
  });

  it('chooses images by title, the tablet falling back to the desktop', () => {
    expect(
      responsiveImages('home_banner_1', [
        { title: 'home_page_banner_mobile', imageId: 1 },
        { title: 'home_page_banner_desktop', imageId: 3 },
      ]),
    ).toEqual({ mobile: 1, tablet: 3, desktop: 3 });
    expect(responsiveImages('referral_banner', [{ title: 'referral_banner_ tablet', imageId: 7 }])).toMatchObject({
      tablet: 7,
    });
    expect(responsiveImages('gift_card_banner', [{ title: 'giftcard_banner', imageId: 9 }])).toEqual({
      mobile: 9,
      tablet: 9,
      desktop: 9,
    });
  });
});

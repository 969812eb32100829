import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkPcForMealKits, getAddressSuggestions, getDeliveryOptions, getSavedAddress } from '@fp/contracts';
import { addDays, zonedTimeToInstant } from '@fp/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { postalAreas } from '../locations/tables.ts';
import { addresses, deliveryCutoffs, firstDeliveryChoices } from './tables.ts';

const NOW = '2026-11-22T18:00:00Z'; // Sunday November 22, morning in Vancouver, 13:00 in Montréal
// Whether British Columbia still changes clocks is the time-zone database's business: compare with it.
const VANCOUVER_NOV_29_CUTOFF = zonedTimeToInstant('2026-11-24', '23:59:59', 'America/Vancouver').toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(NOW));

function browser(locale: 'en' | 'fr' = 'en') {
  const b = new Browser(t.app);
  b.locale = locale;
  return b;
}

async function signedIn(locale: 'en' | 'fr' = 'en') {
  const client = await insertClient(t.database.db);
  const b = browser(locale);
  await signInAs(b, t.database.db, { clientId: client.id });
  return { b, clientId: client.id };
}

async function suggestion(b: Browser, q: string) {
  const res = await b.get(`/api/v1/signup/address_suggestions?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  const [first] = getAddressSuggestions.output.parse(res.json()).suggestions;
  expect(first, q).toBeDefined();
  return first!;
}

const storedAddress = async (clientId: number) =>
  t.database.db.select().from(addresses).where(eq(addresses.clientId, clientId));
const attempts = (clientId: number) => t.app.services.delivery.attemptsOf({ clientId });

async function saveVancouver(b: Browser, extra: Record<string, string> = {}) {
  const s = await suggestion(b, '1200 West Broadway');
  return b.post('/api/v1/signup/save_address', { suggestionId: s.id, phone: '604-253-4567', ...extra });
}

describe('postal code checks', () => {
  it('serves Vancouver V6B and Montréal H2X for both product lines, city in the page language', async () => {
    for (const line of ['meal_kits', 'ready_to_eat']) {
      const v = await browser().get(`/api/v1/signup/check_pc_for_${line}?postal=v6b1a1`);
      expect(v.statusCode).toBe(200);
      expect(checkPcForMealKits.output.parse(v.json())).toEqual({
        postalCode: 'V6B 1A1',
        served: true,
        city: 'Vancouver',
        region: 'bc',
      });
      const m = await browser('fr').get(`/api/v1/signup/check_pc_for_${line}?postal=${encodeURIComponent('H2X 1Y4')}`);
      expect(m.json()).toEqual({ postalCode: 'H2X 1Y4', served: true, city: 'Montréal', region: 'qc' });
    }
  });

  it('sends Whitehorse Y1A to the no-delivery page, in the page language', async () => {
    const en = await browser().get('/api/v1/signup/check_pc_for_meal_kits?postal=Y1A1A1');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      postalCode: 'Y1A 1A1',
      served: false,
      city: null,
      region: null,
      redirect: '/no-delivery',
    });
    const fr = await browser('fr').get('/api/v1/signup/check_pc_for_ready_to_eat?postal=Y1A1A1');
    expect(fr.json()).toMatchObject({ served: false, redirect: '/fr/hors-zone' });
  });

  it('delivers meal kits but not ready-to-eat meals to an outlying town', async () => {
    expect((await browser().get('/api/v1/signup/check_pc_for_meal_kits?postal=V4L1A1')).json()).toMatchObject({
      served: true,
    });
    expect((await browser().get('/api/v1/signup/check_pc_for_ready_to_eat?postal=V4L1A1')).json()).toMatchObject({
      served: false,
      redirect: '/no-delivery',
    });
  });

  it('answers a malformed postal code with a field error in the page language', async () => {
    const en = await browser().get('/api/v1/signup/check_pc_for_meal_kits?postal=12345');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields.postal).toBe('Please enter a valid postal code, for example V6B 1A1.');
    const fr = await browser('fr').get('/api/v1/signup/check_pc_for_meal_kits?postal=');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().error.fields.postal).toBe('Veuillez entrer votre code postal');
  });
});

describe('address suggestions and attempts', () => {
  it('lists addresses of the served cities, and says why when it cannot', async () => {
    const s = await suggestion(browser('fr'), '3500 rue Saint-Denis');
    expect(s).toMatchObject({ line1: '3500 rue Saint-Denis', city: 'Montréal', region: 'qc' });
    expect(s.label).toContain('Montréal, QC H2');
    const po = await browser().get('/api/v1/signup/address_suggestions?q=PO%20Box%2012');
    expect(po.json()).toEqual({ suggestions: [], problem: 'po_box' });
    const noNumber = await browser().get('/api/v1/signup/address_suggestions?q=West%20Broadway');
    expect(noNumber.json()).toEqual({ suggestions: [], problem: 'need_number' });
  });

  it('records each attempt with what it found', async () => {
    const { b, clientId } = await signedIn();
    for (const query of ['1200 West Broadway', '12 Nowhere Lane', 'P.O. Box 9']) {
      const res = await b.post('/api/v1/signup/record_address_attempt', { query });
      expect(res.statusCode).toBe(200);
    }
    const rows = await attempts(clientId);
    expect(rows.map((r) => [r.query, r.outcome])).toEqual([
      ['1200 West Broadway', 'suggested'],
      ['12 Nowhere Lane', 'none'],
      ['P.O. Box 9', 'po_box'],
    ]);
    expect(rows[0]!.postalCode).toMatch(/^V6/);
    expect(rows[0]!.createdAt.toISOString()).toBe(new Date(NOW).toISOString());
  });
});

describe('save_address', () => {
  it('needs a signed-in client', async () => {
    const res = await browser().post('/api/v1/signup/save_address', { suggestionId: 'x', phone: '6042534567' });
    expect(res.statusCode).toBe(401);
  });

  it('saves the picked address with its coordinates and an E.164 phone', async () => {
    const { b, clientId } = await signedIn();
    const res = await saveVancouver(b, {
      unit: '1203',
      buzzer: '1203',
      instructions: 'Leave it in box 2 by the side door',
    });
    expect(res.statusCode).toBe(200);
    const { address } = res.json();
    expect(address).toMatchObject({
      line1: '1200 West Broadway',
      unit: '1203',
      buzzer: '1203',
      city: 'Vancouver',
      province: 'bc',
      phone: '+16042534567',
      phoneDisplay: '(604) 253-4567',
      instructions: 'Leave it in box 2 by the side door',
    });
    const [row] = await storedAddress(clientId);
    expect(row).toMatchObject({ postalCode: address.postalCode, phone: '+16042534567' });
    expect(row!.lat).toBeCloseTo(49.2633, 2);
    expect(row!.lon).toBeCloseTo(-123.14, 1);
    expect((await attempts(clientId)).map((a) => a.outcome)).toEqual(['saved']);

    // Saving again replaces the address rather than adding one.
    const again = await b.post('/api/v1/signup/save_address', {
      suggestionId: (await suggestion(b, '2000 Main Street Vancouver')).id,
      phone: '+1 604 253 4567',
    });
    expect(again.statusCode).toBe(200);
    const rows = await storedAddress(clientId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line1: '2000 Main Street', unit: null });
  });

  it('gives a returning visitor the address saved so far, and only to its household', async () => {
    expect((await browser().get('/api/v1/signup/saved_address')).statusCode).toBe(401);
    const { b } = await signedIn();
    const none = await b.get('/api/v1/signup/saved_address');
    expect(none.statusCode).toBe(200);
    expect(getSavedAddress.output.parse(none.json())).toEqual({ address: null });

    const saved = (await saveVancouver(b, { unit: '12' })).json().address;
    const res = await b.get('/api/v1/signup/saved_address');
    expect(getSavedAddress.output.parse(res.json())).toEqual({ address: saved });
    expect(saved).toMatchObject({ line1: '1200 West Broadway', unit: '12', phoneDisplay: '(604) 253-4567' });

    const { b: other } = await signedIn();
    expect((await other.get('/api/v1/signup/saved_address')).json()).toEqual({ address: null });
  });

  it('saves a Montréal address in French', async () => {
    const { b } = await signedIn('fr');
    const s = await suggestion(b, '3500 rue Saint-Denis');
    const res = await b.post('/api/v1/signup/save_address', { suggestionId: s.id, phone: '514 987-6543' });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ city: 'Montréal', province: 'qc', phone: '+15149876543' });
  });

  it('refuses a PO box, stores nothing and logs the attempt', async () => {
    const { b, clientId } = await signedIn();
    const res = await saveVancouver(b, { unit: 'PO Box 44' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.unit).toBe(
      "We can't deliver to PO boxes, rural routes or general delivery. Please enter a street address.",
    );
    expect(await storedAddress(clientId)).toEqual([]);
    expect((await attempts(clientId)).map((a) => a.outcome)).toEqual(['po_box']);

    const { b: fr } = await signedIn('fr');
    const frRes = await saveVancouver(fr, { buzzer: 'Case postale 12' });
    expect(frRes.json().error.fields.buzzer).toContain('Nous ne livrons pas aux cases postales');
  });

  it('refuses an address that cannot be resolved with the catalogue message, in both languages', async () => {
    const { b, clientId } = await signedIn();
    const forged = Buffer.from('999999:12').toString('base64url');
    const res = await b.post('/api/v1/signup/save_address', { suggestionId: forged, phone: '6042534567' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'address_unresolvable',
      message: 'Address cannot be resolved: enter another or contact support.',
    });
    expect(await storedAddress(clientId)).toEqual([]);
    expect((await attempts(clientId)).map((a) => a.outcome)).toEqual(['unresolvable']);

    const { b: fr } = await signedIn('fr');
    const frRes = await fr.post('/api/v1/signup/save_address', { suggestionId: 'typed by hand', phone: '6042534567' });
    expect(frRes.json().error.message).toBe(
      "L'adresse ne peut pas être trouvée : entrez-en une autre ou communiquez avec le service à la clientèle.",
    );
  });

  it('refuses an address whose area stopped being served', async () => {
    const { b, clientId } = await signedIn();
    const s = await suggestion(b, '1200 West Broadway');
    const fsa = s.postalCode.slice(0, 3);
    await t.database.db.update(postalAreas).set({ mealKits: false }).where(eq(postalAreas.fsa, fsa));
    try {
      const res = await b.post('/api/v1/signup/save_address', { suggestionId: s.id, phone: '6042534567' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'out_of_area', message: 'We do not deliver to this area yet.' });
      expect(await storedAddress(clientId)).toEqual([]);
    } finally {
      await t.database.db.update(postalAreas).set({ mealKits: true }).where(eq(postalAreas.fsa, fsa));
    }
  });

  it('refuses a phone number that is not Canadian, with a clear message, and stores nothing', async () => {
    for (const [locale, message] of [
      ['en', 'Please enter a valid Canadian phone number, for example 604 555 0123.'],
      ['fr', 'Veuillez entrer un numéro de téléphone canadien valide, par exemple 514 555 0123.'],
    ] as const) {
      const { b, clientId } = await signedIn(locale);
      const res = await saveVancouver(b, { phone: '+1 212 555 0100' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ phone: message });
      expect(await storedAddress(clientId)).toEqual([]);
    }
  });
});

describe('validate_phone', () => {
  it('answers the stored and displayed forms of a Canadian number', async () => {
    const res = await browser().post('/api/v1/signup/validate_phone', { phone: '(604) 253-4567' });
    expect(res.json()).toEqual({ valid: true, e164: '+16042534567', national: '(604) 253-4567' });
  });

  it('explains what is wrong otherwise', async () => {
    const bad = await browser('fr').post('/api/v1/signup/validate_phone', { phone: '555-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toContain('numéro de téléphone canadien valide');
    const empty = await browser().post('/api/v1/signup/validate_phone', { phone: '  ' });
    expect(empty.json().error.fields.phone).toBe('Please enter a phone number where the driver can reach you.');
  });
});

describe('delivery calendar', () => {
  it('offers the open dates of the address area with their windows and cutoffs', async () => {
    const { b } = await signedIn();
    expect((await b.get('/api/v1/signup/delivery_options')).json().error.code).toBe('address_required');
    await saveVancouver(b);
    const res = await b.get('/api/v1/signup/delivery_options');
    expect(res.statusCode).toBe(200);
    const { options, selected } = getDeliveryOptions.output.parse(res.json());
    expect(selected).toBeNull();
    // Vancouver delivers Sunday to Tuesday; Tuesday November 24 closed on the 19th.
    expect(options.map((o) => o.date)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(options[0]).toEqual({
      date: '2026-11-29',
      day: 'sun',
      dateLabel: 'Sunday, November 29',
      cutoffAt: VANCOUVER_NOV_29_CUTOFF,
      cutoffLabel: 'Order changes close Tuesday, November 24 at 11:59 p.m.',
      windows: [
        { starts: '14:00', ends: '18:00', label: '2 p.m.–6 p.m.' },
        { starts: '17:00', ends: '21:00', label: '5 p.m.–9 p.m.' },
      ],
    });
  });

  it('words the calendar in French', async () => {
    const { b } = await signedIn('fr');
    await saveVancouver(b);
    const [first] = (await b.get('/api/v1/signup/delivery_options')).json().options;
    expect(first).toMatchObject({
      dateLabel: 'dimanche 29 novembre',
      cutoffLabel: "Modifications possibles jusqu'au mardi 24 novembre à 23 h 59",
    });
    expect(first.windows[0].label).toBe('de 14 h à 18 h');
  });

  it('shows a postal code’s calendar to a visitor', async () => {
    const res = await browser().get('/api/v1/signup/delivery_options?postal=H2X1Y4');
    expect(res.json().options[0]).toMatchObject({ date: '2026-11-29', cutoffAt: '2026-11-25T04:59:59.000Z' });
    expect((await browser().get('/api/v1/signup/delivery_options?postal=Y1A1A1')).json().options).toEqual([]);
    expect((await browser().get('/api/v1/signup/delivery_options')).statusCode).toBe(401);
  });

  it('keeps cutoffs at 23:59 local time across both daylight-saving changes', async () => {
    // Autumn: clocks go back on Sunday November 1, 2026 in Montréal.
    t.clock.set('2026-10-27T12:00:00Z');
    const autumn = (await browser().get('/api/v1/signup/delivery_options?postal=H2X1Y4')).json().options;
    const nov1 = autumn.find((o: { date: string }) => o.date === '2026-11-01');
    const nov8 = autumn.find((o: { date: string }) => o.date === '2026-11-08');
    expect(nov1.cutoffAt).toBe('2026-10-28T03:59:59.000Z'); // EDT, UTC−4
    expect(nov8.cutoffAt).toBe('2026-11-04T04:59:59.000Z'); // EST, UTC−5
    expect(nov1.cutoffLabel).toBe('Order changes close Tuesday, October 27 at 11:59 p.m.');
    expect(nov8.cutoffLabel).toBe('Order changes close Tuesday, November 3 at 11:59 p.m.');

    // Spring: clocks go forward on Sunday March 8, 2026.
    t.clock.set('2026-03-02T12:00:00Z');
    const spring = (await browser().get('/api/v1/signup/delivery_options?postal=H2X1Y4')).json().options;
    const mar8 = spring.find((o: { date: string }) => o.date === '2026-03-08');
    const mar15 = spring.find((o: { date: string }) => o.date === '2026-03-15');
    expect(mar8.cutoffAt).toBe('2026-03-04T04:59:59.000Z'); // EST
    expect(mar15.cutoffAt).toBe('2026-03-11T03:59:59.000Z'); // EDT
    expect(mar15.cutoffLabel).toBe('Order changes close Tuesday, March 10 at 11:59 p.m.');
  });
});

describe('one cutoff rule, stored per region', () => {
  const delivery = () => t.app.services.delivery;

  it('computes every cutoff from the region’s stored rule, in its time zone, across both DST changes', async () => {
    // Default rule (23:59:59 five days before), Toronto: EDT before November 1, EST after.
    expect((await delivery().cutoffFor('qc', '2026-11-01')).toISOString()).toBe('2026-10-28T03:59:59.000Z');
    expect((await delivery().cutoffFor('on', '2026-11-08')).toISOString()).toBe('2026-11-04T04:59:59.000Z');
    // Spring, Toronto: EST before March 8, EDT after.
    expect((await delivery().cutoffFor('on', '2026-03-08')).toISOString()).toBe('2026-03-04T04:59:59.000Z');
    expect((await delivery().cutoffFor('on', '2026-03-15')).toISOString()).toBe('2026-03-11T03:59:59.000Z');
    // Vancouver: always 23:59:59 local, whatever offset the time-zone database gives.
    for (const date of ['2026-03-08', '2026-03-15', '2026-11-01', '2026-11-08']) {
      const local = zonedTimeToInstant(addDays(date, -5), '23:59:59', 'America/Vancouver');
      expect((await delivery().cutoffFor('bc', date)).toISOString()).toBe(local.toISOString());
    }
  });

  it('follows a changed rule everywhere: the service, the calendar and its labels', async () => {
    await t.database.db
      .update(deliveryCutoffs)
      .set({ daysBefore: 3, time: '12:00:00' })
      .where(and(eq(deliveryCutoffs.region, 'qc'), eq(deliveryCutoffs.day, 'sun')));
    try {
      // Thursday November 26 at noon in Montréal (EST, UTC−5).
      expect((await delivery().cutoffFor('qc', '2026-11-29')).toISOString()).toBe('2026-11-26T17:00:00.000Z');
      // Ontario keeps its own rule.
      expect((await delivery().cutoffFor('on', '2026-11-29')).toISOString()).toBe('2026-11-25T04:59:59.000Z');
      const options = (await browser('fr').get('/api/v1/signup/delivery_options?postal=H2X1Y4')).json().options;
      const nov29 = options.find((o: { date: string }) => o.date === '2026-11-29');
      expect(nov29).toMatchObject({
        cutoffAt: '2026-11-26T17:00:00.000Z',
        cutoffLabel: "Modifications possibles jusqu'au jeudi 26 novembre à 12 h",
      });
    } finally {
      await t.database.db
        .update(deliveryCutoffs)
        .set({ daysBefore: 5, time: '23:59:59' })
        .where(and(eq(deliveryCutoffs.region, 'qc'), eq(deliveryCutoffs.day, 'sun')));
    }
  });

  it('writes windows and instants one way per language', () => {
    expect(delivery().windowLabel({ starts: '14:00', ends: '18:00' }, 'en')).toBe('2 p.m.–6 p.m.');
    expect(delivery().windowLabel({ starts: '14:00', ends: '18:00' }, 'fr')).toBe('de 14 h à 18 h');
    const instant = new Date('2026-11-25T04:59:59.000Z');
    expect(delivery().momentLabel(instant, 'qc', 'en')).toBe('11:59 p.m. on Tuesday, November 24');
    expect(delivery().momentLabel(instant, 'qc', 'fr')).toBe('mardi 24 novembre à 23 h 59');
  });
});

describe('choosing the first delivery', () => {
  it('stores an offered date and window and words it in both languages', async () => {
    const { b, clientId } = await signedIn();
    await saveVancouver(b);
    const res = await b.post('/api/v1/signup/update_delivery_slot', { date: '2026-11-29', starts: '14:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      selected: { date: '2026-11-29', starts: '14:00', ends: '18:00' },
      text: 'Sunday, November 29, 2 p.m.–6 p.m.',
    });
    // Kept as the funnel's choice, off the address: the subscription will hold the weekly day.
    const [row] = await storedAddress(clientId);
    expect(row).not.toHaveProperty('deliveryDay');
    expect(
      await t.database.db.select().from(firstDeliveryChoices).where(eq(firstDeliveryChoices.clientId, clientId)),
    ).toMatchObject([{ deliveryDate: '2026-11-29', windowStarts: '14:00', windowEnds: '18:00' }]);
    expect((await b.get('/api/v1/signup/delivery_options')).json().selected).toEqual({
      date: '2026-11-29',
      starts: '14:00',
      ends: '18:00',
    });
    expect((await b.get('/api/v1/signup/first_delivery_string')).json()).toEqual({
      text: 'Sunday, November 29, 2 p.m.–6 p.m.',
      date: '2026-11-29',
      cutoffLabel: 'Order changes close Tuesday, November 24 at 11:59 p.m.',
    });
    b.locale = 'fr';
    expect((await b.get('/api/v1/signup/first_delivery_string')).json().text).toBe(
      'dimanche 29 novembre, de 14 h à 18 h',
    );
    // What the signup's completion reads.
    expect(await t.app.services.delivery.firstDelivery(clientId, 'en')).toMatchObject({
      date: '2026-11-29',
      starts: '14:00',
      ends: '18:00',
      cutoffAt: VANCOUVER_NOV_29_CUTOFF,
    });
  });

  it('refuses a date or window that is not offered and keeps the previous choice', async () => {
    const { b, clientId } = await signedIn();
    await saveVancouver(b);
    await b.post('/api/v1/signup/update_delivery_slot', { date: '2026-11-30', starts: '17:00' });
    for (const slot of [
      { date: '2026-11-24', starts: '14:00' }, // cutoff passed
      { date: '2026-12-02', starts: '14:00' }, // a Wednesday: not a Vancouver delivery day
      { date: '2026-11-29', starts: '09:00' }, // no such window
      { date: '2027-01-31', starts: '14:00' }, // beyond the dates offered
    ]) {
      const res = await b.post('/api/v1/signup/update_delivery_slot', slot);
      expect(res.statusCode, slot.date).toBe(422);
      expect(res.json().error.message).toBe(
        'This delivery date or time is no longer available. Please choose another one.',
      );
    }
    expect(await t.app.services.delivery.chosenSlot(clientId)).toEqual({
      date: '2026-11-30',
      starts: '17:00',
      ends: '21:00',
    });
    const noAddress = await signedIn('fr');
    const res = await noAddress.b.post('/api/v1/signup/update_delivery_slot', { date: '2026-11-29', starts: '14:00' });
    expect(res.json().error.message).toBe("Veuillez d'abord enregistrer votre adresse de livraison.");
  });

  it('forgets a chosen delivery once its cutoff has passed, or when the new address cannot have it', async () => {
    const { b, clientId } = await signedIn();
    await saveVancouver(b);
    await b.post('/api/v1/signup/update_delivery_slot', { date: '2026-11-29', starts: '14:00' });
    t.clock.set(new Date(Date.parse(VANCOUVER_NOV_29_CUTOFF) + 1000)); // one second after the cutoff
    expect((await b.get('/api/v1/signup/first_delivery_string')).json()).toEqual({
      text: null,
      date: null,
      cutoffLabel: null,
    });
    t.clock.set(NOW);

    // Moving to Montréal keeps Sunday 14:00 (offered there too); an outlying town delivering only on Tuesdays does not.
    const mtl = await suggestion(b, '3500 rue Saint-Denis');
    await b.post('/api/v1/signup/save_address', { suggestionId: mtl.id, phone: '5149876543' });
    expect(await t.app.services.delivery.chosenSlot(clientId)).toMatchObject({ date: '2026-11-29' });
    const outlying = await t.app.services.delivery.checkPostalCode('V4L 1A1', 'meal_kits', 'en');
    expect(outlying.served).toBe(true);
    const tsawwassen = await suggestion(b, '1200 56 Street Tsawwassen');
    expect(tsawwassen.postalCode.startsWith('V4')).toBe(true);
    await b.post('/api/v1/signup/save_address', { suggestionId: tsawwassen.id, phone: '6042534567' });
    expect(await t.app.services.delivery.chosenSlot(clientId)).toBeNull();
  });
});

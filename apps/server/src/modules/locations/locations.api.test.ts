import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPostalCodeInfo } from '@fp/contracts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClient, signInAs } from '../../../test/fixtures.ts';
import { createLocationsRepository } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A few served cities of our own (upserted by key, so they agree with the reference seed).
  const repo = createLocationsRepository(t.database.db);
  const vancouver = await repo.upsertCity({
    key: 'vancouver',
    region: 'bc',
    nameEn: 'Vancouver',
    nameFr: 'Vancouver',
    lat: 49.2827,
    lon: -123.1207,
    deliveryDays: ['sun', 'mon', 'tue'],
  });
  await repo.upsertPostalArea({ fsa: 'V6B', cityId: vancouver, mealKits: true, readyToEat: true });
  const montreal = await repo.upsertCity({
    key: 'montreal',
    region: 'qc',
    nameEn: 'Montreal',
    nameFr: 'Montréal',
    lat: 45.5019,
    lon: -73.5674,
    deliveryDays: ['sun', 'mon', 'tue'],
  });
  await repo.upsertPostalArea({ fsa: 'H2X', cityId: montreal, mealKits: true, readyToEat: true });
  const tsawwassen = await repo.upsertCity({
    key: 'tsawwassen',
    region: 'bc',
    nameEn: 'Tsawwassen',
    nameFr: 'Tsawwassen',
    lat: 49.0136,
    lon: -123.0826,
    deliveryDays: ['tue'],
  });
  await repo.upsertPostalArea({ fsa: 'V4L', cityId: tsawwassen, mealKits: true, readyToEat: false });
});
afterAll(() => t.close());

function browser(locale: 'en' | 'fr' = 'en') {
  const b = new Browser(t.app);
  b.locale = locale;
  return b;
}

const postal = async (code: string, locale: 'en' | 'fr' = 'en') =>
  browser(locale).get(`/api/v1/locations/postal_code?postal=${encodeURIComponent(code)}`);

describe('GET /api/v1/locations/postal_code', () => {
  it('says we deliver to a served postal code, whatever its spacing and case, with the city in the request language', async () => {
    const en = await postal('h2x1y4', 'en');
    expect(en.statusCode).toBe(200);
    expect(getPostalCodeInfo.output.parse(en.json())).toEqual({
      postalCode: 'H2X 1Y4',
      region: 'qc',
      served: true,
      readyToEat: true,
      city: 'Montreal',
    });
    const fr = await postal(' H2X  1Y4 ', 'fr');
    expect(fr.json()).toMatchObject({ postalCode: 'H2X 1Y4', served: true, city: 'Montréal' });
  });

  it('tells apart meal kits and ready-to-eat meals', async () => {
    expect((await postal('V4L 1A1')).json()).toMatchObject({ served: true, readyToEat: false, city: 'Tsawwassen' });
    expect((await postal('V6B 1A1')).json()).toMatchObject({ served: true, readyToEat: true, region: 'bc' });
  });

  it('says we do not deliver to the territories yet (Whitehorse)', async () => {
    const res = await postal('Y1A 1A1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postalCode: 'Y1A 1A1', region: null, served: false, readyToEat: false, city: null });
  });

  it('names the province of an unserved rural code in a region we serve', async () => {
    expect((await postal('K0A 1A0')).json()).toMatchObject({ served: false, region: 'on', city: null });
    expect((await postal('G0A 1A0')).json()).toMatchObject({ served: false, region: 'qc', city: null });
  });

  it('refuses an invalid postal code with the field message in the request language', async () => {
    for (const code of ['12345', 'V6B1A', 'D1A 1A1', 'W1A 1A1', 'V6B-1A1']) {
      const res = await postal(code, 'en');
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'validation',
          message: 'Some information is missing or not valid. Check the highlighted fields.',
          fields: { postal: 'Please enter a valid postal code, for example V6B 1A1.' },
        },
      });
    }
    const fr = await postal('12345', 'fr');
    expect(fr.json().error.fields).toEqual({ postal: 'Veuillez entrer un code postal valide, par exemple H2X 1Y4.' });
  });

  it('asks for a postal code when it is empty or missing, and refuses one too long', async () => {
    const empty = await postal('', 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ postal: 'Please enter your postal code' });
    const blank = await postal('   ', 'fr');
    expect(blank.json().error.fields).toEqual({ postal: 'Veuillez entrer votre code postal' });
    const missing = await browser().get('/api/v1/locations/postal_code');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.postal).toBeTruthy();
    const long = await postal('V6B 1A1 V6B 1A1', 'en');
    expect(long.json().error.fields).toEqual({ postal: 'Please enter a valid postal code, for example V6B 1A1.' });
  });
});

describe('GET /api/v1/locations/location_by_coords', () => {
  it('finds the region of the metro areas we know', async () => {
    const cases: [number, number, string][] = [
      [49.2827, -123.1207, 'bc'], // Vancouver
      [51.0447, -114.0719, 'ab'], // Calgary
      [53.5461, -113.4938, 'ab'], // Edmonton
      [43.6532, -79.3832, 'on'], // Toronto
      [45.4215, -75.6972, 'on'], // Ottawa
      [45.5019, -73.5674, 'qc'], // Montréal
      [46.8139, -71.208, 'qc'], // Québec City
    ];
    for (const [lat, lon, region] of cases) {
      const res = await browser().get(`/api/v1/locations/location_by_coords?lat=${lat}&lon=${lon}`);
      expect(res.statusCode).toBe(200);
      expect(res.json(), `${lat},${lon}`).toEqual({ region });
    }
  });

  it('finds no region far from every served city (Whitehorse, the Atlantic)', async () => {
    expect((await browser().get('/api/v1/locations/location_by_coords?lat=60.7212&lon=-135.0568')).json()).toEqual({
      region: null,
    });
    expect((await browser().get('/api/v1/locations/location_by_coords?lat=0&lon=0')).json()).toEqual({ region: null });
  });

  it('refuses coordinates out of range, in the request language', async () => {
    const lat = await browser('en').get('/api/v1/locations/location_by_coords?lat=91&lon=-73.5');
    expect(lat.statusCode).toBe(400);
    expect(lat.json().error).toEqual({
      code: 'validation',
      message: 'Some information is missing or not valid. Check the highlighted fields.',
      fields: { lat: 'Latitude must be between -90 and 90 and longitude between -180 and 180.' },
    });
    const lon = await browser('fr').get('/api/v1/locations/location_by_coords?lat=45.5&lon=-181');
    expect(lon.statusCode).toBe(400);
    expect(lon.json().error.fields).toEqual({
      lon: 'La latitude doit être entre -90 et 90, et la longitude entre -180 et 180.',
    });
  });

  it('refuses coordinates that are not numbers or are missing', async () => {
    const text = await browser('en').get('/api/v1/locations/location_by_coords?lat=north&lon=-73.5');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields.lat).toBeTruthy();
    const missing = await browser('en').get('/api/v1/locations/location_by_coords');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['lat', 'lon']);
  });

  it('never creates a session for a visitor who only asks', async () => {
    const res = await browser().get('/api/v1/locations/location_by_coords?lat=45.5019&lon=-73.5674');
    expect(res.cookies).toHaveLength(0);
  });
});

describe('GET /api/v1/locations/location_data', () => {
  it('knows no region for a new visitor', async () => {
    const res = await browser().get('/api/v1/locations/location_data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ region: null });
  });

  it('remembers the region found for someone who has a session', async () => {
    const client = await insertClient(t.database.db);
    const b = browser();
    await signInAs(b, t.database.db, { clientId: client.id });
    expect((await b.get('/api/v1/locations/location_data')).json()).toEqual({ region: null });
    expect((await b.get('/api/v1/locations/location_by_coords?lat=51.0447&lon=-114.0719')).json()).toEqual({
      region: 'ab',
    });
    expect((await b.get('/api/v1/locations/location_data')).json()).toEqual({ region: 'ab' });
  });
});

import type { Region } from '@fp/contracts';
import {
  cutoffFor as cutoffAt,
  dateInZone,
  daysBetween,
  weekStartOf,
  DEFAULT_CUTOFF_RULE,
  deliveryDayOf,
  isDeliveryDay,
  formatDay,
  REGION_TIME_ZONES,
  upcomingDeliveryDates,
  type Clock,
  type CutoffRule,
  type DeliveryDay,
  type IsoDate,
} from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { fieldErrors, ruleError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { LocationsService } from '../locations/service.ts';
import { isPoBox, type AddressLookup, type AddressSuggestion } from './address-lookup.ts';
import { canadianPhone } from './phone.ts';
import { createDeliveryLabels, type DeliveryLabels } from './labels.ts';
import { createDeliveryRepository, type AddressRow, type FirstDeliveryChoiceRow } from './repository.ts';

export type ProductLine = 'meal_kits' | 'ready_to_eat';
export type { AddressRow } from './repository.ts';

export interface DeliveryWindow {
  starts: string;
  ends: string;
}

export interface DeliveryOption {
  date: IsoDate;
  day: DeliveryDay;
  cutoff: Date;
  windows: DeliveryWindow[];
}

export interface LabelledDeliveryOption {
  date: IsoDate;
  day: DeliveryDay;
  dateLabel: string;
  cutoffAt: string;
  cutoffLabel: string;
  windows: (DeliveryWindow & { label: string })[];
}

/** The chosen first delivery in words (the shape of the signup's FirstDelivery). */
export type FirstDelivery = DeliveryLabels;

export interface AddressDetails {
  suggestionId: string;
  unit?: string | undefined;
  buzzer?: string | undefined;
  phone: string;
  instructions?: string | undefined;
}

/** Who searched: the signed-in client, else the visitor's session. */
export interface Searcher {
  clientId: number | null;
  sessionId: string | null;
}

/** Weeks of delivery dates offered when choosing a slot. */
const OPTION_WEEKS = 2;

export function createDeliveryService(deps: {
  db: Db;
  clock: Clock;
  i18n: ServerI18n;
  locations: LocationsService;
  lookup: AddressLookup;
}) {
  const repo = createDeliveryRepository(deps.db);
  const labels = createDeliveryLabels(deps.i18n);

  function ruleOf(stored: { daysBefore: number; time: string } | undefined): CutoffRule {
    return stored ? { daysBefore: stored.daysBefore, time: stored.time } : DEFAULT_CUTOFF_RULE;
  }

  async function optionsIn(
    region: Region,
    areaDays: readonly string[],
    weeks: number = OPTION_WEEKS,
  ): Promise<DeliveryOption[]> {
    const [windows, cutoffs] = await Promise.all([repo.windows(region), repo.cutoffs(region)]);
    const now = deps.clock.now();
    const timeZone = deps.locations.timeZone(region);
    const out: DeliveryOption[] = [];
    for (const day of areaDays.filter(isDeliveryDay)) {
      const dayWindows = windows.filter((w) => w.day === day).map((w) => ({ starts: w.starts, ends: w.ends }));
      if (dayWindows.length === 0) continue;
      const rule = ruleOf(cutoffs.find((c) => c.day === day));
      for (const d of upcomingDeliveryDates(now, timeZone, [day], weeks, rule)) {
        out.push({ date: d.date, day: d.day, cutoff: d.cutoff, windows: dayWindows });
      }
    }
    return out.sort((a, b) => a.date.localeCompare(b.date));
  }

  async function optionsForPostal(postal: string): Promise<{ region: Region; options: DeliveryOption[] } | undefined> {
    const area = await deps.locations.postalCodeInfo(postal, 'en');
    if (!area?.served || !area.region) return undefined;
    return { region: area.region, options: await optionsIn(area.region, area.deliveryDays) };
  }

  function label(option: DeliveryOption, region: Region, locale: Locale): LabelledDeliveryOption {
    return {
      date: option.date,
      day: option.day,
      dateLabel: formatDay(option.date, locale, 'weekday'),
      cutoffAt: option.cutoff.toISOString(),
      cutoffLabel: labels.cutoffLabel(option.cutoff, region, locale),
      windows: option.windows.map((w) => ({ ...w, label: labels.windowLabel(w, locale) })),
    };
  }

  /** The stored choice if the address's area still offers it (cutoff not passed, window still run). */
  async function openSlot(address: AddressRow, choice: FirstDeliveryChoiceRow | undefined) {
    if (!choice) return undefined;
    const found = await optionsForPostal(address.postalCode);
    const option = found?.options.find((o) => o.date === choice.deliveryDate);
    const window = option?.windows.find((w) => w.starts === choice.windowStarts);
    return option && window && found ? { option, window, region: found.region } : undefined;
  }

  async function refuse(
    searcher: Searcher,
    query: string,
    outcome: 'po_box' | 'unresolvable' | 'out_of_area',
    postalCode?: string,
  ) {
    await repo.recordAttempt({
      ...searcher,
      query,
      postalCode: postalCode ?? null,
      outcome,
      createdAt: deps.clock.now(),
    });
  }

  return {
    /**
     * When the order of a delivery date locks: the region's stored rule for that weekday (so many
     * days before, at a local time), in the region's time zone, DST-correct. The one cutoff rule.
     */
    async cutoffFor(region: Region, deliveryDate: IsoDate, tx?: Db): Promise<Date> {
      const day = deliveryDayOf(deliveryDate);
      const stored = day ? await (tx ? createDeliveryRepository(tx) : repo).cutoff(region, day) : undefined;
      return cutoffAt(deliveryDate, REGION_TIME_ZONES[region], ruleOf(stored));
    },

    /** Every region's cutoff rules, for set-based work over many orders (weekly generation). */
    cutoffRules: (tx?: Db) => (tx ? createDeliveryRepository(tx) : repo).allCutoffs(),

    /** The stored rules read once, as a lookup by region and weekday: the same rule as `cutoffFor`, for many orders. */
    async cutoffRuleBook(tx?: Db): Promise<(region: Region, day: string) => CutoffRule> {
      const rules = await (tx ? createDeliveryRepository(tx) : repo).allCutoffs();
      return (region, day) => ruleOf(rules.find((r) => r.region === region && r.day === day));
    },

    /** The words for a delivery window, a cutoff and a delivery in the reader's language. */
    ...labels,

    /** Is a postal code served for a product line? Unknown and unserved areas say no; a malformed code is a field error. */
    async checkPostalCode(postal: string, line: ProductLine, locale: Locale) {
      const info = await deps.locations.postalCodeInfo(postal, locale);
      if (!info) throw fieldErrors({ postal: 'delivery:errors.postalInvalid' });
      const served = line === 'meal_kits' ? info.served : info.served && info.readyToEat;
      return { postalCode: info.postalCode, served, city: served ? info.city : null, region: info.region };
    },

    async suggest(
      query: string,
      locale: Locale,
    ): Promise<{ suggestions: AddressSuggestion[]; problem: 'po_box' | 'need_number' | null }> {
      if (isPoBox(query)) return { suggestions: [], problem: 'po_box' };
      if (!/^\s*\d/.test(query)) return { suggestions: [], problem: 'need_number' };
      return { suggestions: await deps.lookup.suggest(query, locale), problem: null };
    },

    /** Logs a search and what it found, to see where people fail to find their address. */
    async recordAttempt(searcher: Searcher, query: string): Promise<'suggested' | 'none' | 'po_box'> {
      const poBox = isPoBox(query);
      const found = poBox ? [] : await deps.lookup.suggest(query, 'en', 1);
      const outcome = poBox ? 'po_box' : found.length > 0 ? 'suggested' : 'none';
      await repo.recordAttempt({
        ...searcher,
        query,
        postalCode: found[0]?.postalCode ?? null,
        outcome,
        createdAt: deps.clock.now(),
      });
      return outcome;
    },

    attemptsOf: (filter: { clientId?: number; sessionId?: string }) => repo.attemptsOf(filter),

    /** A Canadian phone number, or a field error in the user's language. */
    validatePhone(phone: string): { e164: string; national: string } {
      const valid = canadianPhone(phone);
      if (!valid) throw fieldErrors({ phone: 'delivery:errors.phone' });
      return valid;
    },

    /**
     * Saves the household's primary address: one picked from the suggestions, in a served area,
     * not a PO box, with a valid Canadian phone. Refusals store no address (the attempt is logged).
     * A slot already chosen is kept only if the new address's area still offers it.
     */
    async saveAddress(clientId: number, details: AddressDetails, locale: Locale, sessionId: string | null = null) {
      const searcher = { clientId, sessionId };
      // A PO box typed as the unit or buzzer; free-text instructions ("box 2 by the door") are not addresses.
      for (const field of ['unit', 'buzzer'] as const) {
        const value = details[field];
        if (value && isPoBox(value)) {
          await refuse(searcher, value, 'po_box');
          throw fieldErrors({ [field]: 'delivery:errors.poBox' });
        }
      }
      const address = await deps.lookup.resolve(details.suggestionId, locale);
      if (!address) {
        await refuse(searcher, details.suggestionId, 'unresolvable');
        throw ruleError('address_unresolvable', 'delivery:errors.unresolvable');
      }
      const area = await deps.locations.postalCodeInfo(address.postalCode, locale);
      if (!area?.served || area.cityId === null) {
        await refuse(searcher, address.label, 'out_of_area', address.postalCode);
        throw ruleError('out_of_area', 'delivery:errors.outOfArea');
      }
      const phone = canadianPhone(details.phone);
      if (!phone) throw fieldErrors({ phone: 'delivery:errors.phone' });

      const values = {
        clientId,
        kind: 'primary' as const,
        line1: address.line1,
        unit: details.unit?.trim() || null,
        buzzer: details.buzzer?.trim() || null,
        cityId: area.cityId,
        city: address.city,
        province: address.region,
        postalCode: address.postalCode,
        phone: phone.e164,
        instructions: details.instructions?.trim() || null,
        lat: address.lat,
        lon: address.lon,
        updatedAt: deps.clock.now(),
      };
      const saved = await deps.db.transaction(async (tx) => {
        const r = createDeliveryRepository(tx);
        const existing = await r.primaryAddress(clientId);
        const row = existing
          ? await r.updateAddress(existing.id, values)
          : await r.insertAddress({ ...values, createdAt: deps.clock.now() });
        await r.recordAttempt({
          ...searcher,
          query: address.label,
          postalCode: address.postalCode,
          outcome: 'saved',
          createdAt: deps.clock.now(),
        });
        return row;
      });
      const choice = await repo.firstDeliveryChoice(clientId);
      if (choice && !(await openSlot(saved, choice))) await repo.forgetFirstDeliveryChoice(clientId);
      return saved;
    },

    addressFor: (clientId: number) => repo.primaryAddress(clientId),

    /**
     * The dates and windows still open (cutoff ahead) in the delivery week of a date, for the
     * household's address: what a change of delivery may choose. Undefined without a served address.
     */
    async weekOptionsFor(
      clientId: number,
      weekOf: IsoDate,
    ): Promise<{ region: Region; options: DeliveryOption[] } | undefined> {
      const address = await repo.primaryAddress(clientId);
      const area = address ? await deps.locations.postalCodeInfo(address.postalCode, 'en') : undefined;
      if (!area?.served || !area.region) return undefined;
      const today = dateInZone(deps.clock.now(), REGION_TIME_ZONES[area.region]);
      // Enough weeks of dates to reach the one asked for (orders run a few weeks ahead).
      const weeks = Math.min(12, Math.max(1, Math.ceil((daysBetween(today, weekOf) + 7) / 7)));
      const week = weekStartOf(weekOf);
      const options = (await optionsIn(area.region, area.deliveryDays, weeks)).filter(
        (o) => weekStartOf(o.date) === week,
      );
      return { region: area.region, options };
    },

    /** Options in words (dates, windows and cutoffs in the reader's language and the region's time). */
    labelOptions: (options: DeliveryOption[], region: Region, locale: Locale) =>
      options.map((o) => label(o, region, locale)),

    /** Delivery dates still open (cutoff not passed) in a postal code's area, with their windows; [] when not served. */
    async optionsFor(postal: string): Promise<DeliveryOption[]> {
      return (await optionsForPostal(postal))?.options ?? [];
    },

    /** The options in words for a page: by postal code, or the client's saved address. */
    async labelledOptions(postal: string, locale: Locale): Promise<LabelledDeliveryOption[]> {
      const found = await optionsForPostal(postal);
      return found ? found.options.map((o) => label(o, found.region, locale)) : [];
    },

    /** Chooses the first delivery: must be one of the dates and windows offered for the client's address. */
    async chooseSlot(clientId: number, date: IsoDate, starts: string, locale: Locale): Promise<FirstDelivery> {
      const address = await repo.primaryAddress(clientId);
      if (!address) throw ruleError('address_required', 'delivery:errors.addressRequired');
      const found = await optionsForPostal(address.postalCode);
      const option = found?.options.find((o) => o.date === date);
      const window = option?.windows.find((w) => w.starts === starts);
      if (!found || !option || !window) throw ruleError('slot_unavailable', 'delivery:errors.slotUnavailable');
      await repo.saveFirstDeliveryChoice({
        clientId,
        deliveryDate: option.date,
        windowStarts: window.starts,
        windowEnds: window.ends,
        updatedAt: deps.clock.now(),
      });
      return describe(option, window, found.region, locale);
    },

    /** Who else has a home address in a postal code, to tell households apart (decision 017). */
    async neighboursIn(postalCode: string, clientId: number): Promise<{ clientId: number; line1: string }[]> {
      return (await repo.primaryAddressesIn(postalCode)).filter((a) => a.clientId !== clientId);
    },

    /**
     * The first delivery chosen during signup, as saved (it may since have passed its cutoff).
     * Only the funnel reads it: once subscribed, the subscription holds the day and window.
     */
    async chosenSlot(clientId: number): Promise<{ date: IsoDate; starts: string; ends: string } | null> {
      const choice = await repo.firstDeliveryChoice(clientId);
      return choice ? { date: choice.deliveryDate, starts: choice.windowStarts, ends: choice.windowEnds } : null;
    },

    /**
     * The first delivery the client chose, in words, while it can still be delivered: null when none
     * is chosen or its cutoff has passed (the client must choose again).
     */
    async firstDelivery(clientId: number, locale: Locale): Promise<FirstDelivery | null> {
      const [address, choice] = await Promise.all([repo.primaryAddress(clientId), repo.firstDeliveryChoice(clientId)]);
      const open = address ? await openSlot(address, choice) : undefined;
      return open ? describe(open.option, open.window, open.region, locale) : null;
    },
  };

  function describe(option: DeliveryOption, window: DeliveryWindow, region: Region, locale: Locale): FirstDelivery {
    return labels.deliveryLabels({ date: option.date, ...window }, option.cutoff, region, locale);
  }
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

import { addDays, dateInZone, dayOfWeek, manualClock, REGION_TIME_ZONES, type PlanSelection } from '@fp/domain';
import { loadConfig } from '../config.ts';
import type { Seeder } from '../db/seeder.ts';
import { DEMO_CLIENTS } from '../modules/identity/seed.ts';
import { storeOnlyTransport } from '../modules/mail/transport.ts';
import { TEST_GATEWAY_PUBLISHABLE_KEY } from '../modules/money/test-gateway/gateway.ts';
import { createServices } from '../services.ts';

const DAY = 24 * 60 * 60_000;
/** How far back the demo households' history starts. */
const HISTORY_DAYS = 35;
const STEP_MS = 6 * 60 * 60_000;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

// Streets no end-to-end signup uses: a demo household at the same door would withhold the
// first-order offer from the visitor (decision 017).
const DEMO_PLANS: Record<string, { street: string; plan: PlanSelection; declinedThisWeek?: true }> = {
  // Alex's coming week fails its payment at its own cutoff (SPEC.md §4 "failed"), on a declined card.
  'demo@fieldandplate.ca': {
    street: '2450 Arbutus Street',
    plan: { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' },
    declinedThisWeek: true,
  },
  'demo.fr@fieldandplate.ca': {
    street: '3350 Oak Street',
    plan: { type: 'rtc', people: 4, recipesPerWeek: 3, preference: 'family_friendly' },
  },
};

/**
 * Days from today (in the area's zone) to the next delivery of an option's weekday: an option 1
 * to 4 days out is a week whose cutoff (five days before, at 23:59) has passed while its box is
 * still to come, whatever today is (deliveries run Sunday to Wednesday).
 */
function daysToNext(weekday: number, today: string): number {
  return (weekday - dayOfWeek(today) + 7) % 7;
}

/**
 * Demo only: the two demo households subscribe five weeks ago, and the real weekly cycle runs on
 * a clock moved forward in steps up to now (decision 027): generation, cutoffs, billing through
 * the test gateway and the simulated courier give them delivered weeks, upcoming orders over the
 * horizon, and one skipped week each. Alex's plan is delivered on the weekday whose coming week
 * is past its cutoff today, and his card is declined from that cutoff on: the week fails at its
 * own cutoff, as a real week does, and billing keeps trying it until the day before delivery.
 */
export const demoOrdersSeeder: Seeder = {
  name: 'demo orders',
  demoOnly: true,
  async run({ db, clock: realClock, log }) {
    const now = realClock.now().getTime();
    const clock = manualClock(new Date(now - HISTORY_DAYS * DAY));
    const config = loadConfig({ APP_ENV: 'development', LOG_LEVEL: 'silent' });
    const services = createServices({ config, db, clock, mailTransport: storeOnlyTransport });
    const started: number[] = [];
    let declined: { clientId: number; postalCode: string; from: number } | undefined;
    for (const demo of DEMO_CLIENTS) {
      const client = await services.clients.findByEmail(demo.email);
      const setup = DEMO_PLANS[demo.email];
      if (!client || !setup || (await services.subscriptions.forClient(client.id))) continue;
      const [suggestion] = (await services.delivery.suggest(setup.street, demo.locale)).suggestions;
      if (!suggestion) continue;
      const address = await services.delivery.saveAddress(
        client.id,
        { suggestionId: suggestion.id, phone: '604-253-4567' },
        demo.locale,
      );
      const options = await services.delivery.optionsFor(address.postalCode);
      const today = dateInZone(new Date(now), REGION_TIME_ZONES[address.province]);
      const option = setup.declinedThisWeek
        ? options.find((o) => {
            const ahead = daysToNext(dayOfWeek(o.date), today);
            return ahead >= 1 && ahead <= 4;
          })
        : options[0];
      const window = option?.windows[0];
      if (!option || !window) continue;
      await services.delivery.chooseSlot(client.id, option.date, window.starts, demo.locale);
      await saveCard(client.id, GOOD_CARD, address.postalCode);
      const price = await services.plans.priceFor(setup.plan);
      await db.transaction((tx) =>
        services.subscriptions.createOnce(tx, {
          clientId: client.id,
          planType: setup.plan.type,
          people: setup.plan.type === 'rtc' ? setup.plan.people : null,
          recipesPerWeek: setup.plan.type === 'rtc' ? setup.plan.recipesPerWeek : null,
          mealsPerWeek: setup.plan.type === 'rtc' ? null : setup.plan.mealsPerWeek,
          preference: setup.plan.preference,
          pricePerServingCents: price.pricePerServingCents,
          deliveryDay: option.day,
          windowStarts: window.starts,
          windowEnds: window.ends,
          startsOn: option.date,
        }),
      );
      started.push(client.id);
      if (setup.declinedThisWeek) {
        // The coming week's cutoff, by the delivery module's own rule for this day.
        const coming = addDays(today, daysToNext(dayOfWeek(option.date), today));
        const cutoff = await services.delivery.cutoffFor(address.province, coming);
        declined = { clientId: client.id, postalCode: address.postalCode, from: cutoff.getTime() };
      }
    }
    if (started.length === 0) return;
    // Weeks go by: each step runs what the jobs would have run at that time.
    for (let t = clock.now().getTime(), i = 0; t <= now; t += STEP_MS, i += 1) {
      clock.set(new Date(t));
      if (i % 4 === 0) await services.orders.generate();
      if (declined && t >= declined.from) {
        await saveCard(declined.clientId, DECLINED_CARD, declined.postalCode);
        declined = undefined;
      }
      await services.orders.runCutoffs();
      await services.orders.billDue();
      await services.orders.advanceDeliveries();
    }
    clock.set(new Date(now));
    await services.orders.generate();
    // One upcoming week skipped by each household: the second one still open.
    for (const clientId of started) {
      const open = [];
      for (const id of await services.orders.upcomingIds(clientId)) {
        const order = (await services.orders.detail(id))?.order;
        if (order?.status === 'upcoming') open.push(order);
      }
      const second = open[1];
      if (second) await services.orders.weeks.skip(clientId, second.id, second.version, 'en');
    }
    log(`demo orders: ${started.length} household(s) with ${HISTORY_DAYS} days of deliveries`);

    async function saveCard(clientId: number, number: string, postalCode: string) {
      const { token } = await services.testGateway.tokenize({
        publishableKey: TEST_GATEWAY_PUBLISHABLE_KEY,
        number,
        expMonth: '12',
        expYear: '2030',
        cvc: '123',
        postalCode,
      });
      await services.money.savePaymentMethod(clientId, token);
    }
  },
};

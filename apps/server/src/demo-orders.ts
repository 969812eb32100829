import { manualClock, type PlanSelection } from '@fp/domain';
import { loadConfig } from './config.ts';
import type { Seeder } from './db/seeder.ts';
import { DEMO_CLIENTS } from './modules/identity/seed.ts';
import { storeOnlyTransport } from './modules/mail/transport.ts';
import { TEST_GATEWAY_PUBLISHABLE_KEY } from './modules/payments/test-gateway/gateway.ts';
import { createServices } from './services.ts';

const DAY = 24 * 60 * 60_000;
/** How far back the demo households' history starts. */
const HISTORY_DAYS = 35;
const STEP_MS = 6 * 60 * 60_000;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

// Streets no end-to-end signup uses: a demo household at the same door would withhold the
// first-order offer from the visitor (decision 017).
const DEMO_PLANS: Record<string, { street: string; plan: PlanSelection }> = {
  'demo@fieldandplate.ca': {
    street: '2450 Arbutus Street',
    plan: { type: 'rtc', people: 2, recipesPerWeek: 3, preference: 'vegetarian' },
  },
  'demo.fr@fieldandplate.ca': {
    street: '3350 Oak Street',
    plan: { type: 'rtc', people: 4, recipesPerWeek: 3, preference: 'family_friendly' },
  },
};

/**
 * Demo only: the two demo households subscribe five weeks ago, and the real weekly cycle runs on
 * a clock moved forward in steps up to now (decision 027): generation, cutoffs, billing through
 * the test gateway and the simulated courier give them delivered weeks, upcoming orders over the
 * horizon, one skipped week each and one failed payment.
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
      const [option] = await services.delivery.optionsFor(address.postalCode);
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
          mealsPerWeek: setup.plan.type === 'rte' ? setup.plan.mealsPerWeek : null,
          preference: setup.plan.preference,
          pricePerServingCents: price.pricePerServingCents,
          deliveryDay: option.day,
          windowStarts: window.starts,
          windowEnds: window.ends,
          startsOn: option.date,
        }),
      );
      started.push(client.id);
    }
    if (started.length === 0) return;
    // Weeks go by: each step runs what the jobs would have run at that time.
    for (let t = clock.now().getTime(), i = 0; t <= now; t += STEP_MS, i += 1) {
      clock.set(new Date(t));
      if (i % 4 === 0) await services.weeklyCycle.generate();
      await services.weeklyCycle.runCutoffs();
      await services.weeklyCycle.billDue();
      await services.weeklyCycle.advanceDeliveries();
    }
    clock.set(new Date(now));
    await services.weeklyCycle.generate();
    // One upcoming week skipped by each household: the second one ahead.
    for (const clientId of started) {
      const [, second] = await services.orders.upcomingIds(clientId);
      const order = second === undefined ? undefined : (await services.orders.detail(second))?.order;
      if (order) await services.accountWeeks.weeks.skip(clientId, order.id, order.version, 'en');
    }
    // One failed payment to show (SPEC.md §4 "failed"): the first household's next open week is
    // cut off and billed on a declined card through the real cycle, then the good card goes back
    // on file, so the automatic retry (or the household) settles it later.
    const [firstHousehold] = started;
    if (firstHousehold !== undefined) {
      const address = await services.delivery.addressFor(firstHousehold);
      let next;
      for (const id of await services.orders.upcomingIds(firstHousehold)) {
        const order = (await services.orders.detail(id))?.order;
        if (order?.status === 'upcoming') {
          next = order;
          break;
        }
      }
      if (next && address) {
        await saveCard(firstHousehold, DECLINED_CARD, address.postalCode);
        clock.set(new Date(next.cutoffAt.getTime() + 1000));
        await services.weeklyCycle.cutoff(next.id);
        await services.weeklyCycle.bill(next.id);
        await saveCard(firstHousehold, GOOD_CARD, address.postalCode);
        clock.set(new Date(now));
      }
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
      await services.payments.savePaymentMethod(clientId, token);
    }
  },
};

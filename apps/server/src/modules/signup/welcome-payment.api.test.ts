import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getOrderDataForAccountPage, getWelcome } from '@fp/contracts';
import type { Browser } from '../../../test/harness.ts';
import { appJobs } from '../../app-jobs.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { collectingLog } from '../../jobs/test-log.ts';
import { payments } from '../money/tables.ts';
import { signupSteps, signupTestApp } from './signup-test-helpers.ts';

// Defect 4: the welcome page's payment follows the payment after signup, not the moment of signup.
const app = signupTestApp('2026-11-22T18:00:00Z');
const { readyToPay, cardToken, complete, summaryOf } = signupSteps(app);

const releaseJobs = () =>
  createJobRunner({
    db: app().database.db,
    clock: app().clock,
    log: collectingLog(),
    definitions: appJobs(app().app.services).filter((job) => job.name === 'orders.release-skipped-payment'),
  });

async function welcome(b: Browser) {
  const res = await b.get('/api/v1/signup/welcome');
  expect(res.statusCode, res.body).toBe(200);
  return getWelcome.output.parse(res.json());
}

async function firstWeek(b: Browser) {
  const res = await b.get('/api/v1/orders/order_data_for_account_page');
  expect(res.statusCode, res.body).toBe(200);
  return getOrderDataForAccountPage.output.parse(res.json()).upcoming[0]!;
}

describe('the welcome page’s payment', () => {
  it('is released once the household skipped its first order, and due at the cutoff if the week comes back', async () => {
    const { b, clientId } = await readyToPay('en', '4100 Main Street');
    const { totalCents } = await summaryOf(b);
    expect((await complete(b, await cardToken(b, '4242424242424242'), 'welcome-0001')).statusCode).toBe(200);

    const signedUp = await welcome(b);
    expect(signedUp.payment).toMatchObject({ status: 'authorized', amountCents: totalCents });
    expect(signedUp.payment.chargeAt).toBe(signedUp.delivery.cutoffAt);
    expect(signedUp.payment.chargeAtLabel).toMatch(/^11:59 p\.m\. on [A-Z][a-z]+day, [A-Z][a-z]+ \d+$/);

    const week = await firstWeek(b);
    expect(week.id).toBe(signedUp.orderId);
    const skip = await b.post('/api/v1/account/skip_order', { orderId: week.id, version: week.version });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(await releaseJobs().runDue()).toBe(1);
    const [payment] = await app().database.db.select().from(payments).where(eq(payments.clientId, clientId));
    expect(payment!.status).toBe('voided');

    // Nothing will be charged for that week: no "authorized", no date to be charged at.
    expect((await welcome(b)).payment).toEqual({
      status: 'released',
      amountCents: totalCents,
      chargeAt: null,
      chargeAtLabel: null,
      card: 'Visa ending in 4242',
    });
    b.locale = 'fr';
    expect((await welcome(b)).payment).toMatchObject({ status: 'released', card: 'Visa se terminant par 4242' });
    b.locale = 'en';

    // Brought back before its cutoff, the week has nothing held on the card: it is charged then.
    const skipped = await firstWeek(b);
    const back = await b.post('/api/v1/account/unskip_order', { orderId: skipped.id, version: skipped.version });
    expect(back.statusCode, back.body).toBe(200);
    const due = (await welcome(b)).payment;
    expect(due).toMatchObject({ status: 'due', chargeAt: signedUp.delivery.cutoffAt });
    expect(due.amountCents).toBe((await firstWeek(b)).totalCents);
    expect(due.chargeAtLabel).toBe(signedUp.payment.chargeAtLabel);
  });
});

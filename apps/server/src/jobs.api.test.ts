import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { appJobs } from './jobs.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import { collectingLog } from './jobs/test-log.ts';

let t: TestApp;
let runner: JobRunner;
const log = collectingLog();
beforeAll(async () => {
  t = await createTestApp({ web: false });
  runner = createJobRunner({ db: t.database.db, clock: t.clock, log, definitions: appJobs(t.app.services) });
});
afterAll(() => t.close());

describe("the application's jobs", () => {
  it('deliver each stored e-mail and run the recurring upkeep on its schedule', async () => {
    const message = await t.app.services.mail.send({
      template: 'test',
      locale: 'en',
      to: 'alex@example.com',
      subject: 'Your box is on its way',
      text: 'Hi Alex',
    });
    // The e-mail, then the first run of each of the ten schedules.
    expect(await runner.runDue()).toBe(11);
    expect(await t.app.services.mail.byId(message.id)).toMatchObject({ status: 'stored' });
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(60 * 60_000);
    // All but the daily purge of finished jobs.
    expect(await runner.runDue()).toBe(9);
    expect(log.lines).toEqual([]);
  });
});

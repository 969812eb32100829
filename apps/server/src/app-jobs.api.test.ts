import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { appJobs } from './app-jobs.ts';
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
    const schedules = appJobs(t.app.services).filter((job) => job.everyMs !== undefined);
    const withinAnHour = schedules.filter((job) => job.everyMs! <= 60 * 60_000);
    // The e-mail, then the first run of each schedule.
    expect(await runner.runDue()).toBe(1 + schedules.length);
    expect(await t.app.services.mail.byId(message.id)).toMatchObject({ status: 'stored' });
    expect(await runner.runDue()).toBe(0);
    t.clock.advance(60 * 60_000);
    // Every schedule of an hour or less: all but the daily purge of finished jobs.
    expect(withinAnHour.length).toBe(schedules.length - 1);
    expect(await runner.runDue()).toBe(withinAnHour.length);
    expect(log.lines).toEqual([]);
  });
});

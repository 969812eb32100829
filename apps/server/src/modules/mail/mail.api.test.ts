import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '@fp/domain';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { collectingLog } from '../../jobs/test-log.ts';
import { createMailService, MAIL_DELIVERY_JOB } from './service.ts';
import { smtpTransport, type MailTransport } from './transport.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port = 0;
const received: Received[] = [];
let database: DatabaseHandle;
let transport: MailTransport;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  database = await openTestDatabase();
  transport = await smtpTransport(`smtp://127.0.0.1:${port}`);
});

afterAll(async () => {
  await transport.close();
  await database.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A mailer and the job runner that delivers its messages, as the application wires them. */
function mailer(through: MailTransport, from = 'Field & Plate <hello@fieldandplate.ca>') {
  const clock = manualClock('2026-11-22T18:00:00Z');
  const jobs = createJobQueue({ db: database.db, clock });
  const mail = createMailService({ db: database.db, clock, transport: through, from, jobs });
  const log = collectingLog();
  const runner = createJobRunner({
    db: database.db,
    clock,
    log,
    definitions: [{ ...MAIL_DELIVERY_JOB, run: (job) => mail.deliver(job) }],
  });
  return { mail, runner, clock, jobs, log };
}

describe('mailer', () => {
  it('stores a message, then delivers it through a real SMTP server', async () => {
    const { mail, runner } = mailer(transport);
    const row = await mail.send({
      template: 'test',
      locale: 'fr',
      to: 'lea@example.com',
      subject: 'Votre commande est en route',
      text: 'Bonjour Léa',
    });
    expect(row.status).toBe('pending');
    expect(await runner.runDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@fieldandplate.ca', to: ['lea@example.com'] });
    expect(received[0]!.raw).toContain('Content-Language: fr-CA');
    const [stored] = await mail.latest(1, 'LEA@example.com');
    expect(stored).toMatchObject({ status: 'sent', lastError: null });
    expect(await runner.runDue()).toBe(0);
  });

  it('sends a message with the same dedupe key once', async () => {
    const { mail, runner } = mailer(transport, 'hello@fieldandplate.ca');
    const message = {
      template: 't',
      locale: 'en' as const,
      to: 'once@example.com',
      subject: 'Once',
      text: 'x',
      dedupeKey: 'reset:42',
    };
    const [a, b] = await Promise.all([mail.send(message), mail.send(message)]);
    expect(a.id).toBe(b.id);
    const before = received.length;
    expect(await runner.runDue()).toBe(1);
    expect(received.length - before).toBe(1);
  });

  it('keeps a message for a later try when the server is down, and gives up after the last one', async () => {
    const down = await smtpTransport('smtp://127.0.0.1:1');
    const { mail, runner, clock, jobs, log } = mailer(down, 'hello@fieldandplate.ca');
    const sent = await mail.send({ template: 't', locale: 'en', to: 'later@example.com', subject: 'Later', text: 'x' });
    expect(await runner.runDue()).toBe(1);
    const [row] = await mail.latest(1, 'later@example.com');
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.lastError).toBeTruthy();
    const job = await jobs.find(MAIL_DELIVERY_JOB.name, `outbox:${sent.id}`);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.runAt.getTime()).toBe(clock.now().getTime() + MAIL_DELIVERY_JOB.backoff.baseMs);
    expect(log.lines[0]).toMatchObject({ level: 'warn', details: { job: 'mail.deliver', attempt: 1 } });

    for (let attempt = 2; attempt <= MAIL_DELIVERY_JOB.maxAttempts; attempt++) {
      clock.advance(MAIL_DELIVERY_JOB.backoff.maxMs);
      expect(await runner.runDue()).toBe(1);
    }
    expect((await mail.byId(sent.id))!.status).toBe('failed');
    expect(await jobs.find(MAIL_DELIVERY_JOB.name, `outbox:${sent.id}`)).toMatchObject({ status: 'dead' });
    await down.close();
  });
});

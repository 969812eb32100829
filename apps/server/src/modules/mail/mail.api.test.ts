import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@fp/domain';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createMailService } from './service.ts';
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

describe('mailer', () => {
  it('stores a message, then delivers it through a real SMTP server', async () => {
    const mail = createMailService({
      db: database.db,
      clock: systemClock,
      transport,
      from: 'Field & Plate <hello@fieldandplate.ca>',
    });
    const row = await mail.send({
      template: 'test',
      locale: 'fr',
      to: 'lea@example.com',
      subject: 'Votre commande est en route',
      text: 'Bonjour Léa',
    });
    expect(row.status).toBe('pending');
    expect(await mail.deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@fieldandplate.ca', to: ['lea@example.com'] });
    expect(received[0]!.raw).toContain('Content-Language: fr-CA');
    const [stored] = await mail.latest(1, 'LEA@example.com');
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await mail.deliverDue()).toBe(0);
  });

  it('sends a message with the same dedupe key once', async () => {
    const mail = createMailService({ db: database.db, clock: systemClock, transport, from: 'hello@fieldandplate.ca' });
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
    await mail.deliverDue();
    expect(received.length - before).toBe(1);
  });

  it('keeps a message for a later try when the server is down', async () => {
    const down = await smtpTransport('smtp://127.0.0.1:1');
    const mail = createMailService({
      db: database.db,
      clock: systemClock,
      transport: down,
      from: 'hello@fieldandplate.ca',
    });
    await mail.send({ template: 't', locale: 'en', to: 'later@example.com', subject: 'Later', text: 'x' });
    await mail.deliverDue();
    const [row] = await mail.latest(1, 'later@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await down.close();
  });
});

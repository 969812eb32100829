import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request Twilio's Messages API received: who asked (Basic auth) and the form fields. */
export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json), as
 * its reference describes it: form-encoded To, From (or MessagingServiceSid) and Body under Basic
 * auth; 201 with the message resource, or Twilio's error body. `failNext` answers 500s.
 */
export async function startTwilioDouble(credentials: { accountSid: string; authToken: string }) {
  const requests: TwilioRequest[] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  const server = createServer((request, response) => {
    void bodyOf(request).then((raw) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form,
      });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      if (request.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
      if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`)
        return error(404, 20404, 'The requested resource was not found');
      if (failures > 0) {
        failures -= 1;
        return error(500, 20500, 'Internal Server Error');
      }
      if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid))
        return error(400, 21604, "A 'To' phone number, a 'From' number and a 'Body' are required.");
      const sid = `SM${randomBytes(16).toString('hex')}`;
      return reply(201, {
        sid,
        account_sid: credentials.accountSid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${credentials.accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count = 1) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioDouble = Awaited<ReturnType<typeof startTwilioDouble>>;

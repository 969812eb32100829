import twilio from 'twilio';
import type { TwilioSettings } from '../../sms-config.ts';

/** Hands one text to the SMS provider; answers the provider's id of the message. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<{ providerId: string }>;
}

/**
 * Twilio's own HTTP client, sending every request to another origin: the SDK chooses its hosts
 * (api.twilio.com, with a region or edge at most), and a test double listens on localhost.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  readonly #origin: string;
  constructor(origin: string) {
    super({ timeout: 10_000 });
    this.#origin = origin;
  }
  override request<T>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: T }) {
    const target = new URL(opts.uri);
    return super.request<T>({ ...opts, uri: new URL(`${target.pathname}${target.search}`, this.#origin).href });
  }
}

/** The Twilio adapter of the Notifier (DESIGN.md §7): Programmable Messaging through the `twilio` SDK. */
export function createTwilioSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : { timeout: 10_000 }),
  });
  // A messaging service (MG…) picks the sending number itself; otherwise the number is ours.
  const sender = settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from };
  return {
    async send({ to, body }) {
      const message = await client.messages.create({ to, body, ...sender });
      return { providerId: message.sid };
    },
  };
}

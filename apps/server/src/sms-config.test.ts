import { describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from './config.ts';

const twilio = {
  TWILIO_ACCOUNT_SID: `AC${'ab'.repeat(16)}`,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15145550100',
};

describe('the text and courier settings', () => {
  it('sets Twilio up only with all three of its settings, naming the missing ones', () => {
    expect(testConfig().sms).toEqual({});
    expect(testConfig(twilio).sms.twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      from: '+15145550100',
    });
    expect(() => testConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_AUTH_TOKEN: is missing[\s\S]*TWILIO_FROM: is missing/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(
      /TWILIO_ACCOUNT_SID="SK123": must be a Twilio account SID/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: '514-555-0100' })).toThrow(/TWILIO_FROM="514-555-0100"/);
  });

  it("takes the courier webhook's secret as hexadecimal bytes, and its photo address with {id}", () => {
    expect(testConfig().courier).toEqual({});
    const config = testConfig({
      COURIER_WEBHOOK_SECRET: 'AB'.repeat(16),
      COURIER_PHOTO_URL: 'https://p.example/{id}.png',
    });
    expect(config.courier.webhook?.secret).toEqual(Buffer.alloc(16, 0xab));
    expect(config.courier.webhook?.photoUrl).toBe('https://p.example/{id}.png');
    expect(() => loadConfig({ COURIER_WEBHOOK_SECRET: 'not hex at all, but long enough to pass' })).toThrow(
      /COURIER_WEBHOOK_SECRET=.*hexadecimal/,
    );
    expect(() => loadConfig({ COURIER_PHOTO_URL: 'http://p.example/x.png' })).toThrow(/COURIER_PHOTO_URL=.*\{id\}/);
  });
});

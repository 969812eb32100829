import { describe, expect, it } from 'vitest';
import { ContactRequest, NewsletterRequest } from '@fp/contracts/schemas';
import { fieldMessages } from '../../../components/ui/field-messages.ts';
import { NEWSLETTER_EMAIL } from './NewsletterForm.tsx';

const t = Object.assign(
  (key: string, vars?: Record<string, number>) => (vars ? `${key}:${JSON.stringify(vars)}` : key),
  {
    dynamic: (key: string) => `[${key}]`,
  },
);

describe('form checks in the browser', () => {
  it('gives the contract messages of the contact form, one per field, as the server does', () => {
    const result = ContactRequest.safeParse(
      { name: 'G', email: 'nope', topic: '', orderNumber: 'A B', message: 'short' },
      { reportInput: true },
    );
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!, t as never)).toEqual({
      name: '[content:contact.errors.name]',
      email: '[content:contact.errors.email]',
      topic: '[validation.invalidChoice]',
      orderNumber: '[content:contact.errors.orderNumber]',
      message: '[content:contact.errors.message]',
    });
  });

  it('checks the newsletter e-mail with the same pattern as the contract', () => {
    for (const email of ['ana@example.com', 'a.b+c@sub.example.ca', 'ana', 'ana@example', 'ana @x.com', 'ana@x.c']) {
      expect(NEWSLETTER_EMAIL.test(email), email).toBe(NewsletterRequest.shape.email.safeParse(email).success);
    }
  });
});

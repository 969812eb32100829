import { describe, expect, it } from 'vitest';
import { auditDetails } from './staff-access.ts';

describe('auditDetails', () => {
  it('masks secrets at any depth and keeps the rest', () => {
    const text = auditDetails({
      email: 'a@b.ca',
      password: 'hunter2-hunter2',
      nested: { cardNumber: '4242424242424242', resetToken: 'abc', note: 'kept' },
    });
    expect(text).toBe(
      '{"email":"a@b.ca","password":"[redacted]","nested":{"cardNumber":"[redacted]","resetToken":"[redacted]","note":"kept"}}',
    );
  });

  it('stores nothing for an empty input and bounds long ones', () => {
    expect(auditDetails({})).toBeNull();
    expect(auditDetails(undefined)).toBeNull();
    expect(auditDetails({ note: 'x'.repeat(5000) })!.length).toBe(2000);
  });
});

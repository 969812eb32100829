import { describe, expect, it } from 'vitest';
import { editSessionToken } from './session-tokens.ts';

describe('edit session tokens', () => {
  it('are 24 base64url characters, never the same, across several draws of the pool', () => {
    const tokens = Array.from({ length: 1_000 }, () => editSessionToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

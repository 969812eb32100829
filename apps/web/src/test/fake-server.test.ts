import { describe, expect, it } from 'vitest';
import { checkEmail, getCurrentStep, getSelectedPlan, type OutputOf } from '@fp/contracts';
import { ApiError, call } from '../lib/api.ts';
import { errorReply, fakeServer } from './fake-server.ts';

describe('the fake server of the web tests', () => {
  it('answers an endpoint with its typed body, an error in the error shape, and lists what was sent', async () => {
    const server = fakeServer()
      .on(getCurrentStep, { step: 'plans', discountCode: null, path: '/signup/plans' })
      .on(checkEmail, ({ email }) =>
        email === 'taken@example.ca' ? { available: false } : errorReply(429, 'rate_limited', 'Slow down'),
      );
    expect(await call(getCurrentStep, {})).toEqual({ step: 'plans', discountCode: null, path: '/signup/plans' });
    expect(await call(checkEmail, { email: 'taken@example.ca' })).toEqual({ available: false });
    await expect(call(checkEmail, { email: 'other@example.ca' })).rejects.toEqual(
      new ApiError(429, 'rate_limited', 'Slow down'),
    );
    expect(server.received(checkEmail)).toEqual([{ email: 'taken@example.ca' }, { email: 'other@example.ca' }]);
    server.close();
  });

  it('fails the test when an answer breaks the contract, so fixtures cannot drift from the server', async () => {
    const drifted = { selection: null } as unknown as OutputOf<typeof getSelectedPlan>;
    const server = fakeServer().on(getSelectedPlan, drifted);
    await expect(call(getSelectedPlan, {})).rejects.toBeInstanceOf(ApiError);
    expect(() => server.close()).toThrow(/get_selected_plan: the test's answer breaks the contract/);
  });

  it('fails the test on a request nobody expected, or an input the contract refuses', async () => {
    const server = fakeServer().on(checkEmail, { available: true });
    await expect(call(getCurrentStep, {})).rejects.toBeInstanceOf(ApiError);
    await expect(call(checkEmail, { email: 'a'.repeat(300) })).rejects.toBeInstanceOf(ApiError);
    expect(() => server.close()).toThrow(
      /unexpected request GET \/api\/v1\/signup\/current_step[\s\S]*check_email: the app sent an input the contract refuses/,
    );
  });
});

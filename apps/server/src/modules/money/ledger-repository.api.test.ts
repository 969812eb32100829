import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { manualClock } from '@fp/domain';
import { openTestDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  createLedger,
  InsufficientBalanceError,
  LedgerReferenceConflictError,
  type LedgerEntry,
} from './ledger-repository.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const clock = manualClock('2026-11-22T18:00:00Z');
const credit = createLedger('account_credit', clock);
let owner = 0;
const nextOwner = () => ++owner;

describe('append-only ledger', () => {
  it('records an event once per reference, however often it is retried', async () => {
    const ownerId = nextOwner();
    const entry = { ownerId, amount: 2000, reason: 'referral_welcome', reference: `welcome:${ownerId}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => credit.append(database.db, entry)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await credit.balance(database.db, ownerId)).toBe(2000);
    expect(await credit.entries(database.db, ownerId)).toHaveLength(1);
  });

  it('refuses a spend larger than the balance whole, writing nothing', async () => {
    const ownerId = nextOwner();
    await credit.append(database.db, { ownerId, amount: 500, reason: 'goodwill', reference: `gift:${ownerId}` });
    const spend = credit.append(database.db, {
      ownerId,
      amount: -600,
      reason: 'order_applied',
      reference: `o:${ownerId}:1`,
    });
    await expect(spend).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(spend).rejects.toMatchObject({ balance: 500, requested: 600 });
    expect(await credit.balance(database.db, ownerId)).toBe(500);
    expect(await credit.entries(database.db, ownerId)).toHaveLength(1);
    expect(
      await credit.append(database.db, { ownerId, amount: -500, reason: 'order_applied', reference: `o:${ownerId}:2` }),
    ).toBe(true);
    expect(await credit.balance(database.db, ownerId)).toBe(0);
  });

  it('refuses a reference already recorded with another amount', async () => {
    const ownerId = nextOwner();
    await credit.append(database.db, { ownerId, amount: 100, reason: 'goodwill', reference: `g:${ownerId}` });
    await expect(
      credit.append(database.db, { ownerId, amount: 200, reason: 'goodwill', reference: `g:${ownerId}` }),
    ).rejects.toBeInstanceOf(LedgerReferenceConflictError);
  });

  it('keeps the lock and the entry inside the caller’s transaction: a rollback leaves nothing', async () => {
    const ownerId = nextOwner();
    await expect(
      database.db.transaction(async (tx) => {
        await credit.append(tx, { ownerId, amount: 700, reason: 'refund', reference: `r:${ownerId}` });
        expect(await credit.balance(tx, ownerId)).toBe(700);
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await credit.balance(database.db, ownerId)).toBe(0);
  });

  it('moves an amount between buckets as one event, never more than the source holds', async () => {
    const points = createLedger('reward_points', clock);
    const ownerId = nextOwner();
    await points.append(database.db, {
      ownerId,
      amount: 30,
      bucket: 'pending',
      reason: 'billed',
      reference: `o:${ownerId}:billed`,
    });
    const move = {
      ownerId,
      amount: 30,
      from: 'pending',
      to: 'available',
      reason: 'delivered',
      reference: `o:${ownerId}:delivered`,
    };
    const moved = await Promise.all([points.transfer(database.db, move), points.transfer(database.db, move)]);
    expect(moved.sort()).toEqual([false, true]);
    expect(await points.balance(database.db, ownerId, 'pending')).toBe(0);
    expect(await points.balance(database.db, ownerId, 'available')).toBe(30);
    await expect(points.transfer(database.db, { ...move, reference: `o:${ownerId}:again` })).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
  });
});

type Outcome = 'applied' | 'repeat' | 'refused';

describe('parallel changes (property)', () => {
  it('never go below zero, and record every applied event exactly once', async () => {
    const operation = fc.record({
      amount: fc.integer({ min: 1, max: 3000 }),
      spend: fc.boolean(),
      submissions: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 4000 }), { maxLength: 3 }),
        fc.array(operation, { minLength: 1, maxLength: 10 }),
        async (deposits, operations) => {
          const ownerId = nextOwner();
          for (const [i, amount] of deposits.entries()) {
            await credit.append(database.db, {
              ownerId,
              amount,
              reason: 'goodwill',
              reference: `deposit:${ownerId}:${i}`,
            });
          }
          // Every operation is submitted 1–3 times, all at once, as retries and double clicks would.
          const submissions = operations.flatMap((op, i) =>
            Array.from({ length: op.submissions }, () => ({
              reference: `op:${ownerId}:${i}`,
              amount: op.spend ? -op.amount : op.amount,
            })),
          );
          const outcomes = await Promise.all(
            submissions.map(({ reference, amount }) =>
              credit.append(database.db, { ownerId, amount, reason: 'order_applied', reference }).then(
                (written): Outcome => (written ? 'applied' : 'repeat'),
                (error: unknown): Outcome => {
                  if (error instanceof InsufficientBalanceError) return 'refused';
                  throw error;
                },
              ),
            ),
          );

          const entries: LedgerEntry[] = await credit.entries(database.db, ownerId);
          const applied = new Map<string, number>();
          submissions.forEach((s, i) => {
            if (outcomes[i] === 'applied') applied.set(s.reference, (applied.get(s.reference) ?? 0) + 1);
          });
          // No operation applied twice, and each applied one has exactly one entry (nothing lost).
          expect([...applied.values()].every((count) => count === 1)).toBe(true);
          const opEntries = entries.filter((e) => e.reference.startsWith('op:'));
          expect(opEntries.map((e) => e.reference).sort()).toEqual([...applied.keys()].sort());
          // Refused spends wrote nothing; the balance is the sum of what was applied.
          const expected =
            deposits.reduce((a, b) => a + b, 0) +
            [...applied.keys()].reduce((sum, ref) => sum + submissions.find((s) => s.reference === ref)!.amount, 0);
          const balance = await credit.balance(database.db, ownerId);
          expect(balance).toBe(expected);
          // In the order they were written, the running balance never dipped below zero.
          let running = 0;
          for (const entry of entries) {
            running += entry.amount;
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(running).toBe(balance);
        },
      ),
      { numRuns: 15 },
    );
  });
});

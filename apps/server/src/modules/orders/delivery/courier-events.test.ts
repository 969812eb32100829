import { describe, expect, it } from 'vitest';
import { CourierWebhookPayload } from '@fp/contracts';
import { courierEvent } from './courier-events.ts';

const completed = (task: Record<string, unknown>) =>
  CourierWebhookPayload.parse({
    time: 1_795_990_000_000,
    triggerId: 3,
    triggerName: 'taskCompleted',
    taskId: 'task1',
    data: { task: { id: 'task1', ...task } },
  });

describe("reading the platform's events", () => {
  it('takes the order from the task metadata, the time, note and photo from the completion', () => {
    const event = courierEvent(
      completed({
        metadata: [{ name: 'orderId', type: 'string', value: '42' }],
        completionDetails: {
          success: true,
          time: 1_795_989_000_000,
          notes: '  Side door  ',
          photoUploadIds: ['p1', 'p2'],
        },
      }),
    );
    expect(event).toEqual({
      id: 'taskCompleted:task1:1795990000000',
      kind: 'delivered',
      orderId: 42,
      happenedAt: new Date(1_795_989_000_000),
      note: 'Side door',
      photoUploadId: 'p1',
    });
  });

  it('follows no failed task, and names no order when the metadata holds none of ours', () => {
    expect(courierEvent(completed({ completionDetails: { success: false } }))).toBeUndefined();
    for (const value of [-1, 1.5, '4x', null, { id: 4 }]) {
      expect(courierEvent(completed({ metadata: [{ name: 'orderId', value }] }))?.orderId).toBeNull();
    }
    expect(courierEvent(completed({}))).toMatchObject({ orderId: null, note: null, photoUploadId: null });
  });
});

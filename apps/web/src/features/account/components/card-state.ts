import type { OrderCardState } from '@fp/contracts';

/** The badge colour of each card state; every pair is AA contrast on white cards. */
export const STATE_TONE: Record<OrderCardState, string> = {
  editable: 'bg-sage-light text-kale-dark',
  skipped: 'bg-cream text-ink',
  locked: 'bg-cream text-ink',
  late_addition: 'bg-sage-light text-kale-dark',
  paused: 'bg-cream text-ink',
  failed: 'bg-salmon-light text-danger',
  below_minimum: 'bg-warning-bg text-ink',
  out_for_delivery: 'bg-kale text-white',
  delivered: 'bg-kale text-white',
};

/** States whose own hint the page words (failed and below-minimum carry the server's reason instead). */
export const HINTED_STATES = ['skipped', 'locked', 'late_addition', 'paused', 'out_for_delivery'] as const;
export type HintedState = (typeof HINTED_STATES)[number];

export function isHinted(state: OrderCardState): state is HintedState {
  return (HINTED_STATES as readonly string[]).includes(state);
}

/** States where the box and the money are not worth showing: nothing is delivered or charged. */
export function showsContents(state: OrderCardState): boolean {
  return state !== 'skipped' && state !== 'paused';
}

/** Gates of one feature flag, as stored. */
export interface FlagGates {
  /** The boolean gate: on for everyone. */
  enabled: boolean;
  /** Percentage of actors (0–100) that see the flag, or null. */
  percentageOfActors: number | null;
  /** Clients that see the flag whatever the other gates say. */
  clientIds: readonly number[];
}

/** Who is asking: a signed-in client and/or a stable visitor key. */
export interface FlagActor {
  clientId?: number | null;
  /** Stable per-visitor value (for example a hash of the session) for percentage gates. */
  actorKey?: string | null;
}

/** FNV-1a, 32 bits: a stable, well-spread bucket for percentage gates. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Bucket 0–99 of an actor for a flag; the flag name is salted in so flags don't move together. */
export function flagBucket(flag: string, actorKey: string): number {
  return fnv1a(`${flag}:${actorKey}`) % 100;
}

export function isFlagEnabled(flag: string, gates: FlagGates | undefined, actor: FlagActor): boolean {
  if (!gates) return false;
  if (gates.enabled) return true;
  if (actor.clientId != null && gates.clientIds.includes(actor.clientId)) return true;
  const pct = gates.percentageOfActors;
  if (pct != null && pct > 0) {
    const key = actor.clientId != null ? `client:${actor.clientId}` : actor.actorKey;
    if (key) return flagBucket(flag, key) < pct;
  }
  return false;
}

/**
 * In-memory copies of slow-changing public data (feature-flag gates, product names) that every
 * instance keeps fresh by a version number stored in the database (decisions 006 and 022).
 */

/** How often an instance re-reads a data version, unless configured otherwise. */
export const DEFAULT_VERSION_CHECK_MS = 1000;

export interface DataVersion {
  /** The version, read from the database at most once per interval; concurrent callers share one read. */
  current(): Promise<number>;
  /** Forgets the last reading, so the next call reads again (after a change made by this instance). */
  stale(): void;
}

const changeListeners = new Set<() => void>();

/** Calls `listener` whenever a version is marked stale by a change made in this process; returns the unsubscribe. */
export function onDataChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function dataVersion(read: () => Promise<number>, checkMs = DEFAULT_VERSION_CHECK_MS): DataVersion {
  let value = 0;
  let readAt = -Infinity;
  let pending: Promise<number> | undefined;
  return {
    current() {
      if (performance.now() - readAt <= checkMs) return Promise.resolve(value);
      // At 50 connections, the request that finds the reading old must not be joined by 49 more reads.
      pending ??= read()
        .then((v) => {
          value = v;
          readAt = performance.now();
          return v;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    stale() {
      readAt = -Infinity;
      for (const listener of changeListeners) listener();
    },
  };
}

export interface VersionedValue<T> {
  /** The value for the current version, loaded once per version; concurrent callers share one load. */
  get(): Promise<T>;
}

/** A value built from the database and kept until its data version moves. */
export function versionedValue<T>(version: DataVersion, load: () => Promise<T>): VersionedValue<T> {
  let held: { version: number; value: T } | undefined;
  let pending: { version: number; promise: Promise<T> } | undefined;
  return {
    async get() {
      const v = await version.current();
      if (held?.version === v) return held.value;
      if (pending?.version !== v) {
        const promise = load().then(
          (value) => {
            if (pending?.promise === promise) pending = undefined;
            // Versions only grow: a slow load of an older version never replaces a newer value.
            if (!held || held.version <= v) held = { version: v, value };
            return value;
          },
          (error: unknown) => {
            if (pending?.promise === promise) pending = undefined;
            throw error;
          },
        );
        pending = { version: v, promise };
      }
      return pending.promise;
    },
  };
}

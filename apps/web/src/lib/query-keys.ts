import type { Endpoint } from '@fp/contracts';

/**
 * The root of every query key of one endpoint: its method and path. Each endpoint's file builds
 * its keys on this root, so one endpoint cannot be cached under two unrelated keys, and
 * `invalidateQueries({ queryKey: endpointKey(e) })` reaches every cached answer of it.
 */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): readonly [string] {
  return [`${endpoint.method} ${endpoint.path}`] as const;
}

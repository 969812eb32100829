/**
 * A label function whose answers are kept by key (at most a thousand, then forgotten at once):
 * the editor writes the same few windows and cutoff instants for every household of a week.
 */
export function labelsHeld<A extends unknown[]>(label: (...args: A) => string, keyOf: (...args: A) => string) {
  const held = new Map<string, string>();
  return (...args: A): string => {
    const key = keyOf(...args);
    let text = held.get(key);
    if (text === undefined) {
      if (held.size >= 1000) held.clear();
      held.set(key, (text = label(...args)));
    }
    return text;
  };
}

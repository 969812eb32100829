/**
 * The current instant by the server's clock, for countdowns. The page's answer says what time the
 * server had (`now`) and the query cache when it arrived: the difference is the device's error,
 * so a phone set a few minutes wrong still counts down to the right instant. `start` is the
 * server's instant itself: what a render shows before any effect runs (the same on the server
 * render and in the browser).
 */
export interface ServerClock {
  start: number;
  now: () => number;
}

export function serverClock(serverNow: string, receivedAt: number): ServerClock {
  const start = Date.parse(serverNow);
  const offset = receivedAt > 0 ? start - receivedAt : 0;
  return { start, now: () => Date.now() + offset };
}

/** Demo accounts the seed creates, printed at start-up and listed in the README. */
export const DEMO_LOGINS: { role: string; email: string; password: string }[] = [];

export function demoLoginLines(): string[] {
  if (DEMO_LOGINS.length === 0) return [];
  return ['  Demo logins:', ...DEMO_LOGINS.map((d) => `    ${d.role.padEnd(18)} ${d.email} / ${d.password}`)];
}

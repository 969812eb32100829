/** Demo accounts the seed creates, printed at start-up and listed in the README. */
export const DEMO_LOGINS: { role: string; email: string; password: string }[] = [
  { role: 'client (English)', email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' },
  { role: 'client (French)', email: 'demo.fr@fieldandplate.ca', password: 'fresh-meals-2026' },
  { role: 'staff (admin)', email: 'admin@fieldandplate.ca', password: 'staff-kitchen-2026' },
  { role: 'staff (service)', email: 'service@fieldandplate.ca', password: 'staff-kitchen-2026' },
];

/** Passwords anyone can read in the README: they open no account outside development and test. */
export const PUBLISHED_PASSWORDS: readonly string[] = [...new Set(DEMO_LOGINS.map((d) => d.password))];

export function demoLoginLines(): string[] {
  if (DEMO_LOGINS.length === 0) return [];
  return ['  Demo logins:', ...DEMO_LOGINS.map((d) => `    ${d.role.padEnd(18)} ${d.email} / ${d.password}`)];
}

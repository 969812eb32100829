export const TEMPLATE_DATABASE = 'fp_test_template';

/** The same server as `url`, on another database. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

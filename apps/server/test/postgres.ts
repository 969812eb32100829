/** One template per test run, so runs from several checkouts on one server do not collide. */
export function templateDatabaseName(): string {
  return `fp_test_template_${process.pid}`;
}

/** The same server as `url`, on another database. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

import { beforeAll, beforeEach } from 'vitest';
import { seedEditorDemo } from '../src/seed/demo-stock-and-extras.ts';
import { signupSteps, signupTestApp } from '../src/modules/signup/signup-test-helpers.ts';

/**
 * The order editor's API tests' app (decision 032): signups at `start` with the editor's demo
 * menu and stock seeded once, the clock put back at `start` before each test, so a test that
 * moves time never moves the next one's. `config` overrides the test configuration.
 */
export function editorTestApp(start: string, config?: Record<string, string>) {
  const app = signupTestApp(start, config);
  beforeAll(async () => seedEditorDemo(app().database.db, app().clock), 60_000);
  beforeEach(() => app().clock.set(start));
  return {
    app,
    ...signupSteps(app),
    db: () => app().database.db,
    services: () => app().app.services,
  };
}

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

const server = (file) => `/repo/apps/server/src/${file}`;

// Decision 025: only repositories, tables and db/ run SQL; a repository queries only its own tables.
tester.run('boundaries: SQL only in repositories', rule, {
  valid: [
    { filename: server('modules/orders/repository.ts'), code: "import { eq } from 'drizzle-orm';" },
    { filename: server('modules/orders/repository.ts'), code: "import { orders } from './tables.ts';" },
    { filename: server('modules/subscription/plans-repository.ts'), code: "import { sql } from 'drizzle-orm';" },
    { filename: server('modules/orders/tables.ts'), code: "import { clients } from '../auth/tables.ts';" },
    { filename: server('db/reset.ts'), code: "import { sql } from 'drizzle-orm';" },
    { filename: server('modules/orders/orders.api.test.ts'), code: "import { eq } from 'drizzle-orm';" },
    { filename: server('modules/orders/service.ts'), code: "import type { orders } from './tables.ts';" },
    { filename: server('modules/orders/service.ts'), code: "import { type SQL } from 'drizzle-orm';" },
  ],
  invalid: [
    {
      filename: server('modules/orders/service.ts'),
      code: "import { eq } from 'drizzle-orm';",
      errors: [{ messageId: 'sqlOutsideRepository' }],
    },
    {
      filename: server('modules/orders/service.ts'),
      code: "import { orders } from './tables.ts';",
      errors: [{ messageId: 'sqlOutsideRepository' }],
    },
    {
      filename: server('cli/orders.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [{ messageId: 'sqlOutsideRepository' }],
    },
    {
      filename: server('modules/signup/repository.ts'),
      code: "import { clients } from '../auth/tables.ts';",
      errors: [{ messageId: 'foreignTable' }],
    },
  ],
});

// Decision 047: the infrastructure below the modules imports none of them (types included), and no
// module imports the composition root above them.
tester.run('boundaries: infrastructure below the modules, the composition root above', rule, {
  valid: [
    { filename: server('modules/orders/service.ts'), code: "import type { Db } from '../../db/types.ts';" },
    { filename: server('modules/orders/service.ts'), code: "import { AppError } from '../../http/errors.ts';" },
    { filename: server('services.ts'), code: "import { createOrdersService } from './modules/orders/service.ts';" },
    { filename: server('seed/demo-orders.ts'), code: "import { createServices } from '../services.ts';" },
    { filename: server('http/session.ts'), code: "import type { SessionRecord } from './session-record.ts';" },
    { filename: server('db/client.ts'), code: "import { lockDataDir } from './data-dir-lock.ts';" },
    {
      filename: server('modules/orders/weeks/weeks.api.test.ts'),
      code: "import { createServices } from '../../../services.ts';",
    },
  ],
  invalid: [
    {
      filename: server('db/schema.ts'),
      code: "export * from '../modules/orders/tables.ts';",
      errors: [{ messageId: 'infraToModule' }],
    },
    {
      filename: server('http/pages.ts'),
      code: "import type { FlagService } from '../modules/flags/service.ts';",
      errors: [{ messageId: 'infraToModule' }],
    },
    {
      filename: server('jobs/runner.ts'),
      code: "import type { Services } from '../services.ts';",
      errors: [{ messageId: 'infraToModule' }],
    },
    {
      filename: server('db/seed.ts'),
      code: "import { demoOrdersSeeder } from '../seed/demo-orders.ts';",
      errors: [{ messageId: 'infraToModule' }],
    },
    {
      filename: server('modules/orders/service.ts'),
      code: "import { createServices } from '../../services.ts';",
      errors: [{ messageId: 'moduleToRoot' }],
    },
    {
      filename: server('modules/stock/service.ts'),
      code: "import type { Services } from '../../services.ts';",
      errors: [{ messageId: 'moduleToRoot' }],
    },
  ],
});

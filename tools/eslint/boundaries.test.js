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

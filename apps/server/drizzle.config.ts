import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file of the server: each module's, and the job runner's.
  schema: ['./src/modules/**/*tables.ts', './src/jobs/tables.ts'],
  out: './drizzle',
  casing: 'snake_case',
});

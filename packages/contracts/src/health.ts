import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers',
  input: z.object({}),
  output: z.object({ status: z.literal('ok') }),
  tags: ['health'],
});

export const readiness = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness: the database answers',
  input: z.object({}),
  output: z.object({ status: z.literal('ready'), database: z.literal('up') }),
  tags: ['health'],
});

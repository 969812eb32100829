import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

export interface ValidationIssue {
  readonly zodIssue: z.core.$ZodIssue;
  readonly message: string;
  readonly instancePath: string;
  readonly keyword: string;
}

/**
 * Validates inputs against the contract's zod schema, keeping each zod issue (with its input, so
 * "missing" and "wrong" get different messages) for the error handler to translate.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((zodIssue) => ({
      zodIssue,
      message: zodIssue.message,
      instancePath: `/${zodIssue.path.map(String).join('/')}`,
      keyword: zodIssue.code,
    }));
    return { error: issues as unknown as Error };
  };

export function isValidationIssue(value: unknown): value is ValidationIssue {
  return typeof value === 'object' && value !== null && 'zodIssue' in value;
}

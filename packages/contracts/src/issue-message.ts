import type { z } from 'zod';

/** Custom schema messages are catalogue keys such as 'content:contact.errors.name'. */
export function isCatalogueKey(message: string): boolean {
  return /^[a-z][\w-]*:[\w.-]+$/.test(message) || /^(validation|errors)\.[\w.-]+$/.test(message);
}

export interface IssueLike {
  code: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  expected?: string;
  input?: unknown;
}

/**
 * The catalogue key (and values) of the message for a validation issue. Server and browser
 * both use it, so a field says the same thing whichever side caught the mistake.
 */
export function issueMessageKey(issue: IssueLike | z.core.$ZodIssue): { key: string; vars?: Record<string, number> } {
  const i = issue as IssueLike;
  if (isCatalogueKey(i.message)) return { key: i.message };
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined || i.input === null || i.input === '') return { key: 'validation.required' };
      return { key: i.expected === 'number' ? 'validation.notANumber' : 'validation.invalid' };
    case 'too_small':
      if (i.origin === 'string' && Number(i.minimum) === 1) return { key: 'validation.required' };
      return {
        key: i.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall',
        vars: { min: Number(i.minimum) },
      };
    case 'too_big':
      return {
        key: i.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig',
        vars: { max: Number(i.maximum) },
      };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'validation.invalidChoice' };
    default:
      return { key: 'validation.invalid' };
  }
}

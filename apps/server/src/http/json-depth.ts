import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Deeper than any contract's input by far; a body past it is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether a JSON text nests objects and arrays deeper than `max`, in one pass over its characters
 * (brackets inside strings, escaped quotes included, do not count). Malformed text is left to the
 * parser: this only looks at depth.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser behind a depth check: a body nested thousands deep costs its walkers
 * (validation, the unstorable-string check) time and stack, so it is refused with a 400 before
 * anything walks it, in time linear in its length.
 */
export function installJsonDepthLimit(app: FastifyInstance, max = MAX_JSON_DEPTH): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, max)) {
      done(new AppError('validation', 400, { messageKey: 'errors.tooDeep' }), undefined);
      return;
    }
    parse(request, text, done);
  });
}

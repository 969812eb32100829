import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API: its method, path, input (query string for GET, JSON body otherwise) and
 * successful response. The server registers routes from these; the web client calls them.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  method: M;
  path: string;
  input: I;
  output: O;
  /** Short description for the OpenAPI document. */
  summary: string;
  /** OpenAPI grouping; defaults to the path's area. */
  tags?: string[];
}

export function endpoint<M extends HttpMethod, I extends z.ZodType, O extends z.ZodType>(
  e: Endpoint<M, I, O>,
): Endpoint<M, I, O> {
  return e;
}

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type OutputOf<E extends Endpoint> = z.output<E['output']>;

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { issueMessageKey, type ErrorBody, type IssueLike } from '@fp/contracts';
import { queryFailureOf } from '../db/error-redaction.ts';
import { AppError } from './errors.ts';
import type { ServerI18n, Translator } from './i18n.ts';
import { isValidationIssue } from './validation.ts';

export function issueMessage(issue: IssueLike, t: Translator): string {
  const { key, vars } = issueMessageKey(issue);
  return t.dynamic(key, vars);
}

function fieldName(path: PropertyKey[]): string {
  return path.map(String).join('.') || '_';
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** DESIGN.md §4: one error shape, messages in the request's language, no internals on 5xx. */
export function installErrorHandling(app: FastifyInstance, i18n: ServerI18n): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = i18n.translator(request.locale ?? 'en');

    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([k, key]) => [k, t.dynamic(key)]))
        : undefined;
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, error.status, {
        error: {
          code: error.code,
          message: t.dynamic(error.messageKey, error.vars),
          ...(fields ? { fields } : {}),
          ...(error.details ? { details: error.details } : {}),
        },
        ...(error.redirect ? { redirect: error.redirect } : {}),
      });
    }

    const validation = (error as { validation?: unknown[] }).validation;
    if (Array.isArray(validation) && validation.every(isValidationIssue)) {
      const fields: Record<string, string> = {};
      for (const v of validation) {
        const issue = v.zodIssue as unknown as IssueLike & { path: PropertyKey[] };
        fields[fieldName(issue.path)] ??= issueMessage(issue, t);
      }
      return send(reply, 400, { error: { code: 'validation', message: t('errors.validation'), fields } });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return send(reply, 500, { error: { code: 'internal', message: t('errors.internal') } });
    }

    // The safety net behind the contracts' checks: a value the database refuses (class 22, "data
    // exception": too long, out of range, bad encoding) is the caller's mistake, not ours.
    if (queryFailureOf(error)?.code?.startsWith('22')) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return send(reply, 400, { error: { code: 'validation', message: t('errors.validation') } });
    }

    const status = error.statusCode ?? 500;
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 429
            ? 'rate_limited'
            : status === 404
              ? 'not_found'
              : status === 503
                ? 'unavailable'
                : status >= 400 && status < 500
                  ? 'validation'
                  : 'internal';
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    const finalStatus = status >= 400 && status < 600 ? status : 500;
    return send(reply, finalStatus, { error: { code, message: t.dynamic(`errors.${code}`) } });
  });
}

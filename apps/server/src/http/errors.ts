import type { ApiErrorCode } from '@fp/contracts';
import type { MessageKey, MessageVars } from '@fp/i18n';

/**
 * An expected failure with a stable code, an HTTP status and a catalogue key for its message.
 * Services throw these; the central error handler turns them into DESIGN.md §4's error body.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ApiErrorCode;
  readonly status: number;
  /** Catalogue key, 'ns:path' or a 'common' path; defaults to `errors.<code>`. */
  readonly messageKey: string;
  readonly vars: MessageVars;
  /** Field name → catalogue key. */
  readonly fields: Record<string, string> | undefined;
  readonly redirect: string | undefined;
  /** Data the caller needs beyond the message (a feature contract types it, e.g. `SoldOutDetails`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ApiErrorCode,
    status: number,
    options: {
      messageKey?: MessageKey;
      vars?: MessageVars;
      /** Field name → message key. */
      fields?: Record<string, MessageKey>;
      redirect?: string;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
    this.code = code;
    this.status = status;
    this.messageKey = options.messageKey ?? `errors.${code}`;
    this.vars = options.vars ?? {};
    this.fields = options.fields;
    this.redirect = options.redirect;
    this.details = options.details;
  }
}

export const requireLogin = () => new AppError('require_login', 401);
export const forbidden = () => new AppError('forbidden', 403, { messageKey: 'errors.not_found' });
export const notFound = (messageKey: MessageKey = 'errors.not_found') => new AppError('not_found', 404, { messageKey });
export const conflict = (code: ApiErrorCode, messageKey: MessageKey) => new AppError(code, 409, { messageKey });

/** A rule of the business said no (422), with the message of that rule. */
export const ruleError = (code: ApiErrorCode, messageKey: MessageKey, vars?: MessageVars) =>
  new AppError(code, 422, { messageKey, ...(vars ? { vars } : {}) });

/** Bad input on named fields (400), each with its own message key. */
export const fieldErrors = (fields: Record<string, MessageKey>, messageKey: MessageKey = 'errors.validation') =>
  new AppError('validation', 400, { messageKey, fields });

import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@fp/contracts';
import type { ServerI18n } from './i18n.ts';

/**
 * Node's own answers to a request it could not even parse (headers over 16 KB, a timeout,
 * garbage) in the API's error shape rather than Fastify's. The headers are unread, so the
 * message is in English.
 */
export function clientErrorHandler(i18n: () => ServerI18n) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'headers_too_large'] as const)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ([408, 'timeout'] as const)
          : ([400, 'bad_request'] as const);
    const body: ErrorBody = { error: { code, message: i18n().translator('en').dynamic(`errors.${code}`) } };
    const json = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
      );
    }
    socket.destroy(error);
  };
}

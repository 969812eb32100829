import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCALE_COOKIE } from '@fp/contracts';
import { isLocale, localeFromAcceptLanguage, type Locale } from '@fp/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request's messages: the helper's Accept-Language, else the remembered choice. */
    locale: Locale;
    /** The language the visitor chose last (cookie), if any. */
    savedLocale: Locale | undefined;
  }
}

export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('savedLocale', undefined);
  app.addHook('onRequest', async (request) => {
    const saved = request.cookies[LOCALE_COOKIE];
    request.savedLocale = isLocale(saved) ? saved : undefined;
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? request.savedLocale ?? 'en';
  });
}

export function rememberLocale(reply: FastifyReply, locale: Locale, secure: boolean): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 365 * 24 * 60 * 60,
  });
}

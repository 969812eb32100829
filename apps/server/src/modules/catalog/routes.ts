import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getMenuData, getProductModalData, getRecipalHtml } from '@fp/contracts';
import { z } from 'zod';
import { serve } from '../../http/endpoint.ts';
import { createJsonCache } from '../../http/json-cache.ts';
import { shareAnswer } from '../../http/shared-answers.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { ImageOptions, negotiateFormat, renderImage } from './image-render.ts';
import type { CatalogService } from './service.ts';

const MENU_MAX_AGE_SECONDS = 60;

export function catalogRoutes(
  app: FastifyInstance,
  deps: { catalog: CatalogService; i18n: ServerI18n; imageCacheDir: string },
): void {
  const { catalog } = deps;

  // The menu is the busiest public read: answers are cached per normalised query and catalogue
  // version, and a request already answered is served before its query is even parsed.
  const menuCache = createJsonCache({ maxEntries: 500, version: catalog.version });
  const rawKey = (request: FastifyRequest) => `${request.locale}|${catalog.currentWeek()}|${request.url}`;
  serve(
    app,
    getMenuData,
    async ({ input, request, reply }) => {
      shareAnswer(reply);
      const week = catalog.resolveWeek(input.week);
      const key = JSON.stringify([
        request.locale,
        catalog.currentWeek(),
        week,
        input.region ?? null,
        input.type ?? null,
        input.category ?? null,
        [...input.diet].sort(),
        [...input.exclude].sort(),
        input.maxMinutes ?? null,
        input.q ?? '',
      ]);
      await menuCache.send(
        request,
        reply,
        key,
        async () => getMenuData.output.parse(await catalog.menuData(input, request.locale)),
        MENU_MAX_AGE_SECONDS,
        rawKey(request),
      );
      return reply as never;
    },
    {
      // The menu is the same for everyone: no session read, even with a cookie.
      config: { session: 'none' },
      onRequest: async (request, reply) => {
        shareAnswer(reply);
        if (await menuCache.sendKnown(request, reply, rawKey(request), MENU_MAX_AGE_SECONDS)) return reply;
        return undefined;
      },
    },
  );

  serve(app, getProductModalData, async ({ input, request }) => catalog.productDetail(input.id, request.locale));

  serve(app, getRecipalHtml, async ({ input, request }) => {
    const t = deps.i18n.translator(request.locale);
    return { html: await catalog.nutritionHtml(input.id, request.locale, t.dynamic) };
  });

  app.get('/images/:id', async (request, reply) => {
    const params = z
      .object({
        id: z.coerce
          .number()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      })
      .safeParse(request.params);
    if (!params.success) throw notFound();
    const options = ImageOptions.safeParse(request.query);
    if (!options.success) {
      const fields = Object.fromEntries(
        options.error.issues.map((i) => [String(i.path[0]), 'catalog:errors.badImageOption' as const]),
      );
      throw new AppError('validation', 400, { fields });
    }
    const image = await catalog.image(params.data.id);
    if (!image) throw notFound();
    const format = negotiateFormat(options.data.fm, request.headers.accept);
    const rendered = await renderImage(image.svg, options.data, format, deps.imageCacheDir);
    return reply
      .header('content-type', rendered.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept')
      .send(rendered.body);
  });
}

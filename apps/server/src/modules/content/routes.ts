import type { FastifyInstance } from 'fastify';
import {
  getContentEntry,
  getFaqCategories,
  getFaqCategoryData,
  getFaqsForPage,
  getHomepage,
  getImpact,
  getPage,
  getPriceIncreaseBanner,
  getReferralNavIcon,
  getRegionCounts,
  postContact,
  postNewsletter,
} from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { limitPerAddress } from '../../http/throttle.ts';
import type { LocationsService } from '../locations/service.ts';
import type { ThrottlesService } from '../throttles/service.ts';
import type { ContentService } from './service.ts';

/** Contact messages per network address, counted in the database before the mail (decision 016). */
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export function contentRoutes(
  app: FastifyInstance,
  deps: { content: ContentService; locations: LocationsService; throttles: ThrottlesService },
) {
  const { content } = deps;
  const cache = (seconds: number) => (reply: { header(k: string, v: string): unknown }) =>
    reply.header('cache-control', `public, max-age=${seconds}`);

  serve(app, getPage, async ({ input, request, reply }) => {
    cache(300)(reply);
    return content.page(input.slug, request.locale);
  });
  serve(app, getImpact, async () => ({ figures: await content.figures() }));
  serve(app, getRegionCounts, async () => deps.locations.regionCounts());
  serve(app, getReferralNavIcon, async () => content.referralNavIcon());
  serve(app, getFaqCategories, async ({ request }) => ({ categories: await content.faqCategories(request.locale) }));
  serve(app, getFaqCategoryData, async ({ input, request }) => content.faqCategory(input.friendlyId, request.locale));
  serve(app, getFaqsForPage, async ({ input, request }) => ({
    category: await content.faqsForPage(input.page, request.locale),
  }));
  serve(app, getContentEntry, async ({ input, request }) =>
    content.entry(input.type, request.locale, input.region ?? null),
  );
  serve(app, getPriceIncreaseBanner, async ({ input, request }) =>
    content.priceIncrease(request.locale, input.region ?? null),
  );
  serve(app, getHomepage, async ({ input, request }) => content.homepage(request.locale, input.region ?? null));
  serve(
    app,
    postContact,
    async ({ input, request }) => {
      await content.contact(input, request.locale, request.session.clientId);
      return { received: true as const };
    },
    { preHandler: [limitPerAddress(deps.throttles, 'contact', CONTACT_LIMIT)] },
  );
  serve(app, postNewsletter, async ({ input, request }) =>
    content.subscribeNewsletter(input.email, request.locale, 'footer'),
  );
}

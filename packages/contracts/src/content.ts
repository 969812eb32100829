import { z } from 'zod';
import { ProductCard } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { Region } from './query.ts';

export const PAGE_SLUGS = [
  'privacy',
  'terms',
  'story',
  'eco-commitments',
  'zero-waste',
  'zero-waste-how-to',
  'how-it-works',
  'how-meal-kit-delivery-works',
  'ready-to-eat',
  'impact',
  'no-delivery',
] as const;
export const PageSlug = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlug>;

/** Inline markup inside text: **bold** and [label](/path) links only. */
export const ContentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('subheading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(z.string()) }),
  z.object({ type: z.literal('callout'), text: z.string() }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

/** SPEC.md §3 FAQ category: both languages of each question and answer. */
export const FaqCategory = z.object({
  friendlyId: z.string(),
  name: z.string(),
  listFaqsOnPages: z.array(z.string()),
  faqs: z.array(
    z.object({ question: z.string(), frenchQuestion: z.string(), answer: z.string(), frenchAnswer: z.string() }),
  ),
});
export type FaqCategory = z.infer<typeof FaqCategory>;

export const ContentPage = z.object({
  slug: PageSlug,
  title: z.string(),
  summary: z.string(),
  updatedOn: z.string(),
  blocks: z.array(ContentBlock),
});
export type ContentPage = z.infer<typeof ContentPage>;

export const getPage = endpoint({
  method: 'GET',
  path: '/api/v1/pages/show',
  summary: 'A long-form page (legal, story, zero waste...) in the request language',
  input: z.object({ slug: PageSlug }),
  output: ContentPage,
});

export const ImpactFigure = z.object({ key: z.string(), value: z.number(), asOf: z.string() });
export const getImpact = endpoint({
  method: 'GET',
  path: '/api/v1/pages/impact',
  summary: 'The impact figures, from the database',
  input: z.object({}),
  output: z.object({ figures: z.array(ImpactFigure) }),
});

export const RegionCounts = z.object({
  bc: z.number().int(),
  ab: z.number().int(),
  on: z.number().int(),
  qc: z.number().int(),
  total: z.number().int(),
});
export const getRegionCounts = endpoint({
  method: 'GET',
  path: '/api/v1/pages/region_counts',
  summary: 'How many cities we deliver to, per region',
  input: z.object({}),
  output: RegionCounts,
});

export const getReferralNavIcon = endpoint({
  method: 'GET',
  path: '/api/v1/pages/referral_nav_icon',
  summary: 'Whether the referral icon shows its "$" badge, and between which dates',
  input: z.object({}),
  output: z.object({ enabled: z.boolean(), startDate: z.string().nullable(), endDate: z.string().nullable() }),
});

export const getFaqCategories = endpoint({
  method: 'GET',
  path: '/api/v1/faqs/categories',
  summary: 'FAQ categories with their question counts',
  input: z.object({}),
  output: z.object({
    categories: z.array(
      z.object({
        friendlyId: z.string(),
        name: z.string(),
        listFaqsOnPages: z.array(z.string()),
        count: z.number().int(),
      }),
    ),
  }),
});

export const FriendlyId = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'content:errors.badCategory');

export const getFaqCategoryData = endpoint({
  method: 'GET',
  path: '/api/v1/faqs/category_data',
  summary: 'One FAQ category with its questions and answers in both languages',
  input: z.object({ friendlyId: FriendlyId }),
  output: FaqCategory,
});

export const getFaqsForPage = endpoint({
  method: 'GET',
  path: '/api/v1/faqs/for_page',
  summary: 'The FAQ block shown above the footer of a page, if any category lists it',
  input: z.object({
    page: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .regex(/^[a-z0-9-]+$/),
  }),
  output: z.object({ category: FaqCategory.nullable() }),
});

export const CONTENT_TYPES = [
  'account_banner',
  'referral_banner',
  'home_banner_1',
  'home_banner_2',
  'brand_refresh_banner',
  'gift_card_banner',
  'referral_disclaimer',
  'price_increase_banner',
  'made_in_canada_banner',
  'public_notice_bar',
  'referral_nav_icon',
] as const;
export const ContentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentType>;

/** Image ids chosen by title for each screen size; the tablet falls back to the desktop image. */
export const ResponsiveImages = z.object({
  mobile: z.number().int().nullable(),
  tablet: z.number().int().nullable(),
  desktop: z.number().int().nullable(),
});
export type ResponsiveImages = z.infer<typeof ResponsiveImages>;

export const ContentEntry = z.object({
  type: ContentType,
  region: Region.nullable(),
  fields: z.record(z.string(), z.union([z.string(), z.boolean(), z.number(), z.null()])),
  images: ResponsiveImages,
});
export type ContentEntry = z.infer<typeof ContentEntry>;

export const getContentEntry = endpoint({
  method: 'GET',
  path: '/api/v1/content/entry',
  summary: "A content entry (banner) for the visitor's region, else the generic one",
  input: z.object({ type: ContentType, region: Region.optional() }),
  output: ContentEntry,
});

export const getPriceIncreaseBanner = endpoint({
  method: 'GET',
  path: '/api/v1/content/price_increase',
  summary: 'The price-increase message while today is within its dates',
  input: z.object({ region: Region.optional() }),
  output: z.object({ message: z.string(), startDate: z.string(), endDate: z.string() }),
});

export const Homepage = z.object({
  banners: z.object({
    home1: ContentEntry.nullable(),
    home2: ContentEntry.nullable(),
    madeInCanada: ContentEntry.nullable(),
  }),
  teaser: z.array(ProductCard),
  weekStart: z.string(),
  figures: z.array(ImpactFigure),
  regionCounts: RegionCounts,
  fromPricePerServingCents: z.number().int(),
});
export type Homepage = z.infer<typeof Homepage>;

export const getHomepage = endpoint({
  method: 'GET',
  path: '/api/v1/home/homepage',
  summary: 'Everything the home page shows: banners, menu teaser, figures',
  input: z.object({ region: Region.optional() }),
  output: Homepage,
});

export const CONTACT_TOPICS = [
  'order',
  'delivery',
  'billing',
  'account',
  'feedback',
  'careers',
  'students',
  'affiliates',
  'corporate',
  'drivers',
  'other',
] as const;
export const ContactTopic = z.enum(CONTACT_TOPICS);

export const ContactRequest = z.object({
  name: z.string().trim().min(2, 'content:contact.errors.name').max(100),
  email: z.email('content:contact.errors.email').max(254),
  topic: ContactTopic,
  orderNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[A-Za-z0-9-]*$/, 'content:contact.errors.orderNumber')
    .optional(),
  message: z
    .string()
    .trim()
    .min(10, 'content:contact.errors.message')
    .max(3000, 'content:contact.errors.messageTooLong'),
});

export const postContact = endpoint({
  method: 'POST',
  path: '/api/v1/pages/contact',
  summary: 'Store a message for customer service and e-mail it to them',
  input: ContactRequest,
  output: z.object({ received: z.literal(true) }),
});

/** SPEC.md §5: a standard e-mail pattern and the ticked consent box. */
export const NewsletterRequest = z.object({
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'content:newsletter.errors.email')
    .max(254),
  consent: z.literal(true, 'content:newsletter.errors.terms'),
});

export const postNewsletter = endpoint({
  method: 'POST',
  path: '/api/v1/newsletter/subscribe',
  summary: 'Subscribe an e-mail address to the newsletter (list 8)',
  input: NewsletterRequest,
  output: z.object({ action: z.literal('show_thank_you') }),
});

import { PAGE_SLUGS, type PageSlug } from '@fp/contracts';

// Shapes of the hand-written long-form pages and FAQ. Each language has its own blocks so the
// French reads as written by a Québécois author rather than mirrored sentence by sentence.

export interface Text {
  en: string;
  fr: string;
}

/**
 * Inline markup allowed inside `text` and list items: **bold** and [label](/path) links to
 * internal paths (English paths in English blocks, French paths such as /fr/politiques in French
 * blocks) or mailto:/tel: links. Nothing else; no HTML.
 */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered?: boolean; items: string[] }
  | { type: 'callout'; text: string };

export { PAGE_SLUGS, type PageSlug };

export interface PageSeed {
  slug: PageSlug;
  title: Text;
  /** One or two sentences shown under the title and used as the meta description. */
  summary: Text;
  /** ISO date the text was last revised (legal pages show it). */
  updatedOn: string;
  blocks: { en: Block[]; fr: Block[] };
}

export interface FaqSeed {
  question: Text;
  /** Same inline markup as blocks; paragraphs separated by a blank line. */
  answer: Text;
}

export interface FaqCategorySeed {
  /** URL id, kebab-case English, e.g. 'delivery'. */
  friendlyId: string;
  name: Text;
  /** Pages (page slugs above or 'home', 'menu', 'gift') whose footer area shows this category's FAQ block. */
  listFaqsOnPages: string[];
  faqs: FaqSeed[];
}

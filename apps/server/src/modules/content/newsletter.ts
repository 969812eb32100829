import type { Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { createContentRepository } from './repository.ts';

/** SPEC.md §7: the newsletter goes to list 8 of the e-mail marketing provider. */
export const NEWSLETTER_LIST_ID = '8';

export interface NewsletterSubscription {
  email: string;
  locale: Locale;
  source: string;
}

/** The e-mail marketing provider; its reply action is 'show_thank_you' on success. */
export interface NewsletterProvider {
  subscribe(subscription: NewsletterSubscription): Promise<{ action: 'show_thank_you' }>;
}

/** Default provider: subscribers kept in our own database (idempotent per address). */
export function databaseNewsletterProvider(db: Db, clock: Clock): NewsletterProvider {
  const repo = createContentRepository(db);
  return {
    async subscribe({ email, locale, source }) {
      await repo.addSubscriber({
        email: email.trim(),
        locale,
        source,
        listId: NEWSLETTER_LIST_ID,
        consentAt: clock.now(),
      });
      return { action: 'show_thank_you' };
    },
  };
}

import type { ReactNode } from 'react';
import type { CardSummary } from '@fp/contracts';

/** What a page gives a card form, whichever gateway takes the card. */
export interface CardFormProps {
  /**
   * Receives the gateway's token once the card is accepted (with Stripe, the confirmed
   * SetupIntent's id; the card is then known to the server only); the form stays busy while it runs.
   */
  onToken(token: string, card?: CardSummary): void | Promise<void>;
  /** The button's words; "Save card" by default. */
  submitLabel?: string;
  /** What went wrong with the caller's use of the card (a decline), shown above the button. */
  error?: string | undefined;
  disabled?: boolean;
  /**
   * Shown beside the button (the amount). With it, on a phone the button row stays at the bottom
   * of the screen while the form is in view, so paying never needs a hunt below the fold; the
   * fields brought into view stop above it.
   */
  submitNote?: ReactNode;
}

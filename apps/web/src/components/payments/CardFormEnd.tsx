import type { ReactNode, RefObject } from 'react';
import { Icon } from '../ui/Icon.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { reserveBelow } from '../ui/reserve-below.ts';

/**
 * The end of a card form, whichever gateway takes the card: the error the form moves focus to,
 * then the submit button with its note. On a phone, with a note, the row stays in reach at the
 * bottom of the screen and the page keeps room for it, so the bar hides nothing.
 */
export function CardFormEnd({
  error,
  errorRef,
  submitNote,
  submitLabel,
  disabled,
  busyLabel,
}: {
  error: string | undefined;
  errorRef: RefObject<HTMLDivElement | null>;
  submitNote?: ReactNode;
  submitLabel: string;
  disabled: boolean;
  /** Shown beside the button while the card is being saved. */
  busyLabel: string | undefined;
}) {
  return (
    <>
      {error ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-danger bg-salmon-light/40 p-3 text-sm font-medium text-ink"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>{error}</span>
        </div>
      ) : null}
      <div
        ref={submitNote ? reserveBelow : undefined}
        className={`flex flex-wrap items-center gap-4 ${
          submitNote
            ? 'max-tablet:sticky max-tablet:bottom-0 max-tablet:z-10 max-tablet:-mx-5 max-tablet:justify-between max-tablet:border-t max-tablet:border-line max-tablet:bg-white/95 max-tablet:px-5 max-tablet:py-3 max-tablet:backdrop-blur [@media(max-height:30rem)]:static'
            : ''
        }`}
      >
        {submitNote ? <p className="tablet:order-last">{submitNote}</p> : null}
        <button type="submit" className={buttonClass('primary')} disabled={disabled}>
          {submitLabel}
        </button>
        {busyLabel ? <Spinner label={busyLabel} /> : null}
      </div>
    </>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Heading, Label, Radio, RadioGroup } from 'react-aria-components';
import { SKIP_COMMENT_MAX, type OrderCard, type SkipReason } from '@fp/contracts';
// Validated with the contract's schema: the account pages are their own lazily loaded chunk (decision 005).
import { skipOrderFeedback } from '@fp/contracts/schemas';
import { SKIP_REASONS, formatMoney } from '@fp/domain';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Field, inputClass, ErrorText } from '../../../components/ui/form-field.tsx';
import { ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useSkipFeedback, useSkipOrder } from '../api/queries.ts';
import { changeFailure } from './change-errors.ts';
import { DialogFrame } from './DialogFrame.tsx';

export type CardNotice = { tone: 'success' | 'error'; text: string };

/** The confirmation: names the box and every add-on and market item the skip drops, with the minimum-order copy. */
function SkipConfirmation({
  card,
  minimumCents,
  pending,
  onConfirm,
  onCancel,
}: {
  card: OrderCard;
  minimumCents: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, locale } = useTranslation('account');
  const addons = card.items.filter((i) => i.kind === 'addon');
  const market = card.items.filter((i) => i.kind === 'market');
  const list = (items: typeof addons) => (
    <ul className="list-disc pl-5">
      {items.map((i) => (
        <li key={i.productId}>{t('skip.item', { name: i.name, count: i.quantity })}</li>
      ))}
    </ul>
  );
  return (
    <>
      <Heading slot="title" className="pr-10 text-2xl">
        {t('skip.title', { date: card.dateLabel })}
      </Heading>
      <p>{t('skip.intro')}</p>
      <ul className="flex flex-col gap-2">
        <li className="font-semibold">{t('skip.box', { count: card.box.meals, servings: card.box.servings })}</li>
        {addons.length > 0 && (
          <li>
            <span className="font-semibold">{t('skip.addons')}</span>
            {list(addons)}
          </li>
        )}
        {market.length > 0 && (
          <li>
            <span className="font-semibold">{t('skip.market')}</span>
            {list(market)}
          </li>
        )}
      </ul>
      <p className="rounded-lg bg-warning-bg px-4 py-3">
        {t('skip.minimum', { minimum: formatMoney(minimumCents, locale) })}
      </p>
      <div className="flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('skip.cancel')}
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={buttonClass('primary')}>
          {pending ? t('skip.skipping') : t('skip.confirm')}
        </button>
      </div>
    </>
  );
}

/** After the skip: the six reasons of SPEC.md §3 and a comment, all optional. */
function SkipFeedback({ card, onDone }: { card: OrderCard; onDone: (notice: CardNotice) => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [reason, setReason] = useState<SkipReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const feedback = useSkipFeedback();

  // The confirmation's buttons are gone: the focus moves to the new step's title.
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = skipOrderFeedback.input.safeParse({
      orderId: card.id,
      reason: reason ?? undefined,
      ...(comment.trim() ? { comment } : {}),
    });
    if (!parsed.success) {
      setError(t('skip.reasonRequired'));
      return;
    }
    setError(undefined);
    feedback.mutate(parsed.data, {
      onSuccess: () => onDone({ tone: 'success', text: t('skip.thanks', { date: card.dateLabel }) }),
      onError: (err) => {
        if (!(err instanceof ApiRedirect)) setError(err.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p role="status" className="rounded-lg bg-sage-light px-4 py-3">
        {t('skip.skipped', { date: card.dateLabel })}
      </p>
      <Heading slot="title" ref={heading} tabIndex={-1} className="pr-10 text-2xl outline-none">
        {t('skip.feedbackTitle')}
      </Heading>
      <p className="text-ink-muted">{t('skip.feedbackIntro')}</p>
      <RadioGroup
        value={reason}
        onChange={(value) => {
          setReason(value as SkipReason);
          setError(undefined);
        }}
        isInvalid={Boolean(error) && reason === null}
        className="flex flex-col gap-2"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <Label className="font-semibold">{t('skip.reasonLabel')}</Label>
        {SKIP_REASONS.map((r) => (
          <Radio
            key={r}
            value={r}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-line px-3 py-2 data-[focus-visible]:outline-3 data-[focus-visible]:outline-salmon-dark data-[selected]:border-kale data-[selected]:bg-sage-light"
          >
            {({ isSelected }) => (
              <>
                <span
                  aria-hidden="true"
                  className={`size-4 shrink-0 rounded-full border-2 ${isSelected ? 'border-kale bg-kale' : 'border-ink-muted'}`}
                />
                {t(`skip.reasons.${r}`)}
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
      <Field id={`${id}-comment`} label={t('skip.comment')} hint={t('skip.commentHint', { max: SKIP_COMMENT_MAX })}>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={3}
          maxLength={SKIP_COMMENT_MAX}
          aria-describedby={`${id}-comment-hint`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className={inputClass}
        />
      </Field>
      <div role="alert" className="[&:not(:has(*))]:-mt-4">
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </div>
      <div className="flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
        <button
          type="button"
          onClick={() => onDone({ tone: 'success', text: t('skip.skipped', { date: card.dateLabel }) })}
          className={buttonClass('secondary')}
        >
          {t('skip.noThanks')}
        </button>
        <button type="submit" disabled={feedback.isPending} className={buttonClass('primary')}>
          {feedback.isPending ? t('skip.sending') : t('skip.send')}
        </button>
      </div>
    </form>
  );
}

/**
 * Skipping a week: a confirmation that names what is skipped, then the feedback form. A refusal
 * (stale version, passed cutoff) closes the dialog; the card shows why, with the week reloaded.
 * Rendered only while open, so each opening starts at the confirmation.
 */
export function SkipDialog({
  card,
  minimumCents,
  onClose,
}: {
  card: OrderCard;
  minimumCents: number;
  onClose: (notice?: CardNotice, reload?: boolean) => void;
}) {
  const { t, locale } = useTranslation('account');
  const [step, setStep] = useState<'confirm' | 'feedback'>('confirm');
  const skip = useSkipOrder(locale);

  const confirm = () =>
    skip.mutate(
      { orderId: card.id, version: card.version },
      {
        onSuccess: () => setStep('feedback'),
        onError: (error) => {
          const failure = changeFailure(error, t);
          if (failure) onClose({ tone: 'error', text: failure.message }, failure.reload);
          else onClose();
        },
      },
    );

  const skippedNotice = { tone: 'success' as const, text: t('skip.skipped', { date: card.dateLabel }) };
  return (
    <DialogFrame onClose={() => (step === 'feedback' ? onClose(skippedNotice) : onClose())}>
      {step === 'confirm' ? (
        <SkipConfirmation
          card={card}
          minimumCents={minimumCents}
          pending={skip.isPending}
          onConfirm={confirm}
          onCancel={() => onClose()}
        />
      ) : (
        <SkipFeedback card={card} onDone={onClose} />
      )}
    </DialogFrame>
  );
}

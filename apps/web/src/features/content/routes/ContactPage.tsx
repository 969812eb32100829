import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
// A form validated with the contract's own schema: this lazily loaded page may carry zod (decision 005).
import { CONTACT_TOPICS, ContactRequest } from '@fp/contracts/schemas';
import type { z } from 'zod';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';
import { useSendContact } from '../api/post-contact.ts';
import { useFieldErrors } from '../../../components/ui/use-field-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { withSlots } from '../../../lib/rich-text.tsx';
import { useSession } from '../../../lib/session.ts';
import { Field, describedBy, inputClass } from '../../../components/ui/form-field.tsx';
import { useFocusWhen } from '../../../components/ui/use-focus-when.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { fieldMessages } from '../../../components/ui/field-messages.ts';

type Contact = z.output<typeof ContactRequest>;
const FIELDS = ['name', 'email', 'topic', 'orderNumber', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const isTopic = (value: string | null): value is Contact['topic'] =>
  value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);

function ContactForm({ onSent }: { onSent: (sent: Contact) => void }) {
  const { t } = useTranslation('content');
  const session = useSession();
  const [params] = useSearchParams();
  const { id, fieldId, errors, setErrors, showErrors, clearError } = useFieldErrors(FIELDS);
  const headingId = `${id}-heading`;
  const topicFromLink = params.get('topic');
  const [values, setValues] = useState<Values>({
    name: session.client?.firstname ?? '',
    email: session.client?.email ?? '',
    topic: isTopic(topicFromLink) ? topicFromLink : '',
    orderNumber: '',
    message: '',
  });
  const [formError, setFormError] = useState<string | undefined>();
  const send = useSendContact();

  const update = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = ContactRequest.safeParse(
      {
        name: values.name,
        email: values.email.trim(),
        topic: values.topic,
        message: values.message,
        ...(values.orderNumber.trim() ? { orderNumber: values.orderNumber.trim() } : {}),
      },
      { reportInput: true },
    );
    if (!parsed.success) return showErrors(fieldMessages(parsed.error, t));
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => onSent(parsed.data),
      onError: (error) => {
        if (error instanceof ApiRedirect) return;
        const fields: Errors = {};
        if (error instanceof ApiError) for (const f of FIELDS) if (error.fields[f]) fields[f] = error.fields[f];
        if (Object.keys(fields).length > 0) return showErrors(fields);
        setFormError(error.message || t('errors.internal'));
      },
    });
  };

  const control = (name: FieldName, hint: boolean) => ({
    id: fieldId(name),
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), hint, errors[name]),
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl tablet:text-3xl">
          {t('contact.formTitle')}
        </h2>
        <p className="text-sm text-ink-muted">{t('contact.requiredNote')}</p>
      </div>
      <Field id={fieldId('name')} label={t('contact.fields.name')} error={errors.name}>
        <input
          {...control('name', false)}
          type="text"
          autoComplete="name"
          maxLength={100}
          aria-required="true"
          onChange={(e) => update('name', e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field
        id={fieldId('email')}
        label={t('contact.fields.email')}
        hint={t('contact.fields.emailHint')}
        error={errors.email}
      >
        <input
          {...control('email', true)}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          aria-required="true"
          onChange={(e) => update('email', e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={fieldId('topic')} label={t('contact.fields.topic')} error={errors.topic}>
        <select
          {...control('topic', false)}
          aria-required="true"
          onChange={(e) => update('topic', e.target.value)}
          className={inputClass}
        >
          <option value="">{t('contact.fields.topicPlaceholder')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId('orderNumber')}
        label={t('contact.fields.orderNumber')}
        hint={t('contact.fields.orderNumberHint')}
        error={errors.orderNumber}
      >
        <input
          {...control('orderNumber', true)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          onChange={(e) => update('orderNumber', e.target.value)}
          className={`${inputClass} tablet:max-w-xs`}
        />
      </Field>
      <Field
        id={fieldId('message')}
        label={t('contact.fields.message')}
        hint={t('contact.fields.messageHint')}
        error={errors.message}
      >
        <textarea
          {...control('message', true)}
          rows={7}
          maxLength={3000}
          aria-required="true"
          onChange={(e) => update('message', e.target.value)}
          className={`${inputClass} resize-y`}
        />
      </Field>
      {formError && (
        <p role="alert" className="rounded-lg bg-salmon-light px-4 py-3 text-danger">
          {formError}
        </p>
      )}
      <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'self-start px-7')}>
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}

function Sent({ sent, onAnother }: { sent: Contact; onAnother: () => void }) {
  const { t } = useTranslation('content');
  const heading = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <div role="status" className="flex flex-col items-start gap-4 rounded-2xl bg-sage-light p-6 tablet:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-2xl outline-none tablet:text-3xl">
        {t('contact.success.title', { name: sent.name })}
      </h2>
      <p className="text-lg">{t('contact.success.body', { email: sent.email })}</p>
      <button type="button" onClick={onAnother} className={buttonClass('secondary')}>
        {t('contact.success.another')}
      </button>
    </div>
  );
}

function OtherWays() {
  const { t } = useTranslation('content');
  const link = useLink();
  const { support } = useSession();
  const headingId = useId();
  const linkClass = 'font-semibold text-kale underline underline-offset-4';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-cream p-6 desktop:self-start">
      <h2 id={headingId} className="text-xl">
        {t('contact.other.title')}
      </h2>
      <ul className="flex flex-col gap-2 break-words">
        <li>
          {withSlots(t('contact.other.email'), {
            email: (
              <a href={`mailto:${support.email}`} className={linkClass}>
                {support.email}
              </a>
            ),
          })}
        </li>
        <li>
          {withSlots(t('contact.other.phone'), {
            phone: (
              <a href={`tel:+${support.phone.replace(/\D/g, '')}`} className={`${linkClass} whitespace-nowrap`}>
                {support.phone}
              </a>
            ),
          })}
        </li>
        <li className="text-sm text-ink-muted">{t('footer.hours')}</li>
        <li>
          {withSlots(t('contact.other.corporate'), {
            email: (
              <a href={`mailto:${support.corporateEmail}`} className={linkClass}>
                {support.corporateEmail}
              </a>
            ),
          })}
        </li>
      </ul>
      <p className="text-sm">
        {withSlots(t('contact.other.faq'), {
          link: (
            <Link to={link('faq')} className={linkClass}>
              {t('contact.other.faqLink')}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}

/** /contact (French /fr/nous-joindre): the message form, its success state, other ways to reach us. */
export default function ContactPage() {
  const { t } = useTranslation('content');
  const [sent, setSent] = useState<Contact | null>(null);
  return (
    <>
      <PageHeader title={t('titles.contact')} summary={t('contact.intro')} />
      <div className="container-page grid gap-10 py-10 desktop:grid-cols-[2fr_1fr]">
        <div className="min-w-0 max-w-2xl">
          {sent ? <Sent sent={sent} onAnother={() => setSent(null)} /> : <ContactForm onSent={setSent} />}
        </div>
        <OtherWays />
      </div>
    </>
  );
}

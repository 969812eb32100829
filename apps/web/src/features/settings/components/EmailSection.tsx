import { useId } from 'react';
import { Link } from 'react-router';
import type { SettingsAccount } from '@fp/contracts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { Field, inputClass } from '../../../components/ui/form-field.tsx';
import { Section } from './form-parts.tsx';

const linkClass = 'font-semibold text-kale underline underline-offset-4';

/** SPEC.md §1: the e-mail changes only through support, so it is shown read-only. */
export function EmailSection({ account }: { account: SettingsAccount }) {
  const { t } = useTranslation('settings');
  const link = useLink();
  const id = useId();
  return (
    <Section id={`${id}-title`} title={t('account.email.title')}>
      <Field id={`${id}-email`} label={t('account.email.label')} hint={t('account.email.readOnly')}>
        <input
          id={`${id}-email`}
          type="email"
          readOnly
          value={account.email}
          aria-describedby={`${id}-email-hint`}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {account.emailVerified ? (
          <p className="font-semibold text-kale">{t('account.email.verified')}</p>
        ) : (
          <p>
            {t('account.email.notVerified')}{' '}
            <Link to={link('email-verification')} className={linkClass}>
              {t('account.email.verifyLink')}
            </Link>
          </p>
        )}
        <Link to={link('contact', undefined, { topic: 'account' })} className={linkClass}>
          {t('account.email.contactLink')}
        </Link>
      </div>
    </Section>
  );
}

import { Link, useNavigate } from 'react-router';
import type { AuditEntry, Permission } from '@fp/contracts';
import type { RouteName } from '@fp/i18n';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useReloadSession } from '../../../lib/session.ts';
import { useAdminHome, useRecentAudit, useStaffSignOut } from '../api/queries.ts';

/** Admin sections that exist, each shown to the roles that may use it. */
const SECTIONS: { route: RouteName; label: 'categoryManager' | 'subscriptionProfiles'; needs: Permission }[] = [
  { route: 'admin-category-manager', label: 'categoryManager', needs: 'catalog:read' },
  { route: 'admin-subscription-profiles', label: 'subscriptionProfiles', needs: 'subscriptions:read' },
];

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, locale } = useTranslation('staff');
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });
  if (entries.length === 0) return <p className="text-ink-muted">{t('home.auditEmpty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t('home.auditCaption')}</caption>
        <thead className="bg-sage-light">
          <tr>
            {(['when', 'who', 'action', 'subject', 'details'] as const).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(`home.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-line align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={e.at}>{format.format(new Date(e.at))}</time>
              </td>
              <td className="px-3 py-2">{e.staffName}</td>
              <td className="px-3 py-2 font-mono">{e.action}</td>
              <td className="px-3 py-2 font-mono">{e.subject ?? ''}</td>
              <td className="px-3 py-2 font-mono break-all">{e.details ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin: who is signed in, the admin sections they may open and, for admins, recent staff actions. */
export default function AdminHomePage() {
  const { t } = useTranslation('staff');
  const link = useLink();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const home = useAdminHome();
  const canReadAudit = home.data?.permissions.includes('audit:read') === true;
  const audit = useRecentAudit(canReadAudit);
  const signOut = useStaffSignOut();

  const leave = () =>
    signOut.mutate(undefined, {
      onSettled: async () => {
        await reloadSession();
        await navigate(link('admin-sign-in'), { replace: true });
      },
    });

  if (home.isPending) {
    return (
      <div className="container-page py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (home.isError || !home.data) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl">{t('home.heading')}</h1>
        <p role="alert" className="mt-4 text-danger">
          {t('errors.loadFailed')}
        </p>
      </div>
    );
  }

  const { staff, permissions } = home.data;
  return (
    <div className="container-page flex flex-col gap-10 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl tablet:text-4xl">{t('home.heading')}</h1>
        <p className="text-ink-muted">
          {t('home.signedInAs', { name: staff.name, email: staff.email, role: t(`roles.${staff.role}`) })}
        </p>
        <div>
          <button type="button" className={buttonClass('secondary')} onClick={leave} disabled={signOut.isPending}>
            {t('home.signOut')}
          </button>
        </div>
      </header>

      <section aria-labelledby="admin-sections" className="flex flex-col gap-3">
        <h2 id="admin-sections" className="text-2xl">
          {t('home.sectionsHeading')}
        </h2>
        <ul className="flex flex-col gap-2">
          {SECTIONS.filter((s) => permissions.includes(s.needs)).map((s) => (
            <li key={s.route}>
              <Link to={link(s.route)} className="font-semibold text-kale underline underline-offset-4">
                {t(`home.sections.${s.label}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={link('home')} className="font-semibold text-kale underline underline-offset-4">
              {t('home.sections.site')}
            </Link>
          </li>
        </ul>
      </section>

      {canReadAudit ? (
        <section aria-labelledby="admin-audit" className="flex flex-col gap-3">
          <h2 id="admin-audit" className="text-2xl">
            {t('home.auditHeading')}
          </h2>
          {audit.isPending ? (
            <Spinner label={t('loading')} />
          ) : audit.isError || !audit.data ? (
            <p role="alert" className="text-danger">
              {t('errors.loadFailed')}
            </p>
          ) : (
            <AuditTable entries={audit.data.entries} />
          )}
        </section>
      ) : null}
    </div>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES, type RouteDefinition } from '@fp/i18n';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useCurrentRoute } from '../../lib/locale.ts';
import { useSession } from '../../lib/session.ts';
import { useMarkSettingsAuthenticated, useSettingsAuthenticated } from './api/check-settings-authenticated.ts';

const ReauthDialog = lazy(() => import('./ReauthDialog.tsx'));

/**
 * Settings tabs marked `requiresPasswordAuth` open only after a recent password confirmation
 * while the settings_password flag is on (SPEC.md §4); until then the page is not rendered (its
 * calls would be refused anyway) and the password dialog shows instead.
 */
export function ReauthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const definition: RouteDefinition = ROUTES[route.name];
  const needed =
    definition.requiresPasswordAuth === true && session.loggedIn && session.flags.settings_password === true;
  const check = useSettingsAuthenticated(route.name, needed);
  const markAuthenticated = useMarkSettingsAuthenticated(route.name);

  if (!needed) return children;
  if (check.isPending) {
    return (
      <div className="container-page py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (check.data?.settingsAuthenticated === true) return children;
  const here = location.pathname + location.search;
  return (
    <Suspense fallback={null}>
      <ReauthDialog
        returnPath={here}
        onAuthenticated={(url) => {
          markAuthenticated();
          if (url !== here) void navigate(url, { replace: true });
        }}
      />
    </Suspense>
  );
}

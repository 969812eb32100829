import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkSettingsAuthenticated } from '@fp/contracts';
import { ROUTES, type RouteDefinition } from '@fp/i18n';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { call } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useCurrentRoute } from '../../lib/locale.ts';
import { useSession } from '../../lib/session.ts';

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
  const queryClient = useQueryClient();
  const session = useSession();
  const definition: RouteDefinition = ROUTES[route.name];
  const needed =
    definition.requiresPasswordAuth === true && session.loggedIn && session.flags.settings_password === true;
  const queryKey = ['settings', 'authenticated', route.name];
  const check = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(checkSettingsAuthenticated, {}, { signal }),
    enabled: needed,
    // Asked afresh on every visit: the confirmation lasts only 15 minutes.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

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
          queryClient.setQueryData(queryKey, { settingsAuthenticated: true });
          if (url !== here) void navigate(url, { replace: true });
        }}
      />
    </Suspense>
  );
}

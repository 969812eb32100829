import { useNavigate } from 'react-router';
import { signOutClient } from '@fp/contracts';
import { call } from '../../lib/api.ts';
import { useLink } from '../../lib/locale.ts';
import { useReloadSession } from '../../lib/session.ts';

/** SPEC.md §4: sign out, reload the session, go to the home page. */
export function useLogout() {
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const link = useLink();
  return () => {
    void (async () => {
      try {
        await call(signOutClient, {});
      } finally {
        await reloadSession();
        await navigate(link('home'));
      }
    })();
  };
}

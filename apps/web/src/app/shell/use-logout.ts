import { startSignOut } from '../../lib/api.ts';
import { useLink } from '../../lib/locale.ts';
import { sendSignOut } from './api/sign-out-client.ts';

/**
 * SPEC.md §4: sign out and go to the home page. The home page is loaded afresh: nothing of the
 * household's data stays in the tab's memory, and no private page can see the signed-out session
 * (it would send the visitor to the sign-in page instead).
 */
export function useLogout() {
  const link = useLink();
  return () => {
    void (async () => {
      startSignOut();
      try {
        await sendSignOut();
      } finally {
        window.location.assign(link('home'));
      }
    })();
  };
}

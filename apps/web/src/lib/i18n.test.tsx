import { Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider, useTranslation } from './i18n.tsx';

// React replays a component that suspended in a transition once its data arrives; that path only
// runs outside act(), as in the browser.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Title() {
  const [count] = useState(1);
  const { t } = useTranslation('staff');
  return <h1 data-count={count}>{t('signIn.heading')}</h1>;
}

function app(children: React.ReactNode) {
  return (
    <LocaleProvider locale="fr">
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </LocaleProvider>
  );
}

describe('useTranslation', () => {
  it('waits for a namespace in a transition, on the page already shown, then renders its words', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(app(<p>before</p>));
    await vi.waitFor(() => expect(container.textContent).toBe('before'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    startTransition(() => root.render(app(<Title />)));
    await vi.waitFor(() => expect(container.textContent).toBe('Connexion du personnel'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    root.unmount();
  });
});

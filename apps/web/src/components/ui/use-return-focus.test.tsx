import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReturnFocus } from './use-return-focus.ts';

afterEach(cleanup);

function Panel({ onClose, onElsewhere }: { onClose: () => void; onElsewhere: () => void }) {
  useReturnFocus();
  return (
    <div role="dialog" aria-label="Sourdough loaf">
      <button type="button" onClick={onClose}>
        Close
      </button>
      <button type="button" onClick={onElsewhere}>
        Go to the cart
      </button>
    </div>
  );
}

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sourdough loaf
      </button>
      <a href="#cart">Your cart</a>
      {open && (
        <Panel
          onClose={() => setOpen(false)}
          onElsewhere={() => {
            setOpen(false);
            screen.getByRole('link', { name: 'Your cart' }).focus();
          }}
        />
      )}
    </>
  );
}

describe('useReturnFocus', () => {
  it('gives the focus back to the card that opened the dialog when it would fall to the page', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const opener = screen.getByRole('button', { name: 'Sourdough loaf' });
    opener.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('leaves the focus where the dialog sent it on purpose', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    screen.getByRole('button', { name: 'Sourdough loaf' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Go to the cart' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Your cart' }));
  });
});

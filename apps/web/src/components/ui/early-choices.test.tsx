import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { noteEarlyChoices, replayEarlyChoices } from './early-choices.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A form as the pages write theirs: every field controlled, its state shown beside it; the text
 * fields in one object, updated from the render's copy (as the contact form does).
 */
function Form() {
  const [quantity, setQuantity] = useState('1');
  const [text, setText] = useState({ postal: '', note: '' });
  const { postal, note } = text;
  const [gift, setGift] = useState(false);
  const [reminder, setReminder] = useState(true);
  const [size, setSize] = useState('2');
  return (
    <form>
      <select aria-label="Quantity" value={quantity} onChange={(e) => setQuantity(e.target.value)}>
        {['1', '2', '3'].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <input aria-label="Postal code" value={postal} onChange={(e) => setText({ ...text, postal: e.target.value })} />
      <textarea aria-label="Note" value={note} onChange={(e) => setText({ ...text, note: e.target.value })} />
      <input type="checkbox" aria-label="Gift" checked={gift} onChange={(e) => setGift(e.target.checked)} />
      <input type="checkbox" aria-label="Reminder" checked={reminder} onChange={(e) => setReminder(e.target.checked)} />
      {['2', '4'].map((n) => (
        <input
          key={n}
          type="radio"
          name="size"
          value={n}
          aria-label={n}
          checked={size === n}
          onChange={() => setSize(n)}
        />
      ))}
      <output>{JSON.stringify({ quantity, postal, note, gift, reminder, size })}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The server's HTML in the page, as a reader sees it before the scripts arrive. */
function serverPage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const field = <T extends HTMLElement>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
  return { field, state: () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown> };
}

function hydrate() {
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
}

describe('choices made before the app takes the page over', () => {
  it('reach the page once it is hydrated, each with the value the reader left', async () => {
    const { field, state } = serverPage();
    field<HTMLSelectElement>('Quantity').value = '3';
    field<HTMLInputElement>('Postal code').value = 'H2X 1Y4';
    field<HTMLTextAreaElement>('Note').value = 'Au 2e, porte de côté';
    field<HTMLInputElement>('Gift').checked = true;
    field<HTMLInputElement>('Reminder').checked = false;
    field<HTMLInputElement>('4').checked = true;
    // Still the server's fields: an event now would be lost, so they wait for a later pass.
    expect(replayEarlyChoices(container)).toBe(0);
    hydrate();

    // As in the browser, outside \`act\`: React renders each change when the event that made it ends.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const replayed = replayEarlyChoices(container);
    await new Promise((resolve) => setTimeout(resolve, 0));
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

    expect(replayed).toBe(6);
    expect(state()).toEqual({
      quantity: '3',
      postal: 'H2X 1Y4',
      note: 'Au 2e, porte de côté',
      gift: true,
      reminder: false,
      size: '4',
    });
    expect(field<HTMLSelectElement>('Quantity').value).toBe('3');
    expect(field<HTMLInputElement>('Postal code').value).toBe('H2X 1Y4');
    expect(field<HTMLInputElement>('2').checked).toBe(false);
    // Each field is looked at once.
    expect(replayEarlyChoices(container)).toBe(0);
  });

  it('are noted before any is announced, for a field the app has put back to its value by then', async () => {
    const { field, state } = serverPage();
    field<HTMLInputElement>('Postal code').value = 'T2P 1J9';
    field<HTMLSelectElement>('Quantity').value = '2';
    noteEarlyChoices(container);
    hydrate();
    // What another field's announcement does to a field whose part was not the app's yet.
    field<HTMLInputElement>('Postal code').value = '';
    field<HTMLSelectElement>('Quantity').value = '1';
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    expect(replayEarlyChoices(container)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    expect(state()).toMatchObject({ postal: 'T2P 1J9', quantity: '2' });
    expect(field<HTMLInputElement>('Postal code').value).toBe('T2P 1J9');
  });

  it('leave untouched fields and a page nobody changed as they are', () => {
    const { state } = serverPage();
    hydrate();
    let replayed = -1;
    act(() => {
      replayed = replayEarlyChoices(container);
    });
    expect(replayed).toBe(0);
    expect(state()).toEqual({ quantity: '1', postal: '', note: '', gift: false, reminder: true, size: '2' });
  });

  it('count a select with no option marked as starting on its first enabled option', () => {
    const picked: string[] = [];
    const Picker = () => (
      <select aria-label="Size" onChange={(e) => picked.push(e.target.value)}>
        <option disabled>Pick</option>
        <option>a</option>
        <option>b</option>
      </select>
    );
    for (const choice of [undefined, 'b']) {
      container?.remove();
      container = document.createElement('div');
      container.innerHTML = renderToString(<Picker />);
      document.body.append(container);
      if (choice) container.querySelector('select')!.value = choice;
      act(() => {
        root = hydrateRoot(container, <Picker />);
      });
      let replayed = -1;
      act(() => {
        replayed = replayEarlyChoices(container);
      });
      expect(replayed).toBe(choice ? 1 : 0);
      act(() => root?.unmount());
      root = undefined;
    }
    expect(picked).toEqual(['b']);
  });
});

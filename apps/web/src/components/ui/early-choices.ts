import { flushSync } from 'react-dom';

/**
 * A server-rendered page shows its forms before the app takes them over (decisions 019, 035).
 * A choice made in that moment stays in the field but not in the app: React hydrates with the
 * server's value and, in this version, does not tell the page the field changed, so a quantity of
 * 3 picked early was submitted as 1. Once a field is the app's, if its value differs from the one
 * the server wrote, the change is announced again, as the browser would have announced it to a
 * page already listening: the page's own `onChange` takes the reader's value. Each field is looked
 * at once, the first time it is found hydrated; `announced` remembers it.
 *
 * Every choice is read before any is announced: each announcement renders the page again, and a
 * render puts every controlled field back to the app's value, the reader's choices not yet
 * announced included. So each is set again from what was read just before its own announcement.
 */
export function replayEarlyChoices(root: ParentNode): number {
  const choices: (() => void)[] = [];
  for (const field of root.querySelectorAll<HTMLElement>(FIELDS)) {
    if (announced.has(field) || !isTheApps(field)) continue;
    announced.add(field);
    const choice = earlyChoice(field) ?? noted.get(field);
    if (choice) choices.push(choice);
  }
  // One render per choice, so that each handler runs against the render that took the last one.
  for (const announce of choices) flushSync(announce);
  return choices.length;
}

/**
 * Notes the choices in every field of the page, hydrated or not, before any is announced. A field
 * that becomes the app's after another one's announcement has by then been put back to the app's
 * value by that render; its noted choice is announced instead.
 */
export function noteEarlyChoices(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLElement>(FIELDS)) {
    const choice = earlyChoice(field);
    if (choice) noted.set(field, choice);
  }
}

/**
 * The page's parts hydrate one after the other (the shell first, each suspense boundary later, a
 * lazy part once its code is there): the choices are handed over as each part becomes the app's,
 * until every field of the page is, or for 10 s at most.
 */
export function handOverEarlyChoices(root: ParentNode): Promise<void> {
  const started = performance.now();
  noteEarlyChoices(root);
  return new Promise((resolve) => {
    const pass = () => {
      replayEarlyChoices(root);
      const waiting = [...root.querySelectorAll(FIELDS)].some((field) => !announced.has(field));
      if (waiting && performance.now() - started < 10_000) setTimeout(pass, 16);
      else resolve();
    };
    pass();
  });
}

/**
 * Ref for a part that hydrates late, a lazy component: its choices are handed over in the commit
 * that made it the app's, not up to a pass later.
 */
export function keepEarlyChoices(part: HTMLElement | null) {
  // After that commit, before any later event.
  if (part) queueMicrotask(() => replayEarlyChoices(part));
}

const FIELDS = 'input, select, textarea';
const announced = new WeakSet<Element>();
const noted = new WeakMap<Element, () => void>();

/**
 * React marks each element it renders with its props; a field without them is still the
 * server's, and an event sent to it now would be lost (its part's code may not even be loaded).
 */
const isTheApps = (field: Element) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

const CHECKABLE = new Set(['checkbox', 'radio']);
const TYPED = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'number',
  'password',
  'date',
  'time',
  'month',
  'week',
  'datetime-local',
  'range',
  'color',
]);

/** How to announce a field's early choice, or nothing when it holds what the server wrote. */
function earlyChoice(field: HTMLElement): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((o) => o.selected);
    const server = serverSelected(field);
    if (chosen.every((selected, i) => selected === server[i])) return undefined;
    return () => {
      [...field.options].forEach((o, i) => (o.selected = chosen[i]!));
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && CHECKABLE.has(field.type)) {
    const checked = field.checked;
    // A radio group's newly chosen button speaks for the group: the one it replaced is skipped.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return undefined;
    return () => {
      // Through the field, so the app's last seen state is the other one; the click sets it back.
      field.checked = !checked;
      field.click();
    };
  }
  const typed = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TYPED.has(field.type));
  if (!typed) return undefined;
  const text = field as HTMLInputElement | HTMLTextAreaElement;
  const value = text.value;
  if (value === text.defaultValue) return undefined;
  return () => {
    // The app compares a field's value with the last one it saw through the field: the server's
    // value goes through the field, the reader's past it, and the input event reports a change.
    const proto = text instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setPastTheApp = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    text.value = text.defaultValue;
    if (setPastTheApp) Reflect.apply(setPastTheApp, text, [value]);
    text.dispatchEvent(new Event('input', { bubbles: true }));
    text.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/**
 * The options the server's HTML selects: those marked `selected` (the last one alone when single),
 * else the first enabled one.
 */
function serverSelected(select: HTMLSelectElement): boolean[] {
  const options = [...select.options];
  if (select.multiple) return options.map((o) => o.defaultSelected);
  let initial = -1;
  options.forEach((o, i) => {
    if (o.defaultSelected) initial = i;
  });
  if (initial === -1) initial = options.findIndex((o) => !o.disabled);
  return options.map((_, i) => i === initial);
}

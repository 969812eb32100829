import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{{name}}` placeholders of a catalogue message with elements (links in a sentence), so
 * translators keep the whole sentence and its word order.
 */
export function withSlots(template: string, slots: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\{\s*\w+\s*\}\})/).map((part, i) => {
    const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in slots ? slots[name] : part}</Fragment>;
  });
}

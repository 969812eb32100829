import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The inline markup of stored content: **bold** and [label](target) links. Internal paths become
 * router links; mailto:, tel: and https: links open normally; nothing else is interpreted, so
 * stored text can never inject HTML.
 */
export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push(<Fragment key={key++}>{text.slice(last, m.index)}</Fragment>);
    if (m[1] !== undefined) {
      parts.push(<strong key={key++}>{m[1]}</strong>);
    } else {
      const label = m[2]!;
      const target = m[3]!;
      if (target.startsWith('/') && !target.startsWith('//')) {
        parts.push(
          <Link key={key++} to={target} className="font-semibold text-kale underline underline-offset-4">
            {label}
          </Link>,
        );
      } else if (/^(mailto:|tel:|https:)/.test(target)) {
        parts.push(
          <a key={key++} href={target} className="font-semibold text-kale underline underline-offset-4">
            {label}
          </a>,
        );
      } else {
        parts.push(<Fragment key={key++}>{label}</Fragment>);
      }
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(<Fragment key={key}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}

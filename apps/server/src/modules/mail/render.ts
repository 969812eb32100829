import type { Translator } from '../../http/i18n.ts';

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Lines after the button (a fallback link, a signature...). */
  after?: string[];
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Plain text and a simple, accessible HTML version of the same message, every value escaped,
 * with the footer in the message's language.
 */
export function renderEmail(t: Translator, content: EmailContent): { subject: string; text: string; html: string } {
  const footer = [t('email:footer.company'), t('email:footer.reason')];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '—',
    ...footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${t.locale === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>
<body style="margin:0;background:#f7f3ea;font-family:Arial,Helvetica,sans-serif;color:#1f2a24">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px;background:#2f4f3a;color:#ffffff;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">Field &amp; Plate</td></tr>
<tr><td style="padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escape(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escape(p)}</p>`).join('\n')}
${
  content.button
    ? `<p style="margin:24px 0"><a href="${escape(content.button.url)}" style="background:#2f4f3a;color:#ffffff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">${escape(content.button.label)}</a></p>`
    : ''
}
${(content.after ?? []).map((p) => `<p style="font-size:14px;line-height:1.5;color:#4a5a50;margin:0 0 12px">${escape(p)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#4a5a50">${footer.map(escape).join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}

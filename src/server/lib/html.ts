import type { Locale } from '../../domain/locales';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Contest titles, usernames and entry titles are typed by people: escape them before they go into HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * A page the server renders itself (a public gallery, an award's verification, the reminders'
 * unsubscribe page): the document shell and the house style, with the page's own head tags, style
 * and body. The title is escaped here; head, style and body are HTML already.
 */
export function htmlPage(p: {
  locale: Locale;
  title: string;
  head?: string;
  /** The main column's widest width (CSS), e.g. '40rem'. */
  width: string;
  style: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="${p.locale === 'pt' ? 'pt-BR' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${p.head ?? ''}<title>${escapeHtml(p.title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2024;max-width:${p.width};margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{color:#5f3dc4}a{color:#5f3dc4}
${p.style}
</style>
</head>
<body>
<main>
${p.body}
</main>
</body>
</html>
`;
}

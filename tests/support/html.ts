/** Small readers for server-rendered HTML (plain HTTP, no browser): what a crawler or link preview gets. */

/** Text as HTML shows it: React escapes these in text and attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

export function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The server-rendered markup inside #root (empty for client-rendered pages). */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  return html.slice(start, html.lastIndexOf('</div><script type="application/json"'));
}

/** `content` of a <meta> by name or property, decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = headOf(html).match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1] === undefined ? undefined : decode(tag[1]);
}

export function linkHref(html: string, rel: string): string | undefined {
  const tag = headOf(html).match(new RegExp(`<link rel="${rel}"[^>]*href="([^"]*)"`));
  return tag?.[1] === undefined ? undefined : decode(tag[1]);
}

export function titleOf(html: string): string | undefined {
  const match = headOf(html).match(/<title>([^<]*)<\/title>/);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

export function jsonLdBlocks(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] as string),
  );
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

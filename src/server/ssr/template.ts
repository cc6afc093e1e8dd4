import { BOOTSTRAP_ELEMENT_ID, type BootstrapData, serializeBootstrap } from '../../client/ssr/bootstrap';

const ROOT = '<div id="root"></div>';

/**
 * React 19 emits the hoisted <title>, <meta> and <link> of a non-document render at the very start of its
 * output; they belong in <head>. Returns them apart from the body markup.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
  let rest = html;
  let head = '';
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The favicon from the settings in place of the built-in one (spec: "favicon from settings"). */
function withFavicon(template: string, favicon: string | undefined) {
  if (!favicon) return template;
  const type = favicon.endsWith('.svg') ? ' type="image/svg+xml"' : '';
  return template.replace(
    /<link rel="icon"[^>]*>/,
    `<link rel="icon"${type} href="${escapeAttribute(favicon)}" />`,
  );
}

/** The built index.html with the rendered page, its head tags and the data the browser hydrates from. */
export function fillTemplate(
  template: string,
  rendered: string,
  bootstrap: BootstrapData,
  favicon: string | undefined,
): string {
  const { head, body } = splitHoistedHead(rendered);
  const data = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeBootstrap(bootstrap)}</script>`;
  return withFavicon(template, favicon)
    .replace('</head>', `${head}</head>`)
    .replace(ROOT, `<div id="root">${body}</div>${data}`);
}

/** /login and /admin: the bare client shell, kept out of search results. */
export function privateShell(template: string): string {
  return template.replace('</head>', '<meta name="robots" content="noindex" /></head>');
}

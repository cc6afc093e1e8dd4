import { BOOTSTRAP_ELEMENT_ID, type BootstrapData, serializeBootstrap } from '../../client/ssr/bootstrap';
import { SERVER_STYLES_ATTRIBUTE } from '../../client/theme/emotionHydration';

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

/**
 * Emotion (Chakra's styling) renders a <style> before each element it styles when rendering on the server.
 * Gathered here into <head>, in one stylesheet for the global styles and one for the class rules, under an
 * attribute Emotion does not look for: its client cache would otherwise move every server-rendered <style>
 * (each move makes the browser recompute the style of the whole page). The browser's cache is told which
 * rules are already there instead (`SERVER_STYLES_ATTRIBUTE`, see client/theme/emotionHydration.ts).
 */
export function hoistEmotionStyles(body: string): { styles: string; body: string } {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const rest = body.replace(
    /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g,
    (_tag, attribute: string, css: string) => {
      const [key, ...names] = attribute.split(' ');
      if (key === 'css') {
        ids.push(...names);
        rules.push(css);
      } else {
        globals.push(css);
      }
      return '';
    },
  );
  const global = globals.length ? `<style>${globals.join('')}</style>` : '';
  const classes = ids.length
    ? `<style ${SERVER_STYLES_ATTRIBUTE}="${ids.join(' ')}">${rules.join('')}</style>`
    : '';
  return { styles: global + classes, body: rest };
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
  const { head, body: markup } = splitHoistedHead(rendered);
  const { styles, body } = hoistEmotionStyles(markup);
  const data = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeBootstrap(bootstrap)}</script>`;
  return withFavicon(template, favicon)
    .replace('</head>', `${head}${styles}</head>`)
    .replace(ROOT, `<div id="root">${body}</div>${data}`);
}

/** /login and /admin: the bare client shell, kept out of search results. */
export function privateShell(template: string): string {
  return template.replace('</head>', '<meta name="robots" content="noindex" /></head>');
}

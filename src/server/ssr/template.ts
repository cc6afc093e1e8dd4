import { SERVER_STYLES_ATTRIBUTE } from '../../client/theme/serverStylesAttribute';
import type { Language } from '../../common/i18n/languages';

const ROOT = '<div id="root"></div>';
const HTML_LANG = '<html lang="';

/**
 * React 19 emits the hoisted <title>, <meta>, <link> and stylesheets (a <style> with `precedence`) of a
 * non-document render at the very start of its output; they belong in <head>. Returns them apart from the body
 * markup.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const hoisted =
    /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<style data-precedence="[^"]*"[^>]*>[^<]*<\/style>)/;
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
 * rules are already there instead (`SERVER_STYLES_ATTRIBUTE`, see client/theme/pageStyles.ts).
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

/** The favicon from the settings (Branding tab) in place of the built-in one. */
function withFavicon(head: string, favicon: string | undefined) {
  if (!favicon) return head;
  const type = favicon.endsWith('.svg') ? ' type="image/svg+xml"' : '';
  // A replacer function: a replacement string would read `$&`, `$'` or `` $` `` in the address as patterns.
  return head.replace(
    /<link rel="icon"[^>]*>/,
    () => `<link rel="icon"${type} href="${escapeAttribute(favicon)}" />`,
  );
}

/** The text before and after the first `marker`; a template without it is not one we can fill. */
function cutAt(template: string, marker: string): [string, string] {
  const at = template.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}`);
  return [template.slice(0, at), template.slice(at + marker.length)];
}

/**
 * The built index.html with the rendered page and its head tags (each island carries its own props). The
 * template is cut at its markers before anything is put in, and the parts joined: no stored text (a setting, a
 * section, the URL) is ever searched for a marker or read as a replacement pattern (`$&`, `$'`, `` $` ``, `$$`).
 */
export function fillTemplate(
  template: string,
  rendered: string,
  page: { favicon: string | undefined; language: Language },
): string {
  const { head, body: markup } = splitHoistedHead(rendered);
  const { styles, body } = hoistEmotionStyles(markup);
  const [beforeHeadEnd, afterHeadEnd] = cutAt(template, '</head>');
  const [beforeRoot, afterRoot] = cutAt(afterHeadEnd, ROOT);
  const documentHead = withFavicon(withLanguage(beforeHeadEnd, page.language), page.favicon);
  return `${documentHead}${head}${styles}</head>${beforeRoot}<div id="root">${body}</div>${afterRoot}`;
}

/** The page's language on its `<html>` (the built shell says the site's own). */
function withLanguage(head: string, language: Language): string {
  const [before, after] = cutAt(head, HTML_LANG);
  return `${before}${HTML_LANG}${language}${after.slice(after.indexOf('"'))}`;
}

/** A public page that could not be rendered: the shell with a short apology in place of the page. */
export function unavailablePage(template: string): string {
  const [beforeRoot, afterRoot] = cutAt(template, ROOT);
  return `${beforeRoot}<div id="root"><main style="padding:6rem 1.5rem;text-align:center"><h1>This page could not be shown right now</h1><p>Please try again in a moment.</p></main></div>${afterRoot}`;
}

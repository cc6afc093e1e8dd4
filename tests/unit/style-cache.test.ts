import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, jsx, keyframes } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from '../../src/client/theme/styleCache';
import { getSystem } from '../../src/client/theme/system';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });
const STYLES = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  transition: 'opacity 0.2s',
  animation: `${spin} 1s linear infinite`,
  userSelect: 'none',
  backdropFilter: 'blur(8px)',
  backgroundClip: 'text',
} as const;

/** A styled element and a global rule rendered on the server with `cache`: its class and the CSS emitted. */
function render(cache: EmotionCache) {
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      jsx(Global, { styles: { body: { margin: 0 } } }),
      jsx('div', { css: STYLES }),
    ),
  );
  const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  return { className: /class="([^"]+)"/.exec(html)?.[1], css };
}

describe('the Emotion cache of a render (theme/styleCache.ts)', () => {
  const emotionDefault = render(createCache({ key: 'css' }));
  const modern = render(createStyleCache());

  it('writes no prefix that the browsers the build targets do not need', () => {
    // Emotion's default writes them (so this test would see them if the cache stopped replacing its prefixer).
    for (const obsolete of ['display:-webkit-box', '-ms-flexbox', '-webkit-transition', '@-webkit-keyframes'])
      expect(emotionDefault.css).toContain(obsolete);
    expect(modern.css).not.toMatch(
      /-ms-|-moz-|display:-webkit|-webkit-(?:box|flex|align|justify|transition|animation|transform)|@-webkit-keyframes/,
    );
    expect(modern.css).toContain('display:flex;flex-direction:column;align-items:center;');
    expect(modern.css).toMatch(/@keyframes animation-\w+\{from\{transform:rotate\(0deg\);\}/);
  });

  it('keeps the -webkit- prefixes Safari still needs, before the standard property', () => {
    expect(modern.css).toContain('-webkit-user-select:none;user-select:none;');
    expect(modern.css).toContain('-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);');
    expect(modern.css).toContain('-webkit-background-clip:text;background-clip:text;');
  });

  it('names every rule as Emotion does, so the browser cache finds the server-rendered rules', () => {
    expect(modern.className).toMatch(/^css-\w+$/);
    expect(modern.className).toBe(emotionDefault.className);
    expect(modern.css).toContain('body{margin:0;}');
  });
});

describe('Chakra global styles (theme/system.ts)', () => {
  const global = getSystem().getGlobalCss() as Record<string, Record<string, Record<string, unknown>>>;
  const base = global['@layer base'] ?? {};

  it('set the custom properties once on the root element, not on every element', () => {
    const everyElement = Object.keys(base['&*'] ?? {});
    expect(everyElement).toContain('fontFeatureSettings');
    expect(everyElement.filter((name) => name.startsWith('--'))).toEqual([]);
    expect(base['&html']).toMatchObject({
      '--ring-offset-width': '0px',
      '--global-color-border': 'var(--chakra-colors-border)',
      '--global-font-body': 'var(--chakra-fonts-body)',
    });
  });
});

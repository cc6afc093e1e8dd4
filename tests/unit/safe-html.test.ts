import { ChakraProvider } from '@chakra-ui/react';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../src/client/components/sections/SafeHtml';
import { HtmlSanitizerProvider } from '../../src/client/ssr/htmlSanitizer';
import { getSystem } from '../../src/client/theme/system';
import { sanitizeSectionHtml } from '../../src/server/services/sanitize';

const STORED = '<p>Kept</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

const inChakra = (children: ReactNode) => createElement(ChakraProvider, { value: getSystem(), children });

describe('section HTML (components/sections/SafeHtml.tsx), rendered on the server only', () => {
  it('is sanitized by the server rules the HTML is saved with', () => {
    const html = renderToString(
      inChakra(
        // Called as a function (it has no hooks): it only wraps its children in the sanitizer's context.
        HtmlSanitizerProvider({
          value: sanitizeSectionHtml,
          children: createElement(SafeHtml, { html: STORED }),
        }),
      ),
    );
    expect(html).toContain('<p>Kept</p>');
    expect(html).not.toMatch(/onerror|<script|alert/);
  });

  it('refuses to render without the server sanitizer rather than falling back to another', () => {
    expect(() => renderToString(inChakra(createElement(SafeHtml, { html: STORED })))).toThrow(
      /only in a server render/,
    );
  });
});

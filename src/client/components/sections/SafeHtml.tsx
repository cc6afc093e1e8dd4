import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useHtmlSanitizer } from '../../ssr/htmlSanitizer';

const PROSE = {
  '& p': { mb: '3' },
  '& ul, & ol': { pl: '5', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { textDecoration: 'underline', color: 'brand.solid' },
  '& h2, & h3, & h4': { fontWeight: 'semibold', mt: '4', mb: '2' },
} as const;

/**
 * Section HTML was sanitized when saved; the server render sanitizes it again with the same rules, so a row
 * written some other way can still not run script in a visitor's browser. Sections never render in the browser.
 */
export function SafeHtml({ html, css, ...props }: { html: string } & BoxProps) {
  const sanitize = useHtmlSanitizer();
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return (
    <Box
      {...props}
      // A caller's rules (e.g. the checklist's check marks) come after the prose defaults and win.
      css={[PROSE, css]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

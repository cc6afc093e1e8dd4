import StarterKit from '@tiptap/starter-kit';
import { sectionLinkHref } from '../../../common/section-links';

/**
 * What the section editor can make, kept to what the server's sanitizer keeps (src/server/services/sanitize.ts;
 * tests/unit/rich-text-sanitize.test.ts holds the two together): paragraphs, bold, italic, underline, strike,
 * headings, lists, quotes, rules, line breaks and links. No code blocks (the sanitizer drops <code>).
 * Links carry only their address: no target or rel, so a page of the site opens in place, and no class.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    // H4 is read so older sections keep theirs; the toolbar offers H2 and H3.
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => sectionLinkHref(url) !== null,
    },
  }),
];

/**
 * The address of a link the section editor accepts, or null: a page of this site (/contact), a place on the page
 * (#faq), a web address, an e-mail or a phone number. A bare domain (example.com) becomes https://example.com.
 * The server's sanitizer (src/server/services/sanitize.ts) keeps the same schemes, so a javascript: or data: link
 * refused here is also stripped there if it arrives some other way.
 */
export function sectionLinkHref(input: string): string | null {
  // A phone number is often typed with spaces; an address never has any.
  const href = /^\s*tel:/i.test(input) ? input.replace(/\s/g, '') : input.trim();
  if (href === '' || /[\s<>"]/.test(href)) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#')) return href;
  if (/^(https?:\/\/[^/]|mailto:.|tel:\+?[\d().-]+$)/i.test(href)) return href;
  // No scheme at all and a dot in the name: a web address typed without https://.
  if (!href.includes(':') && /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(href)) return `https://${href}`;
  return null;
}

import { useEffect } from 'react';
import { HEX_COLOR_PATTERN, settingDefault } from '../../common/settings';
import { useSettings } from '../hooks/useSettings';

const BRAND_COLORS = [
  ['--brand-primary', 'site_primary_color'],
  ['--brand-secondary', 'site_secondary_color'],
  ['--brand-accent', 'site_accent_color'],
] as const;

/**
 * Puts the branding settings to work: brand colors as CSS variables, and the favicon. The colors are a
 * stylesheet in the rendered markup, so a server-rendered page has them before its first paint and hydrating
 * it changes nothing (setting them on the document root afterwards made the browser restyle the whole page).
 */
export function BrandStyles() {
  const { setting, data } = useSettings();
  const favicon = setting('site_favicon');
  const variables = BRAND_COLORS.map(([variable, key]) => {
    const value = setting(key);
    // Saved colors are validated on write; anything else never reaches the stylesheet.
    return `${variable}:${HEX_COLOR_PATTERN.test(value) ? value : settingDefault(key)}`;
  });

  useEffect(() => {
    if (!data) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.getAttribute('href') !== favicon) {
      link.href = favicon;
      link.type = favicon.endsWith('.svg') ? 'image/svg+xml' : '';
    }
  }, [favicon, data]);

  // `href` and `precedence`: React puts the stylesheet in <head> (the server render first in its output, moved
  // there by ssr/template.ts): a <style> in <body> may only style what follows it, not :root.
  return (
    <style href="brand-colors" precedence="brand">
      {`:root{${variables.join(';')}}`}
    </style>
  );
}

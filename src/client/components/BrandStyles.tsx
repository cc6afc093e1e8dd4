import { useEffect } from 'react';
import { useSettings } from '../hooks/useSettings';

/** Puts the branding settings to work: brand colors as CSS variables on the root, and the favicon. */
export function BrandStyles() {
  const { setting, data } = useSettings();
  const primary = setting('site_primary_color');
  const secondary = setting('site_secondary_color');
  const accent = setting('site_accent_color');
  const favicon = setting('site_favicon');

  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--brand-primary', primary);
    style.setProperty('--brand-secondary', secondary);
    style.setProperty('--brand-accent', accent);
  }, [primary, secondary, accent]);

  useEffect(() => {
    if (!data) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.getAttribute('href') !== favicon) {
      link.href = favicon;
      link.type = favicon.endsWith('.svg') ? 'image/svg+xml' : '';
    }
  }, [favicon, data]);

  return null;
}

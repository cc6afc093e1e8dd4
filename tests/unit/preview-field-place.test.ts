import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { panelAddressOfField } from '../../src/client/admin/preview/fieldPlace';
import { SETTINGS } from '../../src/common/settings';

/** The source of the tab an address opens, where a setting's key is written when the tab places it. */
const TAB_SOURCES: Readonly<Record<string, string[]>> = {
  // The business profile's keys are listed beside the map of places, and placed by the tab from there.
  'page-content': ['src/client/admin/tabs/PageContentTab.tsx', 'src/client/admin/preview/fieldPlace.ts'],
  branding: ['src/client/admin/tabs/BrandingTab.tsx'],
  services: ['src/client/admin/tabs/ServicesTab.tsx'],
  'contact-forms': ['src/client/admin/tabs/ContactFormsTab.tsx'],
};

describe('a click in the live preview opens the tab that holds its field', () => {
  it('sends every setting to a tab that places it, never to the catch-all Site Settings', () => {
    for (const setting of SETTINGS) {
      const address = panelAddressOfField(`setting:${setting.key}`, '/');
      const [, , tab, subTab] = (address ?? '').split('/');
      expect(tab, setting.key).not.toBe('site-settings');
      if (tab === 'wildfire-recovery') {
        // A community's keys are all in its sub-tab (generated from the registry section).
        expect(setting.section, setting.key).toBe(`wildfire-${subTab}`);
        continue;
      }
      const source = TAB_SOURCES[tab as string];
      expect(source, `${setting.key} → ${address}`).toBeDefined();
      const text = (source ?? []).map((file) => readFileSync(file, 'utf8')).join('\n');
      // Numbered keys are written from a count (`about_value${n}_title`), services' from their names.
      const generated =
        (tab === 'page-content' && /\d/.test(setting.key)) ||
        (tab === 'services' && setting.key.startsWith('service_')) ||
        // The inbox's settings are its registry section's (settingsInSection('leads')).
        (tab === 'contact-forms' && setting.section === 'leads');
      expect(text.includes(`'${setting.key}'`) || generated, `${setting.key} is placed by ${source}`).toBe(
        true,
      );
    }
  });

  it("sends a section to its page's sections editor, a project and a testimonial to their lists", () => {
    expect(panelAddressOfField('section:4:title', '/about')).toBe('/admin/advanced-pages/about');
    expect(panelAddressOfField('section:4:title', '/')).toBe('/admin/advanced-pages/homepage');
    expect(panelAddressOfField('section:9:content', '/wildfire-recovery?community=altadena')).toBe(
      '/admin/wildfire-recovery/altadena',
    );
    expect(panelAddressOfField('project:3:title', '/portfolio')).toBe('/admin');
    expect(panelAddressOfField('testimonial:2:content', '/')).toBe('/admin/testimonials');
    expect(panelAddressOfField('setting:contact_phone', '/contact')).toBe('/admin/page-content/profile');
    expect(panelAddressOfField('setting:hero_title', '/')).toBe('/admin/page-content/home');
  });
});

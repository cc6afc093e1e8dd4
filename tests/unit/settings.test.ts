import { describe, expect, it } from 'vitest';
import { BRAND, BUSINESS_HOURS, COMMUNITIES, SERVICE_AREAS, SERVICE_NAMES } from '../../src/common/constants';
import {
  builtInValue,
  isSettingKey,
  labelledLines,
  resolveSetting,
  SETTING_SECTIONS,
  SETTINGS,
  SETTINGS_BY_KEY,
  sectionTitle,
  servedCounties,
  settingDefault,
  settingsLookup,
  splitLines,
  splitList,
  wildfirePlace,
} from '../../src/common/settings';

const HOMEPAGE_KEYS = [
  'hero_title',
  'hero_subtitle',
  'hero_image',
  'homepage_about_title',
  'homepage_about_description_1',
  'homepage_about_description_2',
  'service_areas',
  'homepage_credentials',
  'homepage_management',
  'homepage_about_image',
  'homepage_about_image_alt',
  'homepage_portfolio_title',
  'homepage_portfolio_description',
  'homepage_services_title',
  'homepage_services_description',
  'homepage_testimonials_title',
  'homepage_testimonials_description',
  'homepage_cta_title',
  'homepage_cta_description',
];
const ABOUT_KEYS = [
  'about_title',
  'about_description',
  'about_hero_image',
  'founder_name',
  'about_founder_image',
  'about_years_experience',
  'about_founder_bio_1',
  'about_founder_bio_2',
  'about_service_area_title',
  'about_service_area_description',
];
const OTHER_KEYS = [
  'services_title',
  'services_description',
  'contact_phone',
  'contact_email',
  'contact_address',
  'contact_service_areas',
  'contact_title',
  'contact_description',
  'contact_form_title',
  'contact_form_description',
  'contact_office_hours',
  'portfolio_title',
  'portfolio_description',
  'portfolio_filter_all_text',
  'portfolio_categories',
  'company_name',
  'company_license_number',
  'company_tagline',
  'site_logo',
  'site_favicon',
  'site_logo_text',
  'site_primary_color',
  'site_secondary_color',
  'site_accent_color',
  'nav_home_text',
  'nav_about_text',
  'nav_services_text',
  'nav_portfolio_text',
  'nav_contact_text',
  'nav_wildfire_text',
  'nav_cta_text',
  'footer_description',
  'footer_quick_links_title',
  'footer_services_title',
  'footer_contact_title',
  'footer_copyright',
  'site_meta_keywords',
  'site_meta_author',
  'home_meta_title',
  'home_meta_description',
  'social_instagram_url',
];
const serviceKeys = SERVICE_NAMES.flatMap((name) =>
  ['title', 'description', 'image', 'features'].map((field) => `service_${name}_${field}`),
);

function communityKeys(id: string): string[] {
  const steps = [1, 2, 3, 4].flatMap((n) =>
    ['title', 'description', 'timeline', 'details'].map((field) => `${id}_step${n}_${field}`),
  );
  const services = [1, 2, 3].flatMap((n) => [`${id}_service${n}_title`, `${id}_service${n}_description`]);
  const rest = ['page_title', 'page_subtitle', 'emergency_banner', 'contact_title', 'contact_description'];
  const checklist = ['checklist_title', 'checklist_items'];
  return [...steps, ...services, ...[...rest, ...checklist].map((field) => `${id}_${field}`)];
}
function shortPrefixKeys(prefix: string): string[] {
  return ['emergency_banner_title', 'emergency_phone', 'cta_title', 'cta_description'].map(
    (f) => `${prefix}_${f}`,
  );
}

function def(key: string): string {
  expect(isSettingKey(key), key).toBe(true);
  return settingDefault(key);
}

describe('settings registry', () => {
  it('has unique, well-formed keys and known sections', () => {
    const keys = SETTINGS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SETTINGS_BY_KEY.size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_-]+$/);
    expect(new Set(SETTING_SECTIONS).size).toBe(SETTING_SECTIONS.length);
    for (const s of SETTINGS) expect(SETTING_SECTIONS, s.key).toContain(s.section);
    for (const section of SETTING_SECTIONS)
      expect(
        SETTINGS.some((s) => s.section === section),
        section,
      ).toBe(true);
  });

  it('covers every key the pages and the admin tabs name', () => {
    const wildfire = COMMUNITIES.flatMap((c) => [...communityKeys(c.id), ...shortPrefixKeys(c.shortPrefix)]);
    for (const key of [...HOMEPAGE_KEYS, ...ABOUT_KEYS, ...OTHER_KEYS, ...serviceKeys, ...wildfire]) {
      expect(isSettingKey(key), key).toBe(true);
    }
    expect(isSettingKey('no_such_key')).toBe(false);
    expect(settingDefault('no_such_key')).toBe('');
  });

  it('puts settings in the expected sections', () => {
    expect(SETTINGS_BY_KEY.get('hero_title')?.section).toBe('hero');
    expect(SETTINGS_BY_KEY.get('homepage_cta_title')?.section).toBe('homepage');
    expect(SETTINGS_BY_KEY.get('contact_phone')?.section).toBe('contact');
    expect(SETTINGS_BY_KEY.get('site_accent_color')?.section).toBe('branding');
    expect(SETTINGS_BY_KEY.get('social_instagram_url')?.kind).toBe('url');
    for (const c of COMMUNITIES) {
      const sections = new Set(
        [...communityKeys(c.id), ...shortPrefixKeys(c.shortPrefix)].map(
          (k) => SETTINGS_BY_KEY.get(k)?.section,
        ),
      );
      expect(sections.size).toBe(1);
    }
  });

  it('has the built-in defaults', () => {
    expect(def('hero_image')).toBe('/images/hero.jpg');
    expect(def('homepage_about_image')).toBe('/images/about.jpg');
    expect(def('about_hero_image')).toBe('/images/about-hero.jpg');
    expect(def('about_founder_image')).toBe('/images/founder.jpg');
    expect(def('service_adu_image')).toBe('/images/service-adu.jpg');
    expect(def('service_custom_homes_image')).toBe('/images/service-custom-homes.jpg');
    expect(def('about_years_experience')).toBe('15+');
    expect(def('homepage_cta_title')).toBe('Ready to Start Your Project?');
    expect(def('services_title')).toBe('Our Services');
    expect(def('contact_title')).toBe('Get In Touch');
    expect(def('portfolio_title')).toBe('Our Portfolio');
    expect(def('portfolio_filter_all_text')).toBe('All Projects');
    expect(splitList(def('portfolio_categories'))).toEqual([
      'Custom Homes',
      'Remodels',
      'ADUs',
      'Commercial',
    ]);
    expect(def('company_name')).toBe(BRAND.name);
    expect(def('site_logo_text')).toBe(BRAND.name);
    expect(def('site_logo')).toBe('');
    expect(def('site_favicon')).toBe('/favicon.png');
    expect(def('site_primary_color')).toBe('#000000');
    expect(def('site_secondary_color')).toBe('#f5f5f5');
    expect(def('site_accent_color')).toBe('#d4af37');
    expect(def('nav_wildfire_text')).toBe('Wildfire Recovery');
    expect(def('nav_cta_text')).toBe('Schedule Consultation');
    expect(def('footer_copyright')).toContain('2024');
    expect(def('contact_phone')).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(splitLines(def('contact_office_hours'))).toEqual([
      'Mon-Fri: 8:00 AM-6:00 PM',
      'Sat: 9:00 AM-4:00 PM',
      'Sunday: By appointment only',
    ]);
    for (const city of Object.values(SERVICE_AREAS).flat())
      expect(def('contact_service_areas')).toContain(city);
    for (const name of SERVICE_NAMES) {
      const features = splitList(def(`service_${name}_features`));
      expect(features.length, name).toBeGreaterThanOrEqual(5);
      expect(features.length, name).toBeLessThanOrEqual(6);
    }
  });

  it('has wildfire defaults that name the right community', () => {
    const timelines = ['24-48 hours', '1-2 weeks', '2-4 weeks', '3-12 months'];
    const titles = [
      'Emergency Response',
      'Insurance & Documentation',
      'Reconstruction Planning',
      'Complete Rebuild',
    ];
    for (const c of COMMUNITIES) {
      const other = COMMUNITIES.find((o) => o.id !== c.id);
      [1, 2, 3, 4].forEach((n, i) => {
        expect(def(`${c.id}_step${n}_timeline`)).toBe(timelines[i]);
        expect(def(`${c.id}_step${n}_title`)).toBe(titles[i]);
        expect(splitLines(def(`${c.id}_step${n}_details`))).toHaveLength(4);
      });
      expect(splitLines(def(`${c.id}_checklist_items`))).toHaveLength(5);
      expect(def(`${c.id}_page_title`)).toContain(c.name);
      expect(def(`${c.id}_emergency_banner`)).toContain(
        c.id === 'altadena' ? 'Eaton Fire' : 'Palisades Fire',
      );
      // Empty by default: the hotline is the main phone until the owner gives it a number of its own.
      expect(def(`${c.shortPrefix}_emergency_phone`)).toBe('');
      expect(SETTINGS_BY_KEY.get(`${c.shortPrefix}_emergency_phone`)?.inheritsFrom).toBe('contact_phone');
      const texts = [...communityKeys(c.id), ...shortPrefixKeys(c.shortPrefix)].map(def).join('\n');
      if (other) expect(texts).not.toContain(other.name);
    }
  });

  it('says where each setting shows, and names only pages of the site (or the panel’s, for the owner’s own)', () => {
    const pages = ['/', '/about', '/services', '/portfolio', '/contact', '/admin/contact-forms'];
    const communities = COMMUNITIES.map((c) => wildfirePlace(c.id));
    expect(communities).toEqual(['/wildfire-recovery', '/wildfire-recovery?community=altadena']);
    for (const s of SETTINGS) {
      expect(s.shownOn.length, s.key).toBeGreaterThan(0);
      for (const place of s.shownOn) expect([...pages, ...communities], s.key).toContain(place);
    }
    // One business profile: the phone, e-mail and address of every page are these.
    for (const key of ['company_name', 'contact_phone', 'contact_email', 'contact_address'])
      expect(SETTINGS_BY_KEY.get(key)?.shownOn, key).toContain('/');
    // The lead inbox's settings are the owner's alone: the panel is where they show.
    for (const key of ['lead_pipeline_steps', 'lead_sms_template', 'site_time_zone'])
      expect(SETTINGS_BY_KEY.get(key)?.shownOn, key).toEqual(['/admin/contact-forms']);
    // A setting the site does not show is not in the registry.
    expect(isSettingKey('nav_admin_text')).toBe(false);
  });

  it("holds the About page's core values and credentials as the spec words them", () => {
    expect([1, 2, 3, 4].map((n) => def(`about_value${n}_title`))).toEqual([
      'Quality Excellence',
      'Client Partnership',
      'Timely Delivery',
      'Trust & Integrity',
    ]);
    expect([1, 2, 3, 4, 5].map((n) => def(`about_credential${n}_title`))).toEqual([
      'Licensed General Contractor',
      'Bonded & Insured',
      'OSHA 30-Hour Safety Certified',
      'Green Building Practices Certified',
      'A+ Better Business Bureau Rating',
    ]);
    expect(def('about_credential2_detail')).toContain('$2M+');
    expect(servedCounties(def('contact_service_areas'))).toEqual(
      Object.entries(SERVICE_AREAS).map(([county, cities]) => ({ county, cities: [...cities] })),
    );
    expect(labelledLines(def('contact_office_hours'))).toEqual(
      BUSINESS_HOURS.map(({ days, hours }) => ({ label: days, text: hours })),
    );
  });

  it('keeps every default within its bound and wording clean', () => {
    for (const s of SETTINGS) {
      expect(s.default.length, s.key).toBeLessThanOrEqual(s.maxLength);
      expect(s.default.toLowerCase(), s.key).not.toContain('lorem');
      expect(s.label, s.key).not.toBe('');
      if (s.kind === 'color') expect(s.default, s.key).toMatch(/^#[0-9a-f]{6}$/i);
      if (s.kind === 'text') expect(s.default, s.key).not.toContain('\n');
      if (s.kind === 'image' && s.default !== '') expect(s.default, s.key).toMatch(/^\//);
    }
  });
});

describe('a setting that inherits (a community hotline)', () => {
  it('shows the main phone while empty, the stored main phone first, and its own number once given one', () => {
    expect(resolveSetting({}, 'pp_emergency_phone')).toBe(settingDefault('contact_phone'));
    expect(resolveSetting({ contact_phone: '(818) 555-0101' }, 'altadena_emergency_phone')).toBe(
      '(818) 555-0101',
    );
    expect(
      resolveSetting({ contact_phone: '(818) 555-0101', pp_emergency_phone: ' ' }, 'pp_emergency_phone'),
    ).toBe('(818) 555-0101');
    expect(
      resolveSetting(
        { contact_phone: '(818) 555-0101', pp_emergency_phone: '(626) 555-0102' },
        'pp_emergency_phone',
      ),
    ).toBe('(626) 555-0102');
    expect(builtInValue({ contact_phone: '(818) 555-0101' }, 'pp_emergency_phone')).toBe('(818) 555-0101');
    expect(builtInValue({ contact_phone: '(818) 555-0101' }, 'hero_title')).toBe(
      settingDefault('hero_title'),
    );
  });
});

describe('labelled lines', () => {
  it('split at the first colon, keep a line without one as text, and drop blank lines', () => {
    expect(labelledLines('Mon-Fri: 8:00 AM-6:00 PM\n\nHolidays closed')).toEqual([
      { label: 'Mon-Fri', text: '8:00 AM-6:00 PM' },
      { label: '', text: 'Holidays closed' },
    ]);
    expect(servedCounties('Ventura County: Ojai, , Oxnard')).toEqual([
      { county: 'Ventura County', cities: ['Ojai', 'Oxnard'] },
    ]);
  });
});

describe('resolveSetting and settingsLookup', () => {
  it('falls back on missing, empty and whitespace-only values', () => {
    const fallback = settingDefault('hero_title');
    expect(fallback).not.toBe('');
    expect(resolveSetting({}, 'hero_title')).toBe(fallback);
    expect(resolveSetting({ hero_title: undefined }, 'hero_title')).toBe(fallback);
    expect(resolveSetting({ hero_title: '' }, 'hero_title')).toBe(fallback);
    expect(resolveSetting({ hero_title: '  \n\t ' }, 'hero_title')).toBe(fallback);
    expect(resolveSetting(new Map([['hero_title', ' ']]), 'hero_title')).toBe(fallback);
    expect(resolveSetting(new Map(), 'hero_title')).toBe(fallback);
  });

  it('returns the stored value, trimmed, when present', () => {
    expect(resolveSetting({ hero_title: ' Custom ' }, 'hero_title')).toBe('Custom');
    expect(resolveSetting(new Map([['hero_title', 'Custom']]), 'hero_title')).toBe('Custom');
    expect(resolveSetting({ extra: 'x' }, 'extra')).toBe('x');
    expect(resolveSetting({}, 'extra')).toBe('');
    expect(resolveSetting({}, 'toString')).toBe('');
  });

  it('builds a lookup from rows', () => {
    const get = settingsLookup([
      { key: 'hero_title', value: 'First' },
      { key: 'hero_title', value: 'Second' },
      { key: 'services_title', value: '' },
    ]);
    expect(get('hero_title')).toBe('Second');
    expect(get('services_title')).toBe('Our Services');
    expect(get('unknown')).toBe('');
  });
});

describe('splitList and splitLines', () => {
  it('split, trim and drop blanks', () => {
    expect(splitList(' a, b ,, ,c,')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
    expect(splitLines('one\r\n\n  two  \r three\n \n')).toEqual(['one', 'two', 'three']);
    expect(splitLines('   ')).toEqual([]);
  });
});

describe('sectionTitle', () => {
  it('gives friendly titles to the main sections and "X Settings" to the others', () => {
    for (const s of ['company', 'contact', 'hero', 'about', 'services', 'social']) {
      expect(sectionTitle(s)).not.toMatch(/Settings$/);
      expect(sectionTitle(s).length).toBeGreaterThan(0);
    }
    expect(sectionTitle('hero')).toBe('Hero Section');
    expect(sectionTitle('homepage')).toBe('Homepage Settings');
    expect(sectionTitle('branding')).toBe('Branding Settings');
    expect(sectionTitle('seo')).toBe('Seo Settings');
    expect(sectionTitle('wildfire-altadena')).toBe('Wildfire Altadena Settings');
    expect(sectionTitle('toString')).toBe('ToString Settings');
  });
});

import { describe, expect, it } from 'vitest';
import { COMMUNITIES } from '../../src/common/constants';
import {
  isOwnersUntranslatedText,
  isPanelPlace,
  LANGUAGE_NEUTRAL_KEYS,
  labelledLines,
  resolveSetting,
  SETTINGS,
  SETTINGS_BY_KEY,
  servedCounties,
  settingDefault,
  settingsLookup,
  splitLines,
  splitList,
  TRANSLATED_DEFAULTS,
  WORD_KINDS,
} from '../../src/common/settings';

const SPANISH = TRANSLATED_DEFAULTS.es;

/** Settings a visitor reads as words: what needs Spanish, unless it is the same in every language. */
const PUBLIC_WORD_SETTINGS = SETTINGS.filter(
  (setting) => WORD_KINDS.has(setting.kind) && !setting.shownOn.every(isPanelPlace),
);

const spanishOf = (key: string) => {
  const value = SPANISH.get(key);
  if (value === undefined) throw new Error(`no Spanish default for ${key}`);
  return value;
};

const placeholders = (text: string) => [...text.matchAll(/\{[a-z_]+\}/g)].map((match) => match[0]).sort();

describe('Spanish built-in defaults', () => {
  it('cover every public word setting, except the ones the same in every language', () => {
    const missing = PUBLIC_WORD_SETTINGS.filter(
      (setting) => !SPANISH.has(setting.key) && !LANGUAGE_NEUTRAL_KEYS.has(setting.key),
    ).map((setting) => setting.key);
    expect(missing).toEqual([]);
    const both = [...LANGUAGE_NEUTRAL_KEYS].filter((key) => SPANISH.has(key));
    expect(both).toEqual([]);
    for (const key of LANGUAGE_NEUTRAL_KEYS)
      expect(WORD_KINDS.has(SETTINGS_BY_KEY.get(key)?.kind ?? 'url'), key).toBe(true);
  });

  it('name only registry keys a visitor reads as words', () => {
    for (const key of SPANISH.keys()) {
      const setting = SETTINGS_BY_KEY.get(key);
      expect(setting, key).toBeDefined();
      expect(WORD_KINDS.has(setting?.kind ?? 'url'), key).toBe(true);
      expect(setting?.shownOn.every(isPanelPlace), key).toBe(false);
    }
  });

  it('are non-empty, differ from the English, and keep each setting’s bound, shape and fields', () => {
    for (const setting of PUBLIC_WORD_SETTINGS.filter(({ key }) => SPANISH.has(key))) {
      const spanish = spanishOf(setting.key);
      expect(spanish.trim(), setting.key).not.toBe('');
      expect(spanish, setting.key).not.toBe(setting.default);
      expect(spanish.length, setting.key).toBeLessThanOrEqual(setting.maxLength);
      expect(placeholders(spanish), setting.key).toEqual(placeholders(setting.default));
      if (setting.kind === 'text') expect(spanish, setting.key).not.toMatch(/[\r\n]/);
      if (setting.kind === 'list') {
        expect(splitList(spanish).length, setting.key).toBe(splitList(setting.default).length);
      }
      if (setting.kind === 'lines') {
        expect(splitLines(spanish).length, setting.key).toBe(splitLines(setting.default).length);
      }
    }
  });

  it('read as Spanish: no stray English words, and every ? and ! opened with ¿ and ¡', () => {
    for (const [key, spanish] of SPANISH) {
      expect(spanish, key).not.toMatch(/\b(the|and|your|our|with|for|from|free)\b/i);
      expect((spanish.match(/¿/g) ?? []).length, key).toBe((spanish.match(/\?/g) ?? []).length);
      expect((spanish.match(/¡/g) ?? []).length, key).toBe((spanish.match(/!/g) ?? []).length);
    }
  });

  it('keep the service areas’ cities and each office-hours line’s "days: hours" form', () => {
    const cities = (value: string) => servedCounties(value).map((county) => county.cities);
    expect(cities(spanishOf('contact_service_areas'))).toEqual(
      cities(settingDefault('contact_service_areas')),
    );
    expect(servedCounties(spanishOf('contact_service_areas')).map((county) => county.county)).toEqual([
      'Condado de Los Ángeles',
      'Condado de Orange',
    ]);
    for (const line of labelledLines(spanishOf('contact_office_hours'))) {
      expect(line.label).not.toBe('');
      expect(line.text).not.toBe('');
    }
    expect(spanishOf('contact_office_hours').split('\n')[0]).toBe('Lunes a viernes: 8:00 a. m. a 6:00 p. m.');
  });

  it('name each wildfire community on its own pages, with its own fire and permit office', () => {
    for (const community of COMMUNITIES) {
      expect(spanishOf(`${community.id}_page_title`)).toContain(community.name);
      expect(spanishOf(`${community.shortPrefix}_cta_title`)).toContain(community.name);
      expect(spanishOf(`${community.id}_checklist_items`)).toContain(community.name);
    }
    expect(spanishOf('pacific-palisades_emergency_banner')).toContain('incendio Palisades');
    expect(spanishOf('altadena_emergency_banner')).toContain('incendio Eaton');
    expect(spanishOf('altadena_step3_details')).toContain('Obras Públicas del Condado de Los Ángeles');
  });
});

describe('reading a setting on a Spanish page', () => {
  const english = settingDefault('hero_title');
  const spanish = spanishOf('hero_title');

  it('shows the Spanish default when nothing, blanks or the unchanged English default is stored', () => {
    expect(resolveSetting({}, 'hero_title', 'es')).toBe(spanish);
    expect(resolveSetting({ hero_title: '' }, 'hero_title', 'es')).toBe(spanish);
    expect(resolveSetting({ hero_title: '  \n ' }, 'hero_title', 'es')).toBe(spanish);
    expect(resolveSetting({ hero_title: ` ${english} ` }, 'hero_title', 'es')).toBe(spanish);
    expect(settingDefault('hero_title', 'es')).toBe(spanish);
  });

  it('takes a lines default saved with CRLF endings for the unchanged default', () => {
    const saved = settingDefault('contact_office_hours').replace(/\n/g, '\r\n');
    expect(resolveSetting({ contact_office_hours: saved }, 'contact_office_hours', 'es')).toBe(
      spanishOf('contact_office_hours'),
    );
    expect(isOwnersUntranslatedText({ contact_office_hours: saved }, 'contact_office_hours', 'es')).toBe(
      false,
    );
  });

  it('shows what the owner changed as he wrote it, trimmed, and says it is his English', () => {
    const stored = { hero_title: '  Homes Built Right  ' };
    expect(resolveSetting(stored, 'hero_title', 'es')).toBe('Homes Built Right');
    expect(isOwnersUntranslatedText(stored, 'hero_title', 'es')).toBe(true);
    expect(isOwnersUntranslatedText({}, 'hero_title', 'es')).toBe(false);
    expect(isOwnersUntranslatedText({ hero_title: english }, 'hero_title', 'es')).toBe(false);
    expect(isOwnersUntranslatedText({ hero_title: spanish }, 'hero_title', 'es')).toBe(false);
  });

  it('never calls a name, the license, a phone or an e-mail untranslated, and shows them as written', () => {
    const stored = {
      company_name: 'Reyes Builders',
      company_license_number: 'CSLB #1234567',
      contact_phone: '(818) 555-0101',
      contact_email: 'hola@example.com',
    };
    for (const key of Object.keys(stored))
      expect(isOwnersUntranslatedText(stored, key, 'es'), key).toBe(false);
    expect(resolveSetting(stored, 'company_name', 'es')).toBe('Reyes Builders');
    expect(resolveSetting({}, 'company_name', 'es')).toBe(settingDefault('company_name'));
    expect(resolveSetting({}, 'portfolio_categories', 'es')).toBe(settingDefault('portfolio_categories'));
  });

  it('follows what a setting inherits from, in the page’s language', () => {
    expect(resolveSetting({ company_name: 'Reyes Builders' }, 'company_legal_name', 'es')).toBe(
      'Reyes Builders',
    );
    expect(resolveSetting({ company_legal_name: 'Reyes LLC' }, 'company_legal_name', 'es')).toBe('Reyes LLC');
    expect(resolveSetting({ contact_phone: '(818) 555-0101' }, 'pp_emergency_phone', 'es')).toBe(
      '(818) 555-0101',
    );
    expect(resolveSetting({}, 'altadena_emergency_phone', 'es')).toBe(settingDefault('contact_phone'));
    expect(isOwnersUntranslatedText({ company_name: 'Reyes Builders' }, 'company_legal_name', 'es')).toBe(
      false,
    );
  });

  it('builds the same from rows, a later row winning', () => {
    const setting = settingsLookup(
      [
        { key: 'nav_home_text', value: 'Start' },
        { key: 'nav_home_text', value: settingDefault('nav_home_text') },
        { key: 'nav_about_text', value: 'Our Story' },
      ],
      'es',
    );
    expect(setting('nav_home_text')).toBe('Inicio');
    expect(setting('nav_about_text')).toBe('Our Story');
    expect(setting('nav_contact_text')).toBe('Contacto');
  });
});

describe('reading a setting on an English page', () => {
  it('is unchanged: the stored value, else the English default, and nothing is marked untranslated', () => {
    const english = settingDefault('hero_title');
    expect(resolveSetting({}, 'hero_title')).toBe(english);
    expect(resolveSetting({}, 'hero_title', 'en')).toBe(english);
    expect(resolveSetting({ hero_title: english }, 'hero_title', 'en')).toBe(english);
    expect(resolveSetting({ hero_title: ' Homes Built Right ' }, 'hero_title', 'en')).toBe(
      'Homes Built Right',
    );
    expect(settingsLookup([])('nav_home_text')).toBe('Home');
    expect(isOwnersUntranslatedText({ hero_title: 'Homes Built Right' }, 'hero_title', 'en')).toBe(false);
    for (const setting of SETTINGS)
      expect(settingDefault(setting.key, 'en'), setting.key).toBe(setting.default);
  });
});

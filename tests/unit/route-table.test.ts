import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/common/i18n/languages';
import { notFoundKindOf, notFoundPathOf } from '../../src/common/not-found';
import { alternatesOf } from '../../src/common/routing/alternates';
import {
  addressIn,
  languageOfPath,
  pathOf,
  resolvePage,
  routeOfPath,
  sitePathOf,
  withRequestQuery,
} from '../../src/common/routing/resolve';
import { ROUTES } from '../../src/common/routing/route-table';

describe('the route table', () => {
  it('gives every route one address per language, each its own, every other language under its prefix', () => {
    const seen = new Set<string>();
    for (const route of ROUTES)
      for (const language of LANGUAGES) {
        const path = route.paths[language];
        expect(seen.has(path), path).toBe(false);
        seen.add(path);
        expect(path, path).toMatch(/^\/[a-z0-9/:-]*$/);
        if (language !== DEFAULT_LANGUAGE)
          expect(path === `/${language}` || path.startsWith(`/${language}/`)).toBe(true);
        expect(languageOfPath(path.replace(':slug', 'x')), path).toBe(language);
      }
  });

  it('resolves each address to its route, language and slug, and back', () => {
    for (const route of ROUTES)
      for (const language of LANGUAGES) {
        const slug = route.exists ? 'some-page-2' : '';
        const path = pathOf(route.id, language, slug);
        expect(routeOfPath(path), path).toMatchObject({ route: { id: route.id }, language, slug, path });
        expect(routeOfPath(`${path.toUpperCase()}/`)?.route.id, path).toBe(route.id);
        for (const other of LANGUAGES)
          expect(addressIn(path, other), path).toBe(pathOf(route.id, other, slug));
      }
  });

  it('carries the values a page reads to the other language, and only those', () => {
    expect(addressIn('/portfolio?category=remodels&utm_source=x', 'es')).toBe(
      '/es/portafolio?category=remodels',
    );
    expect(addressIn('/es/reconstruccion-tras-incendios?community=pacific-palisades', 'en')).toBe(
      '/wildfire-recovery',
    );
    expect(addressIn('/contact?sent=1', 'es')).toBe('/es/contacto?sent=1');
    expect(addressIn('/nowhere', 'es')).toBeNull();
    expect(alternatesOf('/nowhere')).toEqual([]);
    expect(alternatesOf('/es/servicios')).toEqual([
      { hreflang: 'en', path: '/services' },
      { hreflang: 'es', path: '/es/servicios' },
      { hreflang: 'x-default', path: '/services' },
    ]);
  });

  it("takes no malformed slug, no other language's prefix for its own, and no 404 page's address", () => {
    for (const path of [
      '/es/portafolio/Has Space',
      '/es/portafolio/-x',
      '/es/portfolio/x',
      '/portafolio/x',
      '/es/es',
      `/portfolio/${'a'.repeat(81)}`,
    ])
      expect(routeOfPath(path), path).toBeUndefined();
    for (const kind of ['page', 'project', 'area'] as const)
      for (const language of LANGUAGES) {
        const path = notFoundPathOf(kind, language);
        expect(routeOfPath(path), path).toBeUndefined();
        expect(resolvePage(path), path).toBeNull();
        expect(languageOfPath(path), path).toBe(language);
        expect(notFoundKindOf(path), path).toBe(kind);
      }
  });

  it("keeps moves in the site's own language: a Spanish project address is its English one", () => {
    expect(sitePathOf('/es/portafolio/old-slug')).toBe('/portfolio/old-slug');
    expect(sitePathOf('/ES/Areas/Pasadena/')).toBe('/areas/pasadena');
    expect(sitePathOf('/es/old-page')).toBe('/es/old-page');
    expect(sitePathOf('/old-page.html')).toBe('/old-page.html');
  });

  it("carries a request's own parameters to where it moved, the target's own first", () => {
    expect(withRequestQuery('/portfolio/new', '/portfolio/old?utm_source=x&gclid=y')).toBe(
      '/portfolio/new?utm_source=x&gclid=y',
    );
    expect(
      withRequestQuery('/contact?community=altadena#contact-form', '/old?community=x&utm_medium=cpc'),
    ).toBe('/contact?community=altadena&utm_medium=cpc#contact-form');
    expect(withRequestQuery('/about', '/old')).toBe('/about');
  });
});

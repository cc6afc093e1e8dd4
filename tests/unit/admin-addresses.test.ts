import { describe, expect, it } from 'vitest';
import { settingFieldProblem } from '../../src/client/admin/shared/formErrors';
import { editAddressOf } from '../../src/common/edit-addresses';
import {
  ADMIN_TAB_SLUGS,
  type AdminTabId,
  adminAddressOf,
  adminTabAt,
  hasOwnerMarker,
} from '../../src/common/panel-addresses';
import { isPrivatePage } from '../../src/common/routes';
import { fixedPagePaths } from '../../src/common/routing/resolve';

describe('admin addresses', () => {
  it('gives every tab an address that names it back; Portfolio, the default, is /admin', () => {
    for (const tab of Object.keys(ADMIN_TAB_SLUGS) as AdminTabId[]) {
      expect(adminTabAt(adminAddressOf(tab)), tab).toEqual({ tab });
      expect(adminTabAt(adminAddressOf(tab, 'x')), tab).toEqual({ tab, subTab: 'x' });
    }
    expect(adminAddressOf('portfolio')).toBe('/admin');
    expect(adminAddressOf('pages')).toBe('/admin/page-content');
    expect(adminAddressOf('wildfire-recovery', 'altadena')).toBe('/admin/wildfire-recovery/altadena');
    expect(new Set(Object.values(ADMIN_TAB_SLUGS)).size).toBe(Object.keys(ADMIN_TAB_SLUGS).length);
  });

  it('reads an address as the router matches it (case, one trailing slash), and names no tab for others', () => {
    expect(adminTabAt('/Admin/Page-Content/')).toEqual({ tab: 'pages' });
    expect(adminTabAt('/admin/')).toEqual({ tab: 'portfolio' });
    expect(adminTabAt('/admin/no-such-tab')).toBeNull();
    expect(adminTabAt('/admin/page-content/about/more')).toBeNull();
    expect(adminTabAt('/admin/preview')).toBeNull();
    expect(adminTabAt('/about')).toBeNull();
  });

  it('leads "Edit this page" to the tab that holds the page’s words', () => {
    expect(editAddressOf('/', '')).toBe('/admin/page-content/home');
    expect(editAddressOf('/about', '')).toBe('/admin/page-content/about');
    expect(editAddressOf('/Contact/', '?sent=1')).toBe('/admin/page-content/contact');
    expect(editAddressOf('/portfolio', '')).toBe('/admin/page-content/portfolio');
    expect(editAddressOf('/services', '')).toBe('/admin/services');
    expect(editAddressOf('/wildfire-recovery', '?community=altadena')).toBe(
      '/admin/wildfire-recovery/altadena',
    );
    expect(editAddressOf('/wildfire-recovery', '?community=nowhere')).toBe(
      '/admin/wildfire-recovery/pacific-palisades',
    );
    expect(editAddressOf('/no/such/page', '')).toBe('/admin');
  });

  it('treats /login, /admin and every address under /admin as private pages, and nothing else', () => {
    for (const path of ['/login', '/admin', '/Admin/', '/admin/page-content', '/admin/x/y'])
      expect(isPrivatePage(path), path).toBe(true);
    for (const path of ['/', '/about', '/administrator', '/adminx/y', '/login/x'])
      expect(isPrivatePage(path), path).toBe(false);
  });

  it('reads the owner marker only as exactly scb_owner=1', () => {
    expect(hasOwnerMarker('theme=dark; scb_owner=1')).toBe(true);
    expect(hasOwnerMarker('scb_owner=1')).toBe(true);
    expect(hasOwnerMarker('scb_owner=0; x_scb_owner=1')).toBe(false);
    expect(hasOwnerMarker('')).toBe(false);
  });
});

describe('a refused setting marks its field', () => {
  const refused = (message: string, httpStatus: number) => ({ message, data: { httpStatus } });

  it('shows the server’s reason without the key, capitalised', () => {
    expect(
      settingFieldProblem(
        'site_accent_color',
        refused('site_accent_color must be a hex color such as #d4af37', 400),
      ),
    ).toBe('Must be a hex color such as #d4af37');
    expect(settingFieldProblem('contact_email', refused('Text too long', 422))).toBe('Text too long');
  });

  it('marks nothing for a failure that is not about the value', () => {
    expect(settingFieldProblem('x', refused('Server busy', 503))).toBeNull();
    expect(settingFieldProblem('x', refused('Sign in first', 401))).toBeNull();
    expect(settingFieldProblem('x', new Error('Failed to fetch'))).toBeNull();
    expect(settingFieldProblem('x', null)).toBeNull();
  });
});

describe('"Edit this page" knows every public page', () => {
  it('leads each public route somewhere other than the default tab', () => {
    for (const path of fixedPagePaths()) expect(editAddressOf(path, ''), path).not.toBe('/admin');
  });
});

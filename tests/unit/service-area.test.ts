import { describe, expect, it } from 'vitest';
import { isOutsideServiceArea, serviceAreaOf } from '../../src/common/booking/service-area';
import { serviceAreasText } from '../../src/common/settings/contact';
import { SPANISH_SITE_DEFAULTS } from '../../src/common/settings/spanish/site';

const AREAS = serviceAreasText();

describe('the service area of an on-site visit (common/booking/service-area.ts)', () => {
  it('reads the counties and cities of the setting, in either language', () => {
    expect(serviceAreaOf(AREAS).counties).toEqual(['los angeles', 'orange']);
    expect(serviceAreaOf(AREAS).places).toContain('pacific palisades');
    expect(serviceAreaOf(String(SPANISH_SITE_DEFAULTS.contact_service_areas)).counties).toEqual([
      'los angeles',
      'orange',
    ]);
  });

  it.each([
    ['a listed city, whatever its case and accents', '250 Sunset Blvd, PACIFIC PALISADES'],
    ['a listed city with a ZIP code of the county', '1 Main St, Altadena, CA 91001'],
    ['a ZIP code of Los Angeles County', '17500 Ventura Blvd, Encino, CA 91316'],
    ['a ZIP code of Orange County, ZIP+4', '12 Harbor Way, Costa Mesa CA 92627-1234'],
    ['a county named', 'Ranch road 4, Orange County'],
    ['no ZIP code at all (nothing proves it outside)', '17500 Sunset Blvd'],
    ['a five-digit street number alone', '12345 Main Street'],
  ])('inside: %s', (_label, address) => {
    expect(isOutsideServiceArea(address, AREAS)).toBe(false);
  });

  it.each([
    ['a ZIP code of Phoenix', '456 Ocean Ave, Phoenix, AZ 85001'],
    ['a ZIP code of San Diego', '17500 Coast Hwy, Del Mar, CA 92014'],
    ['a ZIP code of Seattle after a long street number', '12345 1st Ave, Seattle WA 98101'],
  ])('outside: %s', (_label, address) => {
    expect(isOutsideServiceArea(address, AREAS)).toBe(true);
  });

  it('follows the owner’s list: with Orange County alone, a Los Angeles ZIP code is outside', () => {
    const orangeOnly = 'Orange County: Irvine, Newport Beach';
    expect(isOutsideServiceArea('9 Elm St, Encino 91316', orangeOnly)).toBe(true);
    expect(isOutsideServiceArea('9 Elm St, Irvine 92602', orangeOnly)).toBe(false);
    // A county whose ZIP codes are not known here proves nothing either way.
    expect(isOutsideServiceArea('9 Elm St, Reno NV 89501', 'Ventura County: Oxnard')).toBe(false);
  });
});

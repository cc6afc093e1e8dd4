import { describe, expect, it } from 'vitest';
import { attributionOf, attributionValueProblem, landingPageOf } from '../../src/common/leads/attribution';

const at = (address: string) => new URL(address, 'https://www.summitcoast.example');

describe('the landing page a lead remembers', () => {
  it('keeps the parameters that make an address a page of its own, and nothing else', () => {
    expect(landingPageOf(at('/wildfire-recovery?community=altadena&utm_source=google'))).toBe(
      '/wildfire-recovery?community=altadena',
    );
    expect(landingPageOf(at('/portfolio?utm_medium=cpc&category=remodels'))).toBe(
      '/portfolio?category=remodels',
    );
    expect(landingPageOf(at('/es/contacto?community=palisades'))).toBe('/es/contacto?community=palisades');
    expect(landingPageOf(at('/services?gclid=abc&x=1'))).toBe('/services');
  });

  it('leaves out a community or filter that is not a plain word, and what it keeps the server takes', () => {
    for (const address of [
      '/wildfire-recovery?community=%3Cb%3E',
      '/wildfire-recovery?community=a%20b',
      `/wildfire-recovery?community=${'a'.repeat(81)}`,
      '/wildfire-recovery?community=',
    ]) {
      expect(landingPageOf(at(address))).toBe('/wildfire-recovery');
    }
    const found = attributionOf(at('/wildfire-recovery?community=altadena'), '');
    expect(found.landingPage).toBe('/wildfire-recovery?community=altadena');
    expect(attributionValueProblem('landingPage', found.landingPage ?? '')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { postalAddress } from '../../src/client/seo/postalAddress';

const address = (parts: Record<string, string>) => ({
  '@type': 'PostalAddress',
  addressCountry: 'US',
  ...parts,
});

describe('the office address as a PostalAddress', () => {
  it('splits the one line the owner writes into street, city, state and ZIP code', () => {
    expect(postalAddress('1250 Fourth Street, Suite 300, Santa Monica, CA 90401')).toEqual(
      address({
        streetAddress: '1250 Fourth Street, Suite 300',
        addressLocality: 'Santa Monica',
        addressRegion: 'CA',
        postalCode: '90401',
      }),
    );
    expect(postalAddress('123 Main St, Los Angeles, CA 90012-3456, USA')).toEqual(
      address({
        streetAddress: '123 Main St',
        addressLocality: 'Los Angeles',
        addressRegion: 'CA',
        postalCode: '90012-3456',
      }),
    );
    expect(postalAddress(' 9 Ocean Ave ,  Laguna Beach , california , 92651 ')).toEqual(
      address({
        streetAddress: '9 Ocean Ave',
        addressLocality: 'Laguna Beach',
        addressRegion: 'CA',
        postalCode: '92651',
      }),
    );
    expect(postalAddress('9 Ocean Ave, Laguna Beach, CA')).toEqual(
      address({ streetAddress: '9 Ocean Ave', addressLocality: 'Laguna Beach', addressRegion: 'CA' }),
    );
  });

  it('keeps a line it cannot split as the street, in California, rather than misstate a part', () => {
    for (const text of [
      'By appointment in Santa Monica',
      'Santa Monica, CA 90401',
      'PO Box 12, Malibu 90265',
      '',
    ])
      expect(postalAddress(text)).toEqual(address({ streetAddress: text.trim(), addressRegion: 'CA' }));
  });
});

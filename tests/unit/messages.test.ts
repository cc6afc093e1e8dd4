import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GALLERY_PHOTO_ATTRIBUTE } from '../../src/client/components/sections/galleryAttributes';
import { PAGE_SCRIPT_READY_EVENT } from '../../src/client/islands/index';
import { DEVICE_DARK_QUERY } from '../../src/client/theme/themeStore';
import { BRAND } from '../../src/common/constants';
import { mapErrorText } from '../../src/common/messages';

describe('error → text mapping', () => {
  it('maps network, server, field and other failures for the contact form', () => {
    expect(mapErrorText('contact', { message: 'Failed to fetch' })).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(mapErrorText('contact', { status: 503, message: 'Service Unavailable' })).toBe(
      'Server error. Please try again in a moment.',
    );
    expect(mapErrorText('contact', { status: 422, message: 'x' })).toBe(
      'Please check all required fields are filled correctly.',
    );
    expect(mapErrorText('contact', { status: 429, message: 'Please wait 15 minutes.' })).toBe(
      'Please wait 15 minutes.',
    );
    expect(mapErrorText('contact', { status: 409, message: 'Conflict' })).toBe(
      'Please try again or contact us directly.',
    );
  });

  it('does not take a 400 mentioning "5000 characters" for a server error', () => {
    expect(mapErrorText('contact', { status: 400, message: 'Message must be at most 5000 characters' })).toBe(
      'Please check all required fields are filled correctly.',
    );
  });

  it('uses the testimonial texts for testimonial saves', () => {
    expect(mapErrorText('testimonial', { status: 400, message: 'x' })).toBe(
      'Please check all fields are filled correctly.',
    );
    expect(mapErrorText('testimonial', { status: 409, message: 'x' })).toBe('Failed to save testimonial');
  });
});

describe('theme bootstrap script', () => {
  it('reads the same localStorage key as the theme store, and the same device preference', () => {
    const script = readFileSync('src/client/public/theme-init.js', 'utf8');
    expect(script).toContain(`'${BRAND.themeStorageKey}'`);
    expect(script).toContain(`'${DEVICE_DARK_QUERY}'`);
  });
});

describe('page script starter', () => {
  it('waits for the event the page script dispatches, and holds presses on the gallery photos it knows', () => {
    const script = readFileSync('src/client/public/page-script-start.js', 'utf8');
    expect(script).toContain(`'${PAGE_SCRIPT_READY_EVENT}'`);
    expect(script).toContain(`a[${GALLERY_PHOTO_ATTRIBUTE}]`);
  });
});

import { expect, type Locator } from '@playwright/test';
import sharp from 'sharp';

/** A small JPEG, as a visitor's photo. */
export const smallJpeg = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

/** Attaches a small JPEG to the contact form in `main` as a visitor picks it, and waits until it is uploaded. */
export async function attachLeadPhoto(main: Locator, name: string) {
  await main
    .locator('input[data-lead-photos]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await smallJpeg() });
  await expect(main.locator('[data-photo-state="done"]')).toHaveCount(1);
}

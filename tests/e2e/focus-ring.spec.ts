import { expect, type Locator, test } from '@playwright/test';
import { DEFAULT_PHONE } from '../../src/common/settings/contact';
import { reviewShot } from '../support/screenshots';

const SHOTS = 'test-results/screenshots';

/** The focus ring as the browser draws it: style, width and offset of the outline. */
const ring = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
  });

test('a keyboard user sees a clear focus ring on links, cards and tabs; the phone header has a call button', async ({
  page,
}) => {
  await page.goto('/portfolio');
  // Links: a 3px ring outside, in the text colour.
  const firstLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
  await firstLink.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await ring(firstLink)).toEqual({ style: 'solid', width: '3px', offset: '2px' });

  // A project card: its list item is skipped until near (content-visibility, which clips what it paints), so
  // the ring is drawn inside its edge, over the photo: all of it visible, not only its corners.
  const card = page.getByTestId('project-card').first();
  await card.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(card).toBeFocused();
  expect(await ring(card)).toEqual({ style: 'solid', width: '4px', offset: '-4px' });
  await reviewShot(card, { path: `${SHOTS}/focus-ring-project-card.png` });

  // A community tab keeps the ring (and the focus: ssr.spec.ts).
  await page.goto('/wildfire-recovery');
  // The selected tab is the one Tab reaches (a roving tabindex).
  const tab = page.getByRole('tab', { selected: true });
  await tab.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tab).toBeFocused();
  expect((await ring(tab)).style).toBe('solid');

  // On a phone, every page's header has the call button.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/contact']) {
    await page.goto(path);
    const call = page.getByRole('link', { name: `Call ${DEFAULT_PHONE}` }).first();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${DEFAULT_PHONE.replace(/[^0-9+]/g, '')}`);
  }
  await reviewShot(page, { path: `${SHOTS}/phone-header-call.png` });
});

import { expect, test } from '@playwright/test';
import { LEAD_TOASTS } from '../../src/common/messages';
import { signIn } from '../support/admin-session';
import { REVIEW, reviewShot } from '../support/screenshots';

/**
 * The owner on his phone (390 px) answers a lead (docs/leads.md): the "New (n)" mark on the tab, the
 * lead opened at its own address, Call/Text/E-mail links filled in from the templates (a tap notes the first
 * contact and how long the lead waited), a status and a note set, a note's Undo.
 */
test('the owner answers a lead from a 390 px screen', { tag: '@looks' }, async ({ page }, testInfo) => {
  const stamp = Date.now().toString(36);
  const visitor = {
    name: `Rosa Delgado ${stamp}`,
    email: `rosa-${stamp}@example.com`,
    phone: '(310) 555-0147',
    projectType: 'ADU Construction',
    message: 'We would like an ADU for my mother.\nThe lot is 6,000 sq ft.',
    fillTimeMs: 60_000,
  };
  expect((await page.request.post('/api/contact', { data: visitor })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  // The tabs' counts are read once as the panel opens (the badges mounting after it do not ask again).
  const countReads: string[] = [];
  page.on('request', (request) => {
    const procedures = /\/trpc\/([^?]+)/.exec(request.url())?.[1]?.split(',') ?? [];
    countReads.push(...procedures.filter((name) => /^admin\.(leads\.summary|trash\.count)$/.test(name)));
  });
  const portfolioRead = page.waitForResponse((response) => response.url().includes('public.portfolio.list'));
  await signIn(page);
  const sections = page.getByRole('combobox', { name: 'Panel section' });
  await expect(sections.locator('option[value="contact"]')).toHaveText(/^Contact Forms \(\d+ new\)$/);
  // The newest leads are named above the tabs, on every tab.
  await expect(page.getByTestId('new-leads-line')).toContainText(/\d+ new requests?: /);
  await expect(page.getByTestId('new-leads-line')).toBeInViewport();
  await portfolioRead;
  expect(countReads.sort()).toEqual(['admin.leads.summary', 'admin.trash.count']);
  // In the inbox the leads come first on a phone: the first is on the first screen, the filters folded above it.
  await page.getByRole('link', { name: /^Requests/ }).click();
  await expect(page.getByTestId('contact-submission').first()).toBeInViewport();
  await expect(page.getByRole('searchbox', { name: 'Search requests' })).toBeHidden();
  await page.getByTestId('inbox-folded').locator('summary').click();
  const searchbox = page.getByRole('searchbox', { name: 'Search requests' });
  await expect(searchbox).toBeVisible();
  // The fire rebuilds, one tap: an ADU request is not among them.
  await page.getByTestId('fire-rebuild-filter').click();
  await expect(searchbox).toHaveValue('Fire Rebuild');
  await expect(page.getByTestId('contact-submission').filter({ hasText: visitor.name })).toHaveCount(0);
  await page.getByTestId('fire-rebuild-filter').click();
  await expect(searchbox).toHaveValue('');
  await expect(page.getByTestId('contact-submission').filter({ hasText: visitor.name })).toHaveCount(1);

  const found = await page.request.get(`/api/admin/leads?search=${encodeURIComponent(stamp)}`);
  const [match] = (await found.json()) as Array<{ id: number }>;
  if (!match) throw new Error('the request was not stored');
  const { id } = match;
  await page.goto(`/admin/contact-forms/${id}`);
  const lead = page.getByTestId('lead-page');
  await expect(lead.getByRole('heading', { level: 2 })).toHaveText(visitor.name);
  await expect(sections).toHaveValue('contact');
  await expect(lead.getByTestId('lead-status')).toHaveValue('New');
  await expect(lead.getByTestId('lead-waited')).toContainText('Waiting');

  const call = lead.getByRole('link', { name: 'Call', exact: true });
  const text = lead.getByRole('link', { name: 'Text', exact: true });
  const email = lead.getByRole('link', { name: 'E-mail', exact: true });
  await expect(call).toHaveAttribute('href', 'tel:3105550147');
  const sms = (await text.getAttribute('href')) ?? '';
  expect(sms.startsWith('sms:3105550147?body=')).toBe(true);
  expect(decodeURIComponent(sms.split('?body=')[1] ?? '')).toContain('Hi Rosa,');
  expect(decodeURIComponent(sms)).toContain('ADU Construction');
  const mailto = new URL((await email.getAttribute('href')) ?? '');
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe(visitor.email);
  expect(mailto.searchParams.get('subject')).toBe('Your ADU Construction request with Summit Coast Builders');
  expect(mailto.searchParams.get('body')).toContain('Hi Rosa,');

  // A tap opens the phone's app (held back here: a test browser has none) and notes the first contact.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a[href^="sms:"],a[href^="tel:"],a[href^="mailto:"]'))
          event.preventDefault();
      },
      true,
    ),
  );
  await text.click();
  await expect(lead.getByTestId('lead-waited')).toContainText(/^Answered after \d+ min \(text\)$/);
  await expect(lead.getByTestId('lead-status')).toHaveValue('Contacted');

  await lead.getByTestId('lead-status').selectOption('Site visit booked');
  await expect(page.getByText(LEAD_TOASTS.status)).toBeVisible();
  await expect(lead.getByTestId('lead-status-badge')).toHaveText('Site visit booked');

  await lead
    .getByRole('textbox', { name: 'Add a note' })
    .fill('Site visit Tuesday 9am.\nBring the ADU plans.');
  await lead.getByRole('button', { name: 'Add note' }).click();
  const notes = lead.getByTestId('lead-notes');
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Bring the ADU plans.');
  await expect(notes.getByRole('listitem').first()).toContainText(/\d{1,2}:\d{2} [AP]M · admin/);
  await reviewShot(page, { path: testInfo.outputPath('lead-390.png'), fullPage: true });

  // The note's toast offers Undo, which takes it back (the status stays).
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: LEAD_TOASTS.note })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(lead.getByTestId('lead-notes')).toHaveCount(0);
  await expect(lead.getByTestId('lead-status-badge')).toHaveText('Site visit booked');

  await lead.getByRole('button', { name: 'All requests' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-forms$/);
  const card = page.getByTestId('contact-submission').filter({ hasText: visitor.name });
  await expect(card.getByTestId('lead-status-badge')).toHaveText('Site visit booked');
  await expect(card.getByTestId('lead-waited')).toContainText('Answered after');
  await reviewShot(page, { path: testInfo.outputPath('inbox-390.png'), fullPage: true });
  if (!REVIEW) return;
  // For review: the lead, its History and the tab row with a new lead's mark, wide and narrow, light and dark.
  const next = { ...visitor, name: `Sam Ortiz ${stamp}`, email: `sam-${stamp}@example.com`, projectType: '' };
  expect((await page.request.post('/api/contact', { data: next })).ok()).toBe(true);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('summit-coast-theme', chosen), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/contact-forms/${id}`);
      await expect(lead.getByTestId('lead-status')).toHaveValue('Site visit booked');
      await reviewShot(page, { path: testInfo.outputPath(`lead-${width}-${theme}.png`), fullPage: true });
      await page.goto('/admin');
      await expect(page.getByTestId('new-leads-count')).toBeVisible();
      await reviewShot(page, { path: testInfo.outputPath(`tabs-${width}-${theme}.png`) });
      await page.goto('/admin/contact-forms');
      await expect(page.getByTestId('contact-submission').first()).toBeVisible();
      await reviewShot(page, { path: testInfo.outputPath(`inbox-${width}-${theme}.png`), fullPage: true });
    }
  }
  await page.goto(`/admin/contact-forms/${id}`);
  await lead.getByRole('button', { name: `History of ${visitor.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await reviewShot(page, { path: testInfo.outputPath('history-1280-dark.png') });
});

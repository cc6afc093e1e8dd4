import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_CONTACT_RATE_LIMIT } from '../../playwright.config';
import { BUSINESS_HOURS, LIMITS, PROJECT_TYPES } from '../../src/common/constants';
import { MESSAGES, TOASTS } from '../../src/common/messages';
import { settingDefault, splitLines } from '../../src/common/settings';
import { takeOwnerSession } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';
import { browserSaysOffline } from '../support/client-navigation';
import { reviewShot, screenshotFullPage } from '../support/screenshots';

const THEME_KEY = 'summit-coast-theme';
const SUBMIT_ROUTE = '**/trpc/public.contact.submit**';

const form = (page: Page) => {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: 'Name' }),
    email: main.getByRole('textbox', { name: 'Email' }),
    phone: main.getByRole('textbox', { name: 'Phone' }),
    projectType: main.getByRole('combobox', { name: 'Project Type' }),
    message: main.getByRole('textbox', { name: 'Message' }),
    submit: main.getByRole('button', { name: 'Send Message' }),
  };
};

/** The error shown in the same field group as the control, and announced as the control's error message. */
async function expectFieldError(control: Locator, text: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control.locator('xpath=ancestor::*[@role="group"][1]')).toContainText(text);
  const id = await control.getAttribute('aria-errormessage');
  expect(id).toBeTruthy();
  await expect(control.page().locator(`[id="${id}"]`)).toHaveText(text);
}

async function fillValid(page: Page, name: string) {
  const f = form(page);
  await f.name.fill(name);
  await f.email.fill('jordan.reyes@example.com');
  await f.phone.fill('(310) 555-0199');
  await f.projectType.selectOption('ADU Construction');
  await f.message.fill('We would like a detached ADU in our backyard.\nBudget is flexible.');
}

/** What the server sends for a failed call in a tRPC batch (superjson wraps the payload in `json`). */
/** A write travels alone (not batched), so its answer is one object. */
const trpcServerError = JSON.stringify({
  error: {
    json: {
      message: 'Internal server error',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'public.contact.submit' },
    },
  },
});

/**
 * The form's island wakes when the visitor moves to it (the pointer over it here) and takes the form over: from
 * then on it validates and sends it itself, so the browser's own validation is switched off (novalidate). Before
 * that the form works as a plain HTML form.
 */
async function formReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get In Touch');
  const htmlForm = page.getByRole('main').locator('form');
  await htmlForm.hover();
  await expect(htmlForm).toHaveAttribute('novalidate', '');
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto('/contact');
  if (javaScriptEnabled !== false) await formReady(page);
});

test('the page shows the heading, the form and its required fields', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(settingDefault('contact_description'))).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: settingDefault('contact_form_title') }),
  ).toBeVisible();
  await expect(page.getByText(settingDefault('contact_form_description'))).toBeVisible();

  const f = form(page);
  for (const control of [f.name, f.email, f.phone, f.message]) {
    await expect(control).toHaveJSProperty('required', true);
    await expect(control.locator('xpath=ancestor::*[@role="group"][1]').locator('label')).toContainText('*');
  }
  await expect(f.projectType).toHaveJSProperty('required', false);
  await expect(f.projectType.locator('option')).toHaveText(['Select a project type', ...PROJECT_TYPES]);
  await expect(f.projectType).toHaveValue('');
});

test('submitting the empty form shows a message next to each required field', async ({ page }) => {
  const f = form(page);
  let requests = 0;
  await page.route(SUBMIT_ROUTE, (route) => {
    requests += 1;
    return route.continue();
  });
  await f.submit.click();
  await expectFieldError(f.name, 'Name is required');
  await expectFieldError(f.email, 'Email is required');
  await expectFieldError(f.phone, 'Phone is required');
  await expectFieldError(f.message, 'Message is required');
  await expect(f.projectType).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toBeFocused();
  expect(requests).toBe(0);

  // Errors follow the input once shown: fixing a field clears its message.
  await f.name.fill('Jordan Reyes');
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await expect(page.getByText('Email is required')).toBeVisible();
});

test('an invalid email and phone show the schema messages', async ({ page }) => {
  const f = form(page);
  await fillValid(page, 'Jordan Reyes');
  await f.email.fill('jordan.example.com');
  await f.phone.fill('call me');
  await f.submit.click();
  await expectFieldError(f.email, 'Email must be a valid email address');
  await expectFieldError(f.phone, 'Phone must be a phone number (digits, spaces, + - . ( ) only)');
  await expect(f.email).toBeFocused();
  await f.email.fill('jordan@example.com');
  await expect(page.getByText('Email must be a valid email address')).toHaveCount(0);
});

/** The form's rules: the shared contact schema, in a chunk of its own with Zod (useContactForm.ts). */
const CONTACT_RULES = /\/assets\/contact-[\w-]+\.js$/;

test('the form’s rules load when the visitor starts on the form, not with the page', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (CONTACT_RULES.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  await page.reload();
  await formReady(page);
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await form(page).name.focus();
  await expect.poll(() => fetched.length).toBe(1);
});

test('when the form’s rules cannot load, Send still sends and the server checks the request', async ({
  page,
}) => {
  await page.route(CONTACT_RULES, (route) => route.abort('internetdisconnected'));
  await page.clock.install();
  await page.reload();
  await formReady(page);
  const name = `E2E No Rules ${Date.now()}`;
  await fillValid(page, name);
  await page.clock.fastForward('00:20');
  await form(page).submit.click();
  await expect(page.getByText(TOASTS.contactSent.title)).toBeVisible();
  expect((await ownerList(page, 'inbox')).some((submission) => submission.name === name)).toBe(true);
});

test('Send pressed twice while the form’s rules load sends the request once', async ({ page }) => {
  let releaseRules: () => void = () => {};
  const rulesHeld = new Promise<void>((resolve) => {
    releaseRules = resolve;
  });
  await page.route(CONTACT_RULES, async (route) => {
    await rulesHeld;
    await route.continue();
  });
  await page.clock.install();
  await page.reload();
  await formReady(page);
  const name = `E2E Double Press ${Date.now()}`;
  await fillValid(page, name);
  await page.clock.fastForward('00:20');
  await form(page).submit.click();
  await form(page).submit.click();
  releaseRules();
  await expect(page.getByText(TOASTS.contactSent.title)).toBeVisible();
  // Two sends would be batched into one HTTP request: the owner's inbox tells.
  const inbox = await ownerList(page, 'inbox');
  expect(inbox.filter((submission) => submission.name === name)).toHaveLength(1);
});

/** The owner's list of one folder ('inbox' or 'spam'), read through the API as the admin. */
async function ownerList(page: Page, folder: 'inbox' | 'spam') {
  await takeOwnerSession(page);
  const listed = await page.request.get(`/api/admin/contact-submissions?folder=${folder}`);
  expect(listed.ok()).toBeTruthy();
  return (await listed.json()) as Array<Record<string, unknown>>;
}

test('a successful send shows the lasting thank-you panel in the form’s place and reaches the admin list', async ({
  page,
}) => {
  // A person takes a while to write: the page's clock is moved on before sending (a form sent within
  // seconds is taken for a bot's).
  await page.clock.install();
  await page.reload();
  await formReady(page);
  const f = form(page);
  const name = `E2E Visitor ${Date.now()}`;
  await fillValid(page, name);
  await page.clock.fastForward('00:20');

  // Hold the request until the pending state has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SUBMIT_ROUTE, async (route) => {
    await held;
    await route.continue();
  });
  await f.submit.click();
  const sending = page.getByRole('main').getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  // The thank-you panel takes the form's place, repeats what was sent, and the address keeps its receipt.
  const thanks = page.locator('[data-contact-thanks]');
  await expect(thanks).toContainText(TOASTS.contactSent.title);
  await expect(thanks).toContainText(TOASTS.contactSent.description);
  await expect(thanks).toContainText(name);
  await expect(page.getByRole('heading', { name: TOASTS.contactSent.title })).toBeFocused();
  await expect(page).toHaveURL(/\/contact\?sent=[\w-]{32}#contact-form$/);
  await expect(f.submit).toHaveCount(0);

  const submissions = await ownerList(page, 'inbox');
  expect(submissions.find((s) => s.name === name)).toMatchObject({
    name,
    email: 'jordan.reyes@example.com',
    phone: '(310) 555-0199',
    projectType: 'ADU Construction',
    message: 'We would like a detached ADU in our backyard.\nBudget is flexible.',
  });
});

test('a browser that believes it is offline still sends the request at once', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await formReady(page);
  const name = `E2E Offline Guess ${Date.now()}`;
  await fillValid(page, name);
  await page.clock.fastForward('00:20');
  await browserSaysOffline(page);
  await form(page).submit.click();
  await expect(page.getByText(TOASTS.contactSent.title)).toBeVisible();
  expect((await ownerList(page, 'inbox')).some((s) => s.name === name)).toBe(true);
});

test('a form sent the instant it appears gets the normal answer but is kept as spam', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await formReady(page);
  // Freeze the page's clock: the whole form is filled and sent in no time at all, as a bot would.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const name = `E2E Hasty Bot ${Date.now()}`;
  await fillValid(page, name);
  await form(page).submit.click();
  await page.clock.resume();
  await expect(page.getByText(TOASTS.contactSent.title)).toBeVisible();
  expect((await ownerList(page, 'inbox')).map((s) => s.name)).not.toContain(name);
  expect((await ownerList(page, 'spam')).find((s) => s.name === name)).toMatchObject({
    spamReason: 'too-fast',
  });
});

test('the honeypot is invisible to people, screen readers and the keyboard; a bot filling it is kept as spam', async ({
  page,
}) => {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  const box = await honeypot.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

  const name = `E2E Honeypot Bot ${Date.now()}`;
  await fillValid(page, name);
  await honeypot.fill('https://cheap-pills.example', { force: true });
  await form(page).submit.click();
  await expect(page.getByText(TOASTS.contactSent.title)).toBeVisible();
  expect((await ownerList(page, 'spam')).find((s) => s.name === name)).toMatchObject({
    spamReason: 'honeypot',
  });
  expect((await ownerList(page, 'inbox')).map((s) => s.name)).not.toContain(name);
});

test('too many requests from one address: the form says how long to wait and keeps what was typed', async ({
  page,
}) => {
  const address = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const earlier = {
    name: 'Earlier Request',
    email: 'earlier@example.com',
    phone: '3105550100',
    message: 'Hello',
    website: 'filled, so these stay out of the owner list',
  };
  for (let i = 0; i < E2E_CONTACT_RATE_LIMIT; i += 1) {
    expect((await page.request.post('/api/contact', { data: earlier, headers: address })).status()).toBe(200);
  }
  await page.setExtraHTTPHeaders(address);
  await fillValid(page, 'Throttled Visitor');
  await form(page).submit.click();
  await expect(page.getByText(TOASTS.contactFailed)).toBeVisible();
  await expect(page.getByText(MESSAGES.contactThrottled(15))).toBeVisible();
  await expect(form(page).name).toHaveValue('Throttled Visitor');
});

test('a server failure shows the server error text and keeps what was typed', async ({ page }) => {
  await page.route(SUBMIT_ROUTE, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: trpcServerError }),
  );
  await fillValid(page, 'Server Failure Visitor');
  await form(page).submit.click();
  await expect(page.getByText(TOASTS.contactFailed)).toBeVisible();
  await expect(page.getByText('Server error. Please try again in a moment.')).toBeVisible();
  await expect(form(page).name).toHaveValue('Server Failure Visitor');
});

test('a network failure shows the network error text', async ({ page }) => {
  await page.route(SUBMIT_ROUTE, (route) => route.abort('internetdisconnected'));
  await fillValid(page, 'Offline Visitor');
  await form(page).submit.click();
  await expect(page.getByText(TOASTS.contactFailed)).toBeVisible();
  await expect(page.getByText('Network error. Please check your connection and try again.')).toBeVisible();
  await expect(form(page).name).toHaveValue('Offline Visitor');
});

test('the toast: F8 reaches it, a swipe shorter than 50 px keeps it, a longer one to the right dismisses it', async ({
  page,
}) => {
  await page.route(SUBMIT_ROUTE, (route) => route.abort('internetdisconnected'));
  await fillValid(page, 'Swiping Visitor');
  await form(page).submit.click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText(TOASTS.contactFailed);
  await page.keyboard.press(LIMITS.toastFocusKey);
  await expect(page.locator('[data-scope="toast"][data-part="group"]')).toBeFocused();

  const drag = async (distance: number) => {
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance / 2, y);
    await page.mouse.move(box.x + 20 + distance, y);
    await page.mouse.up();
  };
  await drag(LIMITS.toastSwipeDismissPx - 20);
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute('style', /translateX/);
  await drag(LIMITS.toastSwipeDismissPx + 10);
  await expect(toast).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  // An address of its own, so these sends do not count against the suite's other contact requests.
  test.use({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });

  test('the form is checked by the browser, sent as a plain HTML form and the page says it was sent', async ({
    page,
  }) => {
    const f = form(page);
    await expect(f.submit).toBeEnabled();
    await f.submit.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await f.name.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);

    const name = `E2E No-Script Visitor ${Date.now()}`;
    await fillValid(page, name);
    await f.submit.click();
    await expect(page).toHaveURL(/\/contact\?sent=[\w-]{32}#contact-form$/);
    // The same thank-you panel as with the script: what was sent, what happens next, call now.
    const outcome = page.locator('[data-contact-thanks]');
    await expect(outcome).toContainText(TOASTS.contactSent.title);
    await expect(outcome).toContainText(TOASTS.contactSent.description);
    await expect(outcome).toContainText(name);
    await expect(outcome.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(f.name).toHaveCount(0);
    expect((await ownerList(page, 'inbox')).find((s) => s.name === name)).toMatchObject({
      email: 'jordan.reyes@example.com',
      phone: '(310) 555-0199',
      projectType: 'ADU Construction',
      message: 'We would like a detached ADU in our backyard.\nBudget is flexible.',
    });
  });

  test('the browser holds back a malformed phone; a send the server refuses says so above the form', async ({
    page,
  }) => {
    const f = form(page);
    await fillValid(page, 'No-Script Visitor');
    // The phone field carries the schema's pattern, so the browser checks it as the app would.
    await f.phone.fill('call me');
    await f.submit.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await f.phone.evaluate((input) => (input as HTMLInputElement).validity.patternMismatch)).toBe(
      true,
    );

    // An address without a top-level domain passes the browser's check but not the schema's.
    await f.phone.fill('(310) 555-0199');
    await f.email.fill('jordan@example');
    await f.submit.click();
    await expect(page).toHaveURL(/\/contact\?failed=400#contact-form$/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(TOASTS.contactFailed);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Please check all required fields are filled correctly.',
    );
  });
});

test('contact details, hours, map and links are shown', async ({ page }) => {
  // A fresh page at its top: waking the form (beforeEach) scrolls the taller form, and the map near the view.
  await page.goto('/contact');
  const main = page.getByRole('main');
  const phone = settingDefault('contact_phone');
  const email = settingDefault('contact_email');
  await expect(main.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/[^0-9+]/g, '')}`,
  );
  await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(main.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute(
    'href',
    settingDefault('social_instagram_url'),
  );
  await expect(main.getByText(settingDefault('contact_address'))).toBeVisible();
  for (const line of splitLines(settingDefault('contact_service_areas'))) {
    await expect(main.getByText(line)).toBeVisible();
  }

  const hours = page.getByTestId('business-hours');
  await expect(hours.locator('dt')).toHaveText(BUSINESS_HOURS.map((h) => h.days));
  await expect(hours.locator('dd')).toHaveText(BUSINESS_HOURS.map((h) => h.hours));
  await expect(hours).toContainText('8:00 AM-6:00 PM');
  await expect(hours).toContainText('9:00 AM-4:00 PM');
  await expect(hours).toContainText(/by appointment only/i);

  // The map (a megabyte of Google's script) is added only once the visitor scrolls near it.
  const map = page.locator('iframe[title="Map of our service area"]');
  await expect(map).toHaveCount(0);
  await page.getByRole('heading', { name: /Building Across Los Angeles/ }).scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', /google\.com\/maps.*output=embed/);
});

test('the FAQ has five questions and one opens to its answer', async ({ page }) => {
  const faq = page.getByTestId('contact-faq');
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(5);
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(5);
  const first = questions.filter({ hasText: /how long does it take to build a custom home/i });
  const answer = page.getByText(/typically takes 8-12 months/);
  await expect(answer).toBeHidden();
  await first.click();
  await expect(first.locator('xpath=..')).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  for (const topic of [/permits and inspections/i, /which areas/i, /warrant/i, /own architect/i]) {
    await expect(questions.filter({ hasText: topic })).toBeVisible();
  }
});

test('text typed while the form’s island is still on its way is kept once it is there', async ({
  browser,
}) => {
  // A context of its own: the island's code is not in its cache, and is held back until the visitor has typed.
  const context = await browser.newContext();
  const page = await context.newPage();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/runtime-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const f = form(page);
  await f.name.click();
  await page.keyboard.type('Jordan');
  release();
  await expect(page.getByRole('main').locator('form')).toHaveAttribute('novalidate', '');
  await expect(f.name).toHaveValue('Jordan');
  await page.keyboard.type(' Reyes');
  await expect(f.name).toHaveValue('Jordan Reyes');
  // The island's state holds it too: sending checks the other fields, not the name.
  await f.submit.click();
  await expectFieldError(f.email, 'Email is required');
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
  await context.close();
});

test('an FAQ answer opens without JavaScript, and at the first click', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  const question = page
    .getByTestId('contact-faq')
    .locator('summary')
    .filter({ hasText: /warrant/i });
  await question.click();
  await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
  await expect(page.getByText(/written workmanship warranty/)).toBeVisible();
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`no serious accessibility violations (${theme}, with field errors shown)`, async ({ page }) => {
    test.slow(); // axe walks the whole page twice
    if (theme === 'dark') {
      await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
      await page.goto('/contact');
      await expect(page.locator('html')).toHaveClass(/dark/);
      await formReady(page);
    }
    await expect(page.getByText(settingDefault('contact_form_description'))).toBeVisible();
    const check = () => expectNoSeriousViolations(page);
    await check();
    await form(page).submit.click();
    await expect(page.getByText('Message is required')).toBeVisible();
    await check();
    await reviewShot(page.getByRole('main').locator('form'), {
      path: `test-results/screenshots/contact-form-errors-${theme}.png`,
    });
  });

  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1440', { width: 1440, height: 900 }],
  ] as const) {
    test(`screenshot ${label}px ${theme}`, { tag: '@review' }, async ({ page }) => {
      if (theme === 'dark') await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await expect(page.getByText(settingDefault('contact_form_description'))).toBeVisible();
      await screenshotFullPage(page, `test-results/screenshots/contact-${label}-${theme}.png`);
    });
  }
}

import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { openLoginPage } from '../support/admin-session';
import { expectNoSeriousViolations } from '../support/axe';

async function signIn(page: Page, password = E2E_ADMIN.password) {
  await openLoginPage(page);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the login page warns and names missing fields', async ({ page }) => {
  await openLoginPage(page);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Authorized Access Only')).toBeVisible();
  await expect(page.getByText(/attempts are logged and monitored/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server’s message', async ({ page }) => {
  await signIn(page, 'not-the-password');
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-out visitors of /admin are sent to /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign in, see the panel, get redirected from /login, log out and find /admin closed again', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Login Successful', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(
    page.getByText('Answer new requests, and manage your portfolio projects and testimonials'),
  ).toBeVisible();
  await expect(page.getByText(`Welcome ${E2E_ADMIN.username}`)).toBeVisible();
  await expect(page.getByText('Admin Access')).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'Portfolio',
    'Testimonials',
    // Its "New (n)" mark follows when a spec run earlier on this server left new leads.
    /^Contact Forms(New \(\d+\))?$/,
    'Page Content',
    'Advanced Pages',
    'Services',
    'Wildfire Recovery',
    'Branding',
    'Site Settings',
    'Spanish',
    // Its count follows when the Trash holds something.
    /^Trash\d*$/,
    'Activity',
    'Backups',
    'Account',
  ]);
  await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');

  // Signed in on a device without alerts, the panel offers them once: one press leads to the device's switch.
  const offer = page.getByTestId('alerts-offer');
  await expect(offer).toContainText('Get new requests on this device');
  await offer.getByRole('button', { name: 'Turn on alerts here' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-forms\/alerts$/);
  await expect(page.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByTestId('alerts-offer')).toHaveCount(0);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

// Their noindex, in the HTML as served: tests/integration/ssr.test.ts.
test('the login page passes axe', async ({ page }) => {
  await page.goto('/login');
  // The page as a person meets it: rendered, not the moment its code is still arriving.
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s form signs in, says a wrong password, and opens the panel', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Admin Login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });
});

test('typed into the server’s form before the panel’s script arrives, the words stay when it takes over', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The sign-in page's own code is held back, as on a slow line.
  await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-server-login="password"]')).toBeVisible();
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('typed before the script');
  release();
  await expect(page.locator('[data-server-login]')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue(E2E_ADMIN.username);
  await expect(page.getByLabel('Password')).toHaveValue('typed before the script');
  await expect(page.getByLabel('Password')).toBeFocused();
});

import { expect, test, type Page } from '@playwright/test';
import { readMailbox } from '../mailbox';

const ARTIFACTS = 'artifacts';

/** Waits for the mail to `to` whose link path starts with `prefix`, and returns that link. */
async function waitForLink(to: string, prefix: string, after = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox(to)
          .slice(after)
          .flatMap((mail) => mail.links)
          .find((link) => new URL(link).pathname.startsWith(prefix));
        return found;
      },
      { timeout: 15_000, message: `mail to ${to} with a ${prefix} link` },
    )
    .toBeTruthy();
  return found as string;
}

async function fill(page: Page, form: string, values: Record<string, string>) {
  const scope = page.getByTestId(form);
  for (const [name, value] of Object.entries(values)) {
    await scope.locator(`[name="${name}"]`).fill(value);
  }
  return scope;
}

test('a new player registers, verifies the e-mail, resets the password and logs in again', async ({
  page,
}) => {
  const email = `e2e.${Date.now()}@example.com`;
  const firstPassword = 'first password 1';
  const newPassword = 'second password 2';

  // Register through the UI; without errors the web logs in with the same credentials (spec §4).
  await page.goto('/register');
  const register = await fill(page, 'register-form', {
    name: 'End To End Player',
    email,
    password: firstPassword,
    password_confirmation: firstPassword,
  });
  await register.locator('[name="terms"]').check();
  await page.screenshot({ path: `${ARTIFACTS}/register-filled.png` });
  await register.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // The verification mail arrived over real SMTP; its link verifies the address.
  const verifyLink = await waitForLink(email, '/email/verify/');
  await page.goto(verifyLink);
  await expect(page.getByTestId('verify-result')).toContainText('Your e-mail address is verified.');
  await page.screenshot({ path: `${ARTIFACTS}/email-verified.png` });

  // GET /logout only offers the button (issue 11: a link elsewhere cannot sign anyone out).
  await page.goto('/logout');
  await expect(page.getByTestId('logout-submit')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // Log out through the account menu: a POST form, answered by a full page load.
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  // Forgot password: request a link, follow it, set a new password.
  const mailsBefore = readMailbox(email).length;
  await page.goto('/password/reset');
  const request = await fill(page, 'reset-request-form', { email });
  await request.locator('button[type="submit"]').click();
  await expect(page.getByTestId('auth-alert')).toContainText('If this e-mail is registered');
  const resetLink = await waitForLink(email, '/password/reset/', mailsBefore);
  await page.goto(resetLink);
  const reset = await fill(page, 'reset-form', {
    password: newPassword,
    password_confirmation: newPassword,
  });
  await expect(reset.locator('[name="email"]')).toHaveValue(email);
  await reset.locator('button[type="submit"]').click();
  await expect(page.getByTestId('auth-alert')).toContainText('Your password has been reset');
  await page.screenshot({ path: `${ARTIFACTS}/password-reset-done.png` });

  // The old password no longer works; the new one does.
  await page.goto('/login');
  const badLogin = await fill(page, 'login-form', { email, password: firstPassword });
  await badLogin.locator('button[type="submit"]').click();
  await expect(page.getByTestId('auth-alert')).toContainText(
    'These credentials do not match our records.',
  );
  await page.screenshot({ path: `${ARTIFACTS}/login-error.png` });
  const login = await fill(page, 'login-form', { email, password: newPassword });
  await login.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // The account area shows the verified profile and this session.
  await page.goto('/settings/sessions');
  await expect(page.getByTestId('sessions-table')).toBeVisible();
  await page.screenshot({ path: `${ARTIFACTS}/settings-sessions.png`, fullPage: true });
  await page.goto('/settings/profile');
  await expect(page.getByTestId('profile-form').locator('[name="email"]')).toHaveValue(email);
  await page.screenshot({ path: `${ARTIFACTS}/settings-profile.png`, fullPage: true });

  // Identity documents: "File is Required." without a file, then an upload shows as pending.
  await page.goto('/settings/verification');
  const upload = page.getByTestId('verification-form');
  await upload.locator('[name="document_type"]').selectOption('passport');
  await upload.locator('button[type="submit"]').click();
  await expect(page.getByText('File is Required.').first()).toBeVisible();
  await upload.locator('[name="file"]').setInputFiles({
    name: 'passport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% e2e identity document\n%%EOF\n'),
  });
  await upload.locator('button[type="submit"]').click();
  await expect(page.getByTestId('verification-documents')).toContainText('passport.pdf');
  await page.screenshot({ path: `${ARTIFACTS}/settings-verification.png`, fullPage: true });

  // Password change from the account area. A confirmation that differs is refused with the
  // account area's text, by the same contract schema in the browser as on the server.
  await page.goto('/settings/password');
  const mismatch = await fill(page, 'password-form', {
    current_password: newPassword,
    password: 'third password 3',
    password_confirmation: 'third password 4',
  });
  await mismatch.locator('button[type="submit"]').click();
  await expect(mismatch.getByText('Password not match, please check it to continue')).toBeVisible();
  await expect(mismatch.locator('[name="password_confirmation"]')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.screenshot({ path: `${ARTIFACTS}/settings-password-mismatch.png` });
  const change = await fill(page, 'password-form', {
    current_password: newPassword,
    password: 'third password 3',
    password_confirmation: 'third password 3',
  });
  await change.locator('button[type="submit"]').click();
  await expect(page.getByTestId('auth-alert')).toContainText('account password updated');
});

test('the auth pages speak Spanish and Chinese', async ({ page, context, baseURL }) => {
  const url = baseURL ?? '';
  await context.addCookies([{ name: 'locale', value: 'es', url }]);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const login = await fill(page, 'login-form', {
    email: 'nadie@example.com',
    password: 'incorrecta 1',
  });
  await login.locator('button[type="submit"]').click();
  await expect(page.getByTestId('auth-alert')).toContainText(
    'Estas credenciales no coinciden con nuestros registros.',
  );
  await page.screenshot({ path: `${ARTIFACTS}/login-error-es.png` });

  await context.addCookies([{ name: 'locale', value: 'cn', url }]);
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.screenshot({ path: `${ARTIFACTS}/register-zh.png` });
});

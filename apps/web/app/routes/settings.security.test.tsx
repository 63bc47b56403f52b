// @vitest-environment happy-dom
import type { TwoFactorStatusResponse } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../lib/forms';
import { fieldDescription } from '../lib/testing/field-description';
import { createRecordingAction, renderRoutes, type Posted } from '../lib/testing/render-route';
import SettingsSecurityPage from './settings.security';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

const OFF: TwoFactorStatusResponse = {
  status: 'ok',
  enabled: false,
  enabled_at: null,
  recovery_codes_left: 0,
};
const ON: TwoFactorStatusResponse = {
  status: 'ok',
  enabled: true,
  enabled_at: '2026-05-01T10:00:00.000Z',
  recovery_codes_left: 3,
};
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Casino:player%40example.test?secret=JBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><path id="qr-module" d="M0 0h7v7H0z"/></svg>',
};
const CODES = Array.from(
  { length: 10 },
  (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`,
);
const INVALID = 'This code is not valid, or it was already used. Enter the current code.';

/**
 * The page at /settings/security: its loader answers `status()` (read again after each post),
 * its action records each post and answers `answer(posted)`.
 */
function renderSecurity(
  status: () => TwoFactorStatusResponse,
  answer: (posted: Posted) => unknown = () => ({ ok: true, message: '' }),
) {
  const { action, posted } = createRecordingAction(answer);
  const view = renderRoutes([
    {
      path: '/settings/security',
      loader: () => status(),
      action,
      Component: SettingsSecurityPage as never,
    },
  ]);
  return { ...view, posted };
}

const codeField = (form: HTMLElement) =>
  within(form).getByLabelText('Authenticator code') as HTMLInputElement;

describe('/settings/security (issue 18 two-factor authentication)', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('says 2FA is off and offers to turn it on', async () => {
    renderSecurity(() => OFF);
    expect((await screen.findByTestId('two-factor-status', {}, SLOW)).textContent).toBe('Off');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Security');
    expect(screen.getByText(/Only your password protects your account/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(screen.queryByTestId('two-factor-qr')).toBeNull();
    expect(screen.queryByTestId('recovery-codes-left')).toBeNull();
    expect(screen.queryByTestId('two-factor-disable-form')).toBeNull();
  });

  it('shows the server’s QR code as an image and the secret in fours, to copy', async () => {
    const { user, posted } = renderSecurity(
      () => OFF,
      () => ({ ok: true, intent: 'setup', message: '', values: SETUP }),
    );
    await user.click(await screen.findByRole('button', { name: 'Turn on' }, SLOW));
    const qr = (await screen.findByTestId('two-factor-qr', {}, SLOW)) as HTMLImageElement;
    expect(posted).toEqual([{ intent: 'setup' }]);

    // Drawn as an image, never inlined: none of its markup is in the page.
    const prefix = 'data:image/svg+xml;charset=utf-8,';
    expect(qr.getAttribute('src')?.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(qr.getAttribute('src')!.slice(prefix.length))).toBe(SETUP.qr_svg);
    expect(qr.getAttribute('alt')).toBe('QR code that adds your account to an authenticator app');
    expect(document.getElementById('qr-module')).toBeNull();

    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SETUP.secret);
    expect(
      screen.getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href'),
    ).toBe(SETUP.otpauth_url);

    const form = screen.getByTestId('two-factor-enable-form');
    const code = codeField(form);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('turns 2FA on with the code, carrying the setup; a wrong code is said under the field', async () => {
    let status = OFF;
    const { user, posted } = renderSecurity(
      () => status,
      (body) => {
        if (body.intent === 'setup')
          return { ok: true, intent: 'setup', message: '', values: SETUP };
        if (body.code !== '123456') {
          return {
            ok: false,
            intent: 'enable',
            message: '',
            fieldErrors: { code: [INVALID] },
            values: SETUP,
          } satisfies FormResult;
        }
        status = { ...ON, recovery_codes_left: 10 };
        return {
          ok: true,
          intent: 'enable',
          message: 'Two-factor authentication is on.',
          recovery_codes: CODES,
        };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Turn on' }, SLOW));
    const form = await screen.findByTestId('two-factor-enable-form', {}, SLOW);
    await user.type(codeField(form), '000000');
    await user.click(
      within(form).getByRole('button', { name: 'Turn on two-factor authentication' }),
    );

    await waitFor(
      () =>
        expect(fieldDescription(codeField(screen.getByTestId('two-factor-enable-form')))).toBe(
          INVALID,
        ),
      SLOW,
    );
    expect(posted[1]).toEqual({ intent: 'enable', ...SETUP, code: '000000' });
    // The same enrolment stays: the QR code the player scanned still counts.
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(screen.queryByTestId('auth-alert')).toBeNull();

    const again = screen.getByTestId('two-factor-enable-form');
    await user.clear(codeField(again));
    await user.type(codeField(again), '123456');
    await user.click(
      within(again).getByRole('button', { name: 'Turn on two-factor authentication' }),
    );

    const list = await screen.findByTestId('recovery-codes', {}, SLOW);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByTestId('recovery-codes-warning').textContent).toBe(
      'Store them now; they will not be shown again.',
    );
    expect(screen.getByTestId('auth-alert').textContent).toBe('Two-factor authentication is on.');
    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe('On'));
    expect(screen.getByTestId('recovery-codes-left').textContent).toBe('10 recovery codes left');
    expect(screen.queryByTestId('two-factor-qr')).toBeNull();

    const download = screen.getByTestId('recovery-codes-download');
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    const file = decodeURIComponent(download.getAttribute('href')!.split(',')[1]!);
    expect(file).toBe(['Casino: recovery codes for ', '', ...CODES, ''].join('\n'));
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
  });

  it('when on: the codes left, new codes and turning off, each with its error under the code', async () => {
    const { user, posted } = renderSecurity(
      () => ON,
      (body) => ({
        ok: false,
        intent: body.intent,
        message: '',
        fieldErrors: { code: [INVALID] },
      }),
    );
    expect((await screen.findByTestId('two-factor-status', {}, SLOW)).textContent).toBe('On');
    expect(
      screen.getByText(/^On since .+\. Signing in, withdrawing and tipping ask for a code/),
    ).toBeTruthy();
    expect(screen.getByTestId('recovery-codes-left').textContent).toBe('3 recovery codes left');
    // Recovery codes are shown only in the answer that made them, never on a later visit.
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();

    const renew = screen.getByTestId('two-factor-renew-form');
    expect(fieldDescription(codeField(renew))).toBe(
      'The 6-digit code your authenticator app shows now.',
    );
    await user.type(codeField(renew), '111111');
    await user.click(within(renew).getByRole('button', { name: 'Create new recovery codes' }));
    await waitFor(
      () =>
        expect(fieldDescription(codeField(screen.getByTestId('two-factor-renew-form')))).toBe(
          INVALID,
        ),
      SLOW,
    );

    const disable = screen.getByTestId('two-factor-disable-form');
    expect(fieldDescription(codeField(disable))).toBe(
      'The 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    await user.type(codeField(disable), 'abcde-fgh01');
    await user.click(
      within(disable).getByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    await waitFor(
      () =>
        expect(fieldDescription(codeField(screen.getByTestId('two-factor-disable-form')))).toBe(
          INVALID,
        ),
      SLOW,
    );
    // The renew form's error went with its answer.
    expect(fieldDescription(codeField(screen.getByTestId('two-factor-renew-form')))).toBe(
      'The 6-digit code your authenticator app shows now.',
    );
    expect(posted).toEqual([
      { intent: 'renew', code: '111111' },
      { intent: 'disable', code: 'abcde-fgh01' },
    ]);
  });
});

// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COINS } from '../features/admin/coins/coins.fixtures';
import { refusal } from '../features/admin/content/content.fixtures';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes, retype } from '../lib/testing/render-route';
import AdminCoinsPage, { action, loader } from './admin.coins';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const [BTC] = COINS.coins;
const WALLET = {
  id: 1,
  name: 'Bitcoin',
  short_code: 'BTC',
  network: 'Bitcoin',
  allow_withdrawals: 1,
  coin_image: '/api/wallet/coins/btc.svg',
  decimals: 8,
  confirmations: 3,
  deposits_enabled: 1,
};

function load(url: string, role: StaffRole) {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    answer: () => Response.json(COINS),
  });
  return { result: loader(args as unknown as Args), fetchApi };
}

function save(form: Record<string, string>, answer: () => Response, role: StaffRole = 'finance') {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/coins?edit=1',
    method: 'POST',
    form: { intent: 'update', id: '1', ...form },
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const FORM = {
  name: 'Bitcoin',
  confirmations: '3',
  allow_withdrawals: '1',
  extended_public_key: BTC!.extended_public_key!,
  extended_public_key_shown: BTC!.extended_public_key!,
};

describe('the coins loader (coins.manage)', () => {
  it.each<StaffRole>(['admin', 'finance'])(
    'reads the coins and the prices for %s',
    async (role) => {
      const { result, fetchApi } = load('/admin/coins?edit=2', role);
      await expect(result).resolves.toMatchObject({
        coins: COINS.coins,
        rates: COINS.rates,
        editId: 2,
      });
      expect(readApiCalls(fetchApi)).toEqual([
        { path: '/api/admin/coins', method: 'GET', body: undefined },
      ]);
    },
  );

  it('counts the prices’ age on the server', async () => {
    const { result } = load('/admin/coins', 'admin');
    const { ageSeconds, editId } = await result;
    expect(editId).toBeNull();
    expect(ageSeconds).toBe(
      Math.floor((Date.now() - Date.parse('2026-11-25T10:00:00.000Z')) / 1000),
    );
  });

  it.each<StaffRole>(['support', 'content'])('answers 403 to %s', async (role) => {
    const { result, fetchApi } = load('/admin/coins', role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

describe('the coin’s action', () => {
  it('saves the name, switch and confirmations, and leaves an unchanged key out', async () => {
    const { result, fetchApi } = save(FORM, () => Response.json({ status: 'ok', wallet: WALLET }));
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'update',
      message: 'The coin is saved.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/wallets/1',
        method: 'PATCH',
        body: { name: 'Bitcoin', allow_withdrawals: 1, confirmations: 3 },
      },
    ]);
  });

  it('sends a new key, and an emptied one as null; an unchecked switch is off', async () => {
    const answer = () => Response.json({ status: 'ok', wallet: WALLET });
    const { allow_withdrawals: _on, ...unchecked } = FORM;
    const changed = save({ ...unchecked, extended_public_key: ' zpub-mine ' }, answer);
    await changed.result;
    expect(readApiCalls(changed.fetchApi)[0]?.body).toEqual({
      name: 'Bitcoin',
      allow_withdrawals: 0,
      confirmations: 3,
      extended_public_key: 'zpub-mine',
    });
    const emptied = save({ ...FORM, extended_public_key: '' }, answer);
    await emptied.result;
    expect(readApiCalls(emptied.fetchApi)[0]?.body).toMatchObject({ extended_public_key: null });
  });

  it('answers the API’s refusal of the key under its field, and a demo key in live mode', async () => {
    const bad = save({ ...FORM, extended_public_key: 'zpub-not-a-key' }, () =>
      refusal({ extended_public_key: ['Invalid format.'] }),
    );
    await expect(bad.result).resolves.toMatchObject({
      data: {
        intent: 'update',
        fieldErrors: { extended_public_key: ['Invalid format.'] },
        values: { extended_public_key: 'zpub-not-a-key' },
      },
    });
    const demo = save({ ...FORM, extended_public_key: 'zpub-demo' }, () =>
      Response.json(
        { message: 'A public demo key cannot be used in live mode.', code: 'DEMO_KEY_NOT_ALLOWED' },
        { status: 422 },
      ),
    );
    await expect(demo.result).resolves.toMatchObject({
      data: { message: 'A public demo key cannot be used in live mode.' },
    });
  });

  it('answers confirmations that are not a whole number without calling the API', async () => {
    const { result, fetchApi } = save({ ...FORM, confirmations: 'two' }, () => Response.json({}));
    await expect(result).resolves.toMatchObject({
      data: { fieldErrors: { confirmations: ['Must be a whole number.'] } },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('is refused to content staff', async () => {
    await expect(save(FORM, () => Response.json({}), 'content').result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

function renderCoins(
  url = '/admin/coins',
  rates = COINS.rates,
  answer: FormResult = { ok: true, intent: 'update', message: 'The coin is saved.' },
) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/coins',
        loader: ({ request }: { request: Request }) => {
          const edit = new URL(request.url).searchParams.get('edit');
          return { coins: COINS.coins, rates, ageSeconds: 200, editId: edit ? Number(edit) : null };
        },
        action: recording,
        Component: AdminCoinsPage as never,
      },
    ],
    { url },
  );
  return { ...view, posted };
}

describe('the coins page (issue 17 "Coins")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('says where the prices come from first: live, how old, the last failure', async () => {
    renderCoins();
    const panel = await screen.findByTestId('rates-panel', {}, SLOW);
    expect(within(panel).getByTestId('rates-health').textContent).toBe('Live');
    expect(within(panel).getByTestId('rates-age').textContent).toBe(
      '2026-11-25 - 10:00:003 minutes ago',
    );
    expect(within(panel).getByTestId('rates-last-failure').textContent).toBe(
      '2026-11-25 - 08:00:00',
    );
    expect(panel.textContent).toContain('Demo: falls back to the offline table');
  });

  it('says it loudly when there are no prices', async () => {
    const error = 'No fresh price for BTC/USD (live mode)';
    renderCoins('/admin/coins', {
      ...COINS.rates,
      live_mode: true,
      source: null,
      observed_at: null,
      error,
    });
    const panel = await screen.findByTestId('rates-panel', {}, SLOW);
    expect(within(panel).getByTestId('rates-health').textContent).toBe('No prices');
    expect(within(panel).getByTestId('rates-error').textContent).toBe(error);
    expect(panel.textContent).toContain('Live: refuses prices older than 10 minutes');
  });

  it('warns of the public demo key where it is used', async () => {
    renderCoins();
    expect((await screen.findByTestId('demo-keys-alert', {}, SLOW)).textContent).toContain(
      'Public demo key — deposits to it are not yours',
    );
    const rows = within(screen.getByTestId('coins-table')).getAllByRole('row');
    expect(within(rows[1]!).getByTestId('demo-key-warning').textContent).toBe(
      'Public demo key — deposits to it are not yours',
    );
    expect(within(rows[2]!).queryByTestId('demo-key-warning')).toBeNull();
    expect(rows[2]?.textContent).toContain('Off');
  });

  it('edits a coin and posts what the form showed', async () => {
    const { user, posted } = renderCoins('/admin/coins?edit=1');
    const form = await screen.findByTestId('coin-form', {}, SLOW);
    expect(within(form).getByTestId('coin-demo-key')).toBeTruthy();
    await retype(user, field('Confirmations'), '6');
    await user.click(within(form).getByRole('button', { name: 'Save the coin' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toEqual({
      intent: 'update',
      id: '1',
      extended_public_key_shown: BTC!.extended_public_key,
      name: 'Bitcoin',
      confirmations: '6',
      allow_withdrawals: '1',
      extended_public_key: BTC!.extended_public_key,
    });
    expect((await screen.findByTestId('coin-alert', {}, SLOW)).textContent).toBe(
      'The coin is saved.',
    );
  });
});

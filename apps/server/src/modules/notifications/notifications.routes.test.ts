import { createHmac } from 'node:crypto';
import type {
  DepositWalletResponse,
  NotificationsResponse,
  WalletActionResponse,
} from '@casino/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_WEBHOOK_SECRET } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { formatMoney } from './notifications.service';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();
beforeAll(async () => {
  t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
});

async function verifiedPlayer(name: string) {
  const player = await signUpPlayer(api, { name, currency: 'USD' });
  await t.runtime.services.usersService.markEmailVerified(player.id);
  return player;
}

/** Notifications are written just after the money moved; wait for the expected count. */
async function notificationsOf(token: string, count: number, locale?: string) {
  let body: NotificationsResponse = { notifications: [], unread: 0, total: 0 };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await api.post(
      '/api/user/notifications',
      {},
      { token, ...(locale ? { locale } : {}) },
    );
    body = res.body as unknown as NotificationsResponse;
    if (body.total >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return body;
}

describe('notifications from wallet events', () => {
  it('tells the player about deposits, withdrawal changes and tips, newest first, in their language', async () => {
    const alice = await verifiedPlayer('Alice Notified Person');
    const bob = await verifiedPlayer('Bob Notified Person');
    const { address } = (await api.post('/api/wallet/depositwallet', {}, { token: alice.token }))
      .body as unknown as DepositWalletResponse;
    const raw = JSON.stringify({
      coin: 'BTC',
      txid: '77'.repeat(32),
      vout: 0,
      address,
      amount: '0.002',
      confirmations: 3,
    });
    // docs/deposit-webhooks.md: the signature covers the timestamp and the raw body.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', TEST_WEBHOOK_SECRET)
      .update(`${timestamp}.${raw}`)
      .digest('hex');
    for (let i = 0; i < 2; i += 1) {
      await api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
        headers: {
          'content-type': 'application/json',
          'x-signature-timestamp': timestamp,
          'x-signature': signature,
        },
      });
    }
    const wallets = await api.post('/api/wallet/entity/wallets', {}, { token: alice.token });
    const btc = (wallets.body.wallets as { id: number; short_code: string }[]).find(
      (w) => w.short_code === 'BTC',
    );
    const requested = await api.post(
      '/api/wallet/request/withdrawal',
      {
        wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        entity_wallet_id: btc?.id,
        amount: 25,
      },
      { token: alice.token },
    );
    const uuid = (requested.body as unknown as WalletActionResponse).transaction.uuid;
    await api.post('/api/wallet/withdrawal/cancel', { uuid }, { token: alice.token });
    await api.post(
      '/api/wallet/request/tip',
      { recipient: bob.name, amount: 5 },
      { token: alice.token },
    );

    const mine = await notificationsOf(alice.token, 3);
    expect(mine.notifications.map((n) => n.message)).toEqual([
      'You cancelled your withdrawal of $25.00.',
      'Your withdrawal of $25.00 is waiting for review.',
      'Your deposit of 0.002 BTC was credited: $100.00.',
    ]);
    expect(mine.unread).toBe(3);
    const theirs = await notificationsOf(bob.token, 1, 'es');
    expect(theirs.notifications.map((n) => n.message)).toEqual([
      'Alice Notified Person te envió una propina de $5.00.',
    ]);

    // Marking read answers the updated record; another player's notification is not found.
    const first = mine.notifications[0];
    const read = await api.post(
      '/api/user/notifications/read',
      { id: first?.id },
      { token: alice.token },
    );
    expect(read.body).toMatchObject({ notification: { id: first?.id, read: 1 } });
    const stolen = await api.post(
      '/api/user/notifications/read',
      { id: theirs.notifications[0]?.id },
      { token: alice.token },
    );
    expect(stolen.status).toBe(404);
    const unreadOnly = await api.post(
      '/api/user/notifications',
      { read: false },
      { token: alice.token },
    );
    expect((unreadOnly.body as unknown as NotificationsResponse).notifications).toHaveLength(2);
    expect((await api.post('/api/user/notifications', {})).status).toBe(401);
  });
});

describe('formatMoney', () => {
  it('shows minor units with the spec symbols', () => {
    expect(formatMoney(123_456, 'EUR')).toBe('€1234.56');
    expect(formatMoney(-5, 'USD')).toBe('-$0.05');
    expect(formatMoney(100, 'GBP')).toBe('$1.00');
  });
});

describe('admin broadcast', () => {
  it('notifies every player once, in the words the admin wrote; players may not broadcast', async () => {
    const carol = await verifiedPlayer('Carol Broadcast Reader');
    expect(
      (
        await api.post(
          '/api/admin/notifications/broadcast',
          { message: 'Hello' },
          { token: carol.token },
        )
      ).status,
    ).toBe(403);
    const email = `admin.${Date.now()}@example.com`;
    await t.runtime.services.usersService.createUser({
      name: 'Broadcast Admin',
      email,
      password: 'correct horse battery',
      role: 'admin',
      emailVerified: true,
    });
    const admin = (await api.post('/api/login', { email, password: 'correct horse battery' })).body
      .token as string;
    const sent = await api.post(
      '/api/admin/notifications/broadcast',
      { message: 'Weekend cashback is live: 10% on every loss.' },
      { token: admin },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBeGreaterThanOrEqual(1);
    const mine = await notificationsOf(carol.token, 1, 'zh-CN');
    expect(mine.notifications[0]).toMatchObject({
      type: 'broadcast',
      message: 'Weekend cashback is live: 10% on every loss.',
      read: 0,
    });
    expect(
      (await api.post('/api/admin/notifications/broadcast', { message: 'x' }, { token: admin }))
        .status,
    ).toBe(422);
  });
});

describe('bonus notifications', () => {
  it('tells the player when a bonus arrives, runs, completes or expires, once per change', async () => {
    const dora = await verifiedPlayer('Dora Bonus Holder');
    const texts: string[] = [];
    const off = t.runtime.services.events.on('NotificationCreated', (e) => {
      if (e.userId === dora.id) texts.push(e.text);
    });
    const { events } = t.runtime.services;
    for (const status of ['available', 'activated', 'completed', 'expired'] as const) {
      events.emit('BonusChanged', { userId: dora.id, bonusId: 7, status, title: '125% welcome' });
    }
    // A repeated event notifies once.
    events.emit('BonusChanged', {
      userId: dora.id,
      bonusId: 7,
      status: 'expired',
      title: '125% welcome',
    });
    const mine = await notificationsOf(dora.token, 4);
    await vi.waitFor(() => expect(texts).toHaveLength(4));
    off();
    expect(mine.total).toBe(4);
    expect(mine.notifications.map((n) => n.type).sort()).toEqual([
      'bonus_activated',
      'bonus_available',
      'bonus_completed',
      'bonus_expired',
    ]);
    expect(texts).toContain('A new bonus is waiting for you: 125% welcome.');
    const spanish = await notificationsOf(dora.token, 4, 'es');
    expect(spanish.notifications.map((n) => n.message)).toContain(
      'Tu bono 125% welcome ha caducado.',
    );
  });
});

import { expect, test, type Page } from '@playwright/test';
import { E2E_AGENT } from '../playwright.config';

const ARTIFACTS = 'artifacts';

/** How many beeps the page played (the sound's code path counts them: lib/realtime.ts). */
function beeps(page: Page): Promise<number> {
  return page.evaluate(() => (window as Window & { __casinoBeeps?: number }).__casinoBeeps ?? 0);
}

test('a player asks support in the chat; an agent sees it live and answers; the player hears it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const playerName = `Chat Player ${stamp}`;

  // Two people, two browsers: the agent at the console, the player on the site.
  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const agent = await agentContext.newPage();
  const player = await playerContext.newPage();
  try {
    await agent.goto('/login');
    const login = agent.getByTestId('login-form');
    await login.locator('[name="email"]').fill(E2E_AGENT.email);
    await login.locator('[name="password"]').fill(E2E_AGENT.password);
    await login.locator('button[type="submit"]').click();
    // spec §2: a customer support user goes to the support console.
    await expect(agent).toHaveURL(/\/customersupport/);
    await expect(agent.getByTestId('support-agent')).toContainText(E2E_AGENT.email);
    await expect(agent.getByTestId('chat-empty')).toBeVisible();

    // Visitors have no live chat button; a signed-in player does.
    await player.goto('/');
    await expect(player.getByTestId('live-chat-button')).toHaveCount(0);
    await player.goto('/register');
    const register = player.getByTestId('register-form');
    await register.locator('[name="name"]').fill(playerName);
    await register.locator('[name="email"]').fill(`chat.${stamp}@example.com`);
    await register.locator('[name="password"]').fill('chat password 1');
    await register.locator('[name="password_confirmation"]').fill('chat password 1');
    await register.locator('[name="terms"]').check();
    await register.locator('button[type="submit"]').click();
    await expect(player).toHaveURL(/\/$/);

    await player.getByTestId('live-chat-button').click();
    const dialog = player.getByTestId('chat-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('chat-title')).toHaveText('Support - Casino');
    const input = dialog.getByTestId('chat-input');
    await expect(input).toHaveAttribute('placeholder', 'Type here your message...');
    await input.fill('Hello, my deposit has not arrived yet.');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const own = dialog.getByTestId('chat-message');
    await expect(own).toHaveCount(1);
    await expect(own.first()).toHaveAttribute('data-own', 'true');
    await expect(own.first()).toContainText('Hello, my deposit has not arrived yet.');
    await player.screenshot({ path: `${ARTIFACTS}/chat-player-asks.png` });

    // The conversation appears in the agent's list without a reload (GroupCreated).
    const group = agent.getByTestId('chat-groups').getByTestId('chat-group').filter({
      hasText: playerName,
    });
    await expect(group).toHaveCount(1);
    await group.locator('a').first().click();
    const conversation = agent.getByTestId('chat-conversation');
    await expect(conversation.getByTestId('chat-message')).toHaveCount(1);
    await expect(conversation.getByTestId('chat-message').first()).toHaveAttribute(
      'data-own',
      'false',
    );
    await expect(conversation).toContainText('Hello, my deposit has not arrived yet.');

    const beepsBefore = await beeps(player);
    await conversation.getByTestId('chat-input').fill('Hi! It needs 2 confirmations; a minute.');
    await conversation.getByTestId('chat-send').click();
    await expect(conversation.getByTestId('chat-message')).toHaveCount(2);
    await expect(conversation.getByTestId('chat-message').last()).toHaveAttribute(
      'data-own',
      'true',
    );
    await agent.screenshot({ path: `${ARTIFACTS}/chat-agent-console.png` });

    // The player sees the answer live, hears the beep, and gets an unread notification.
    const reply = dialog.getByTestId('chat-message').last();
    await expect(reply).toContainText('Hi! It needs 2 confirmations; a minute.');
    await expect(reply).toHaveAttribute('data-own', 'false');
    await expect(dialog.getByTestId('chat-message')).toHaveCount(2);
    await expect.poll(() => beeps(player)).toBeGreaterThan(beepsBefore);
    await expect(player.getByTestId('account-menu-unread')).toBeVisible();
    const snackbar = player.getByTestId('notification-snackbar');
    await expect(snackbar).toContainText(
      `${E2E_AGENT.name} from support replied: Hi! It needs 2 confirmations; a minute.`,
    );
    // Shown at the top while the chat is open, so it does not cover the reply.
    await expect(snackbar).toHaveAttribute('data-placement', 'top');
    await player.screenshot({ path: `${ARTIFACTS}/chat-player-reply.png` });

    // History persists: after a reload the dialog shows both messages again.
    await player.reload();
    await player.getByTestId('live-chat-button').click();
    await expect(player.getByTestId('chat-dialog').getByTestId('chat-message')).toHaveCount(2);

    // Minimise keeps the conversation; close hides the dialog.
    await player.getByTestId('chat-minimise').click();
    await expect(player.getByTestId('chat-messages')).toBeHidden();
    await player.getByTestId('chat-close').click();
    await expect(player.getByTestId('chat-dialog')).toBeHidden();

    // The reply waits unread at /settings/notifications; reading it clears the badge.
    await player.goto('/settings/notifications');
    const row = player.getByTestId('notification-row').filter({ hasText: 'replied' });
    await expect(row).toHaveAttribute('data-read', '0');
    await row.getByTestId('notification-mark-read').click();
    await expect(row).toHaveAttribute('data-read', '1');
    await expect(player.getByTestId('account-menu-unread')).toHaveCount(0);
    await player.screenshot({ path: `${ARTIFACTS}/chat-player-notifications.png` });

    // The agent closes the conversation: it leaves the list and the selection clears.
    await group.getByTestId('chat-group-close').click();
    await expect(group).toHaveCount(0);
    await expect(agent.getByTestId('chat-empty')).toBeVisible();
  } finally {
    await agentContext.close();
    await playerContext.close();
  }
});

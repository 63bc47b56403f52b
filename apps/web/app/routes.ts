import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { resolveLayout } from './lib/layouts';
import { LEGACY_REDIRECTS } from './lib/redirects';

// spec §2 Routes: the first listing is authoritative (ARCHITECTURE "Decisions").
export default [
  layout(resolveLayout('landing'), [index('routes/welcome.tsx')]),

  layout(resolveLayout('simple'), [
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('register/:refId', 'routes/register.tsx', { id: 'routes/register-ref' }),
    route('password/reset', 'routes/password-reset.tsx'),
    route('password/reset/:token', 'routes/password-reset-token.tsx'),
    route('email/verify/:id', 'routes/email-verify.tsx'),
    route('email/resend', 'routes/email-resend.tsx'),
    // spec §4: logout clears the token and goes to login; only a POST does (issue 11), a GET
    // shows the button that posts.
    route('logout', 'routes/logout.tsx'),
  ]),

  layout(resolveLayout('support'), [route('customersupport', 'routes/customersupport.tsx')]),

  layout(resolveLayout('index'), [route('home', 'routes/home.tsx')]),

  layout(resolveLayout('default'), [
    // spec §2: slots is the same as casino.
    route('casino', 'routes/casino.tsx'),
    route('casino/:id', 'routes/casino-game.tsx'),
    route('slots', 'routes/casino.tsx', { id: 'routes/slots' }),
    route('slots/:id', 'routes/casino-game.tsx', { id: 'routes/slots-game' }),
    route('category', 'routes/categories.tsx'),
    route('category/:id', 'routes/category.tsx'),
    route('providers', 'routes/providers.tsx'),
    route('providers/:id', 'routes/provider.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:id', 'routes/blog-post.tsx'),
    route('games/crash', 'routes/crash.tsx'),
    route('games/crashsw', 'routes/crash.tsx', { id: 'routes/crashsw' }),
    route('games/crashbull', 'routes/crash.tsx', { id: 'routes/crashbull' }),
    route('lobby', 'routes/lobby.tsx'),
    route('promotions', 'routes/promotions.tsx'),
    route('promotions/:id', 'routes/promotion.tsx'),
    route('policies', 'routes/policies.tsx'),
    route('policies/:slug', 'routes/policy.tsx'),
    // Issue 12: the crash games' provably fair check (the crash pages link here).
    route('fairness', 'routes/fairness.tsx'),
  ]),

  route('settings', resolveLayout('account'), [
    index('routes/settings.tsx'),
    route('profile', 'routes/settings.profile.tsx'),
    route('verification', 'routes/settings.verification.tsx'),
    route('password', 'routes/settings.password.tsx'),
    // Issue 18: two-factor authentication.
    route('security', 'routes/settings.security.tsx'),
    route('wallet', 'routes/settings.wallet.tsx'),
    route('transactions', 'routes/settings.transactions.tsx'),
    route('notifications', 'routes/settings.notifications.tsx'),
    route('sessions', 'routes/settings.sessions.tsx'),
    route('vip', 'routes/settings.vip.tsx'),
    route('bonus', 'routes/settings.bonus.tsx'),
  ]),

  // Resource routes behind the wallet dialog: they call the API on the server (decision 006).
  route('wallet/coins', 'routes/wallet.coins.ts'),
  route('wallet/address', 'routes/wallet.address.ts'),
  route('wallet/conversion', 'routes/wallet.conversion.ts'),
  route('wallet/onramp', 'routes/wallet.onramp.ts'),
  route('wallet/withdraw', 'routes/wallet.withdraw.ts'),
  route('wallet/tip', 'routes/wallet.tip.ts'),
  route('wallet/deposit', 'routes/wallet.deposit.ts'),
  // Whether withdrawals and tips ask for a two-factor code (issue 18).
  route('wallet/two-factor', 'routes/wallet.two-factor.ts'),

  // Resource route of the bonus banners: list, claim and decline (issue 16, 006).
  route('bonuses', 'routes/bonuses.ts'),
  // The account menu's VIP level and progress (issue 16, 006).
  route('vip', 'routes/vip.ts'),

  // Resource routes behind the crash games' bet form, cash-out and reloads (issue 12, 006).
  route('originals/:game/bet', 'routes/originals.bet.ts'),
  route('originals/:game/cashout', 'routes/originals.cashout.ts'),
  route('originals/:game/state', 'routes/originals.state.ts'),

  // The live bets feed rereads its lists here, with the player's token (issue 12, 006).
  route('livefeed', 'routes/livefeed.ts'),

  // The game page's launch URL and the favourites heart, with the player's token (issue 13, 006).
  route('games/launch', 'routes/games.launch.ts'),
  route('favourites/:gameId', 'routes/favourites.ts'),

  // Resource routes behind the support chat (player dialog and agent console), same pattern.
  route('chat/groups', 'routes/chat.groups.ts'),
  route('chat/messages', 'routes/chat.messages.ts'),
  route('chat/open', 'routes/chat.open.ts'),
  route('chat/send', 'routes/chat.send.ts'),
  route('chat/deactivate', 'routes/chat.deactivate.ts'),

  // pusher-js authorises private channels here; the server adds the cookie's token (006).
  route('broadcasting/auth', 'routes/broadcasting.auth.ts'),

  // The spec's second listing (/auth/...) redirects to the canonical pages.
  ...Object.keys(LEGACY_REDIRECTS).map((path) =>
    route(path.slice(1), 'routes/legacy-redirect.tsx', {
      id: `routes/legacy${path.replaceAll('/', '-')}`,
    }),
  ),

  // Issue 17: the back office's console; each section checks its own permission.
  route('admin', resolveLayout('admin'), [
    index('routes/admin.dashboard.tsx'),
    route('withdrawals', 'routes/admin.withdrawals.tsx'),
    route('withdrawals/:uuid', 'routes/admin.withdrawal.tsx'),
    route('players', 'routes/admin.players.tsx'),
    route('players/:id', 'routes/admin.player.tsx'),
    route('players/:id/documents/:documentId/file', 'routes/admin.player-document.ts'),
    route('games', 'routes/admin.games.tsx'),
    route('games/categories', 'routes/admin.games.categories.tsx'),
    route('games/providers', 'routes/admin.games.providers.tsx'),
    route('bonuses', 'routes/admin.bonuses.tsx'),
    route('bonuses/new', 'routes/admin.bonuses.new.tsx'),
    route('bonuses/offers/:code', 'routes/admin.bonuses.offer.tsx'),
    route('bonuses/offers/:code/claims', 'routes/admin.bonuses.claims.tsx'),
    route('content', 'routes/admin.content.tsx'),
    route('content/posts/new', 'routes/admin.content.post.tsx', {
      id: 'routes/admin.content.post-new',
    }),
    route('content/posts/:id', 'routes/admin.content.post.tsx'),
    route('content/pages', 'routes/admin.content.pages.tsx'),
    route('content/pages/new', 'routes/admin.content.page.tsx', {
      id: 'routes/admin.content.page-new',
    }),
    route('content/pages/:id', 'routes/admin.content.page.tsx'),
    route('content/sliders', 'routes/admin.content.sliders.tsx'),
    route('content/sliders/new', 'routes/admin.content.slider.tsx', {
      id: 'routes/admin.content.slider-new',
    }),
    route('content/sliders/:id', 'routes/admin.content.slider.tsx'),
    route('content/broadcast', 'routes/admin.content.broadcast.tsx'),
    // Resource routes of the content editors: the Markdown preview and the image upload (006).
    route('content/preview', 'routes/admin.content.preview.ts'),
    route('content/images', 'routes/admin.content.images.ts'),
    route('coins', 'routes/admin.coins.tsx'),
    route('reports', 'routes/admin.reports.tsx'),
    route('reports/statement', 'routes/admin.reports.statement.tsx'),
    // The reports' "Download CSV": the API's file with the staff member's token (006).
    route('reports/ggr.csv', 'routes/admin.reports.ggr-csv.ts'),
    route('reports/statement.csv', 'routes/admin.reports.statement-csv.ts'),
    route('audit', 'routes/admin.audit.tsx'),
    route('cashback', 'routes/admin.cashback.tsx'),
    route('staff', 'routes/admin.staff.tsx'),
    route('system', 'routes/admin.system.tsx'),
  ]),

  // spec §2: unknown routes show the 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

// Every table, for Drizzle's typed queries and drizzle-kit's migration generator.
export * from './meta.schema';
export * from '../modules/users/users.schema';
export * from '../modules/games/games.schema';
export * from '../modules/content/content.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/livefeed/livefeed.schema';
export * from '../modules/ledger/ledger.schema';
export * from '../modules/wallet/wallet.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/bonuses/bonuses.schema';
export * from '../modules/chat/chat.schema';
export * from '../modules/originals/originals.schema';
export * from '../modules/providers/providers.schema';
export * from '../modules/gamelists/gamelists.schema';
export * from '../modules/vip/vip.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/twofactor/twofactor.schema';

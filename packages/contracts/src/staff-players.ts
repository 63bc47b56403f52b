import { count, isoDateTime, minorUnits, okAnswer, pageQuery, recordId, staffText } from './common';
import { ROLES } from './user';
import { z } from './validation';

/** GET /api/admin/players: by name or e-mail (part of it), id, or a deposit address. */
export const adminPlayersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ...pageQuery(25),
});
export type AdminPlayersQuery = z.infer<typeof adminPlayersQuerySchema>;

/** A player (or staff account) as the back office lists it. */
export const adminPlayerSchema = z
  .object({
    id: recordId,
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    currency: z.string(),
    locale: z.string(),
    created_at: isoDateTime,
    email_verified_at: isoDateTime.nullable(),
    blocked_at: isoDateTime.nullable(),
    blocked_reason: z.string().nullable(),
    /** Withdrawable cash, minor units of `currency`. */
    w_balance: minorUnits,
  })
  .meta({ id: 'AdminPlayer' });
export type AdminPlayer = z.infer<typeof adminPlayerSchema>;

export const adminPlayersResponseSchema = okAnswer({
  players: z.array(adminPlayerSchema),
  total: count,
});

const totals = z.object({ count, total: minorUnits });

/** GET /api/admin/players/:id: everything the player page shows but the paged ledger. */
export const adminPlayerDetailResponseSchema = okAnswer({
  player: adminPlayerSchema,
  balances: z.object({
    w_balance: minorUnits,
    w_bonus_balance: minorUnits,
    /** Cash held by pending withdrawals. */
    held: minorUnits,
  }),
  totals: z.object({
    deposits: totals,
    withdrawals: totals,
    bets: minorUnits,
    wins: minorUnits,
  }),
  deposits: z.array(
    z.object({
      uuid: z.string(),
      symbol: z.string(),
      amount: minorUnits.nullable(),
      status: z.string(),
      txid: z.string(),
      created_at: isoDateTime,
    }),
  ),
  withdrawals: z.array(
    z.object({
      uuid: z.string(),
      symbol: z.string(),
      amount: minorUnits,
      status: z.string(),
      txid: z.string().nullable(),
      created_at: isoDateTime,
    }),
  ),
  bonuses: z.array(
    z.object({
      id: recordId,
      name: z.string(),
      status: z.string(),
      amount: minorUnits,
      created_at: isoDateTime,
    }),
  ),
  sessions: z.array(
    z.object({
      id: recordId,
      ip: z.string().nullable(),
      device: z.string().nullable(),
      location: z.string().nullable(),
      created_at: isoDateTime,
      last_used_at: isoDateTime,
      expires_at: isoDateTime,
      revoked_at: isoDateTime.nullable(),
    }),
  ),
  documents: z.array(
    z.object({
      id: recordId,
      document_type: z.string(),
      file_name: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      created_at: isoDateTime,
    }),
  ),
  notes: z.array(
    z.object({
      id: recordId,
      staff: z.object({ id: recordId, name: z.string() }).nullable(),
      body: z.string(),
      created_at: isoDateTime,
    }),
  ),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetailResponseSchema>;

export const PLAYER_LEDGER_ACCOUNTS = ['all', 'cash', 'bonus'] as const;

/** GET /api/admin/players/:id/ledger: the player's ledger movements, newest first. */
export const adminPlayerLedgerQuerySchema = z.object({
  account: z.enum(PLAYER_LEDGER_ACCOUNTS).default('all'),
  type: z
    .string()
    .trim()
    .regex(/^[a-z_]{2,40}$/)
    .optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...pageQuery(50),
});
export type AdminPlayerLedgerQuery = z.infer<typeof adminPlayerLedgerQuerySchema>;

export const adminPlayerLedgerResponseSchema = okAnswer({
  entries: z.array(
    z.object({
      id: recordId,
      type: z.string(),
      account: z.enum(['cash', 'bonus']),
      /** Signed: + into the player's account, − out of it. */
      amount: minorUnits,
      currency: z.string(),
      status: z.string(),
      reference: z.string().nullable(),
      created_at: isoDateTime,
    }),
  ),
  total: count,
});

export const playerBlockSchema = z.object({ reason: staffText }).meta({ id: 'PlayerBlock' });
export const playerNoteSchema = z.object({ body: staffText }).meta({ id: 'PlayerNote' });

/** GET /api/admin/coins: the coins as staff manage them, and the price source's state. */
export const adminCoinsResponseSchema = okAnswer({
  coins: z.array(
    z.object({
      id: recordId,
      name: z.string(),
      short_code: z.string(),
      network: z.string(),
      allow_withdrawals: z.union([z.literal(0), z.literal(1)]),
      confirmations: z.number().int(),
      /** Account-level public key deposit addresses derive from (public data, never a secret). */
      extended_public_key: z.string().nullable(),
      /** The key is one of the public demo keys: deposits to it are not the casino's. */
      is_demo_key: z.boolean(),
    }),
  ),
  rates: z.object({
    /** A live price API is configured (RATES_API_URL). */
    live_source: z.boolean(),
    /** Live mode refuses money at stale prices (APP_MODE=live). */
    live_mode: z.boolean(),
    max_age_seconds: z.number().int(),
    /** Where the prices now come from, and when the oldest was observed. */
    source: z.string().nullable(),
    observed_at: isoDateTime.nullable(),
    /** The last failed fetch of the price API, if it has failed since it last answered. */
    last_failure_at: isoDateTime.nullable(),
    /** The price list could not be read (live mode without a fresh price). */
    error: z.string().nullable(),
  }),
});
export type AdminCoins = z.infer<typeof adminCoinsResponseSchema>;

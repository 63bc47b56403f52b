import { randomBytes } from 'node:crypto';
import type { StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/audit.service';
import type { GamesService } from '../games/games.service';
import { DEMO_STUDIO } from './providers.demo';
import type { ProviderRow } from './providers.repository';

/** A provider as staff see it: never its secret. */
export interface ProviderView {
  code: string;
  name: string;
  launch_url: string;
  enabled: boolean;
  is_demo: boolean;
}

export const PROVIDER_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;
/** Live mode's shortest secret; demo mode accepts 16 characters. */
export const LIVE_SECRET_MIN = 32;
const DEMO_SECRET_MIN = 16;
/** A rotated secret's random bytes: 43 base64url characters, above LIVE_SECRET_MIN. */
const ROTATED_SECRET_BYTES = 32;
/** Providers change rarely; each node rereads them this often (and at once after a change). */
const CACHE_MS = 5_000;

export function toProviderView(row: ProviderRow): ProviderView {
  return {
    code: row.code ?? '',
    name: row.name,
    launch_url: row.launchUrl ?? '',
    enabled: row.walletEnabled,
    is_demo: row.isDemo === 1,
  };
}

/**
 * Registered providers (issue 13 point 1): `provider:create` and the admin API. Each has its
 * code (its path under /api/provider), its HMAC secret and its launch URL.
 */
export function createProviderRegistry(deps: {
  gamesService: GamesService;
  isLive: boolean;
  audit: AuditTrail;
}) {
  const { gamesService, isLive, audit } = deps;
  let cached: { at: number; byCode: Map<string, ProviderRow> } | null = null;
  let origins: string[] = [];

  async function load(): Promise<Map<string, ProviderRow>> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.byCode;
    const rows = await gamesService.findWalletProviders();
    const byCode = new Map(rows.map((row) => [row.code!, row]));
    cached = { at: Date.now(), byCode };
    origins = [
      ...new Set(
        rows.filter((row) => row.walletEnabled && row.launchUrl).map((row) => originOf(row)),
      ),
    ];
    return byCode;
  }

  /** The games service moved the catalog's version with the change (games may launch now). */
  async function changed(): Promise<void> {
    cached = null;
    await load();
  }

  function check(input: { code?: string; secret?: string; launchUrl?: string }): void {
    const fields: Record<string, { key: string; params?: Record<string, unknown> }[]> = {};
    if (input.code !== undefined && !PROVIDER_CODE.test(input.code)) {
      fields.code = [{ key: 'provider_code_format' }];
    }
    const min = isLive ? LIVE_SECRET_MIN : DEMO_SECRET_MIN;
    if (input.secret !== undefined && input.secret.length < min) {
      fields.secret = [{ key: 'provider_secret_short', params: { min } }];
    } else if (isLive && input.secret === DEMO_STUDIO.secret) {
      fields.secret = [{ key: 'provider_secret_public' }];
    }
    if (input.launchUrl !== undefined && !isLaunchUrl(input.launchUrl, isLive)) {
      fields.launch_url = [{ key: 'invalid_format' }];
    }
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
  }

  return {
    /** Registers a provider; `staff` (none when seeding) is recorded in the audit trail. */
    async create(
      input: { code: string; name: string; secret: string; launchUrl: string; isDemo?: boolean },
      staff?: StaffActor,
    ): Promise<ProviderView> {
      check(input);
      const before = (await load()).get(input.code);
      const row = await gamesService.registerWalletProvider(
        { ...input, isDemo: input.isDemo ?? false },
        staff &&
          ((tx, created) =>
            audit.record(tx, staff, {
              action: 'provider.create',
              targetType: 'provider',
              targetId: input.code,
              before: before ? toProviderView(before) : null,
              // The secret itself is never recorded, only that it was set.
              after: { ...toProviderView(created), secret_set: true },
            })),
      );
      if (!row) throw AppError.validation({ code: [{ key: 'provider_code_taken' }] });
      await changed();
      return toProviderView(row);
    },

    async update(
      code: string,
      patch: { secret?: string; launchUrl?: string; enabled?: boolean },
      staff?: StaffActor,
    ): Promise<ProviderView> {
      check(patch);
      const before = (await load()).get(code);
      const row = await gamesService.updateWalletProvider(
        code,
        {
          ...(patch.secret !== undefined ? { secret: patch.secret } : {}),
          ...(patch.launchUrl !== undefined ? { launchUrl: patch.launchUrl } : {}),
          ...(patch.enabled !== undefined ? { walletEnabled: patch.enabled } : {}),
        },
        staff &&
          ((tx, updated) =>
            audit.record(tx, staff, {
              action: 'provider.update',
              targetType: 'provider',
              targetId: code,
              before: before ? toProviderView(before) : null,
              after: { ...toProviderView(updated), secret_rotated: patch.secret !== undefined },
            })),
      );
      if (!row) throw AppError.validation({ code: [{ key: 'provider_unknown' }] });
      await changed();
      return toProviderView(row);
    },

    /**
     * Staff rotate a provider's secret: the server draws it, stores it and answers it this once
     * (the caller hands it to the studio); no API shows it again and the audit trail records
     * only that it was rotated. The old secret stops working at once on this node, within
     * CACHE_MS on the others.
     */
    async rotateSecret(
      code: string,
      staff: StaffActor,
    ): Promise<{ provider: ProviderView; secret: string }> {
      const secret = randomBytes(ROTATED_SECRET_BYTES).toString('base64url');
      const before = (await load()).get(code);
      const row = await gamesService.updateWalletProvider(code, { secret }, (tx, updated) =>
        audit.record(tx, staff, {
          action: 'provider.rotate_secret',
          targetType: 'provider',
          targetId: code,
          before: before ? toProviderView(before) : null,
          after: { ...toProviderView(updated), secret_rotated: true },
        }),
      );
      if (!row) throw AppError.validation({ code: [{ key: 'provider_unknown' }] });
      await changed();
      return { provider: toProviderView(row), secret };
    },

    async list(): Promise<ProviderView[]> {
      return [...(await load()).values()].map(toProviderView);
    },

    /** The provider behind /api/provider/{code}: the wallet's hot path, cached. */
    async byCode(code: string): Promise<ProviderRow | null> {
      return (await load()).get(code) ?? null;
    },

    /**
     * Switched-on providers flagged demo or signing with the demo studio's public secret
     * (live mode refuses them, like demo keys).
     */
    async listDemo(): Promise<ProviderView[]> {
      return [...(await load()).values()]
        .filter(
          (row) => row.walletEnabled && (row.isDemo === 1 || row.secret === DEMO_STUDIO.secret),
        )
        .map(toProviderView);
    },

    /** Origins the game frame may load (CSP frame-src), as of the last read. */
    frameOrigins: (): readonly string[] => origins,
    refresh: load,
  };
}

function originOf(row: ProviderRow): string {
  return new URL(row.launchUrl!).origin;
}

function isLaunchUrl(value: string, isLive: boolean): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (!isLive && url.protocol === 'http:');
  } catch {
    return false;
  }
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;

import type { HealthResponse } from '@casino/contracts';
import type { DatabaseDriver } from '../../db/client';

/** A readiness answer is reused for this long: a load balancer's probes cost one ping a second. */
export const READINESS_TTL_MS = 1_000;

export function createHealthService(deps: {
  pingDatabase: () => Promise<boolean>;
  driver: DatabaseDriver;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  // The last ping (or the one in flight): probes that arrive together share it.
  let lastPing: { at: number; isUp: Promise<boolean> } | null = null;

  function pingAtMostOncePerSecond(): Promise<boolean> {
    if (lastPing && now() - lastPing.at < READINESS_TTL_MS) return lastPing.isUp;
    const isUp = deps.pingDatabase().catch(() => false);
    lastPing = { at: now(), isUp };
    return isUp;
  }

  return {
    /** Liveness: the process answers; no query. */
    live(): { status: 'ok'; uptime_seconds: number } {
      return { status: 'ok', uptime_seconds: Math.round((now() - startedAt) / 1000) };
    },
    /** Readiness: the database answers (pinged at most once a second per node). */
    async check(): Promise<HealthResponse> {
      const isUp = await pingAtMostOncePerSecond();
      return {
        status: isUp ? 'ok' : 'degraded',
        database: { status: isUp ? 'up' : 'down', driver: deps.driver },
        uptime_seconds: Math.round((now() - startedAt) / 1000),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

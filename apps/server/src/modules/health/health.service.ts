import type { HealthResponse } from '@casino/contracts';
import type { DatabaseDriver } from '../../db/client';

export function createHealthService(deps: {
  pingDatabase: () => Promise<boolean>;
  driver: DatabaseDriver;
}) {
  const startedAt = Date.now();
  return {
    async check(): Promise<HealthResponse> {
      const isUp = await deps.pingDatabase();
      return {
        status: isUp ? 'ok' : 'degraded',
        database: { status: isUp ? 'up' : 'down', driver: deps.driver },
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;

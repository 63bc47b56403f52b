import { describe, expect, it, vi } from 'vitest';
import { createHealthService, READINESS_TTL_MS } from './health.service';

function createClockedService(ping: () => Promise<boolean>) {
  let time = 1_000_000;
  const pingDatabase = vi.fn(ping);
  const service = createHealthService({ pingDatabase, driver: 'pglite', now: () => time });
  return { service, pingDatabase, advance: (ms: number) => (time += ms) };
}

describe('health (issue 15: liveness without a query, readiness pinged at most once a second)', () => {
  it('answers liveness without touching the database', () => {
    const { service, pingDatabase, advance } = createClockedService(async () => true);
    advance(4_600);
    expect(service.live()).toEqual({ status: 'ok', uptime_seconds: 5 });
    expect(pingDatabase).not.toHaveBeenCalled();
  });

  it('shares one ping among the probes of the same second, and pings again after it', async () => {
    const { service, pingDatabase, advance } = createClockedService(async () => true);
    const answers = await Promise.all(Array.from({ length: 50 }, () => service.check()));
    expect(pingDatabase).toHaveBeenCalledTimes(1);
    expect(answers[49]).toEqual({
      status: 'ok',
      database: { status: 'up', driver: 'pglite' },
      uptime_seconds: 0,
    });

    advance(READINESS_TTL_MS - 1);
    await service.check();
    expect(pingDatabase).toHaveBeenCalledTimes(1);
    advance(1);
    await service.check();
    expect(pingDatabase).toHaveBeenCalledTimes(2);
  });

  it('says degraded when the ping fails or throws, and sees the database come back', async () => {
    let answer: () => Promise<boolean> = async () => {
      throw new Error('connection refused');
    };
    const { service, advance } = createClockedService(() => answer());
    expect((await service.check()).database.status).toBe('down');
    expect((await service.check()).status).toBe('degraded');

    answer = async () => true;
    advance(READINESS_TTL_MS);
    expect(await service.check()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});

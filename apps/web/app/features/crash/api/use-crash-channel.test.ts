import { describe, expect, it } from 'vitest';
import { isCrashActivityEvent, isCrashStateEvent } from './use-crash-channel';

describe('crash channel messages', () => {
  it('takes CrashState with a round and the server time, nothing else', () => {
    const round = { id: 3, status: 'running', started_at: 1 };
    expect(isCrashStateEvent({ round, server_time: 5 })).toBe(true);
    expect(isCrashStateEvent({ round: { ...round, status: 'paused' }, server_time: 5 })).toBe(
      false,
    );
    expect(isCrashStateEvent({ round, server_time: '5' })).toBe(false);
    expect(isCrashStateEvent({ server_time: 5 })).toBe(false);
    expect(isCrashStateEvent(null)).toBe(false);
  });

  it('takes CrashActivity with its round, bets with ids, and the server time', () => {
    expect(isCrashActivityEvent({ round_id: 3, bets: [{ id: 1 }], server_time: 5 })).toBe(true);
    expect(isCrashActivityEvent({ round_id: 3, bets: [], server_time: 5 })).toBe(true);
    expect(isCrashActivityEvent({ round_id: 3, bets: [{ player: 'x' }], server_time: 5 })).toBe(
      false,
    );
    expect(isCrashActivityEvent({ round_id: 3, bets: {}, server_time: 5 })).toBe(false);
    expect(isCrashActivityEvent('CrashActivity')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';

/** Demo mode's own chains (issue 12 point 2), and an operator's chain in demo mode. */
const { t } = useTestApp({ seed: true });

describe('demo chains', () => {
  it('are made and salted at first start, flagged as demo, and never replace an operator chain', async () => {
    const { originalsService } = t.runtime.services;
    for (const game of ['crash', 'crashsw', 'crashbull']) {
      const seed = await originalsService.getSeed(game);
      expect(seed).toMatchObject({ is_demo: true, chain_length: 100_000, house_edge: 1 });
      expect(seed.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(seed.salt).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await originalsService.listDemoChainGames()).toEqual(['crash', 'crashsw', 'crashbull']);

    // The operator makes their own chain and has not published it yet: a restart in demo mode
    // must not salt it for them.
    const own = await originalsService.games.createChain('crash', 50);
    await originalsService.ensureGames({ isDemo: true });
    expect(await originalsService.getSeed('crash')).toEqual({
      game: 'crash',
      terminating_hash: own.terminatingHash,
      salt: null,
      chain_length: 50,
      house_edge: 1,
      is_demo: false,
    });
    expect(await originalsService.listDemoChainGames()).toEqual(['crashsw', 'crashbull']);
    // Until its salt is set the game takes no bets and draws no round.
    expect(await originalsService.games.drawNextRound('crash')).toBeNull();
  });
});

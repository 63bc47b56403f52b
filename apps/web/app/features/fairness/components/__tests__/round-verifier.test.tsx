// @vitest-environment happy-dom
import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n';
import { fieldDescription } from '../../../../lib/testing/field-description';
import en from '../../../../locales/en';
import { getCheckInput, type FairnessQuery } from '../../fairness-query';
import { RoundVerifier } from '../round-verifier';

// Positions of the fixed chain (verifier.test.ts): the seed is CHAIN[0], CHAIN[10] published.
const CHAIN_8 = '059d20b81dd4a0d5f0ce9e56549cb54fb50e8831ce7765de893ea5b777e24aff';
const CHAIN_9 = 'c214ec61683f8d182e7047916926b046f79575d9d9c3dcf40a71480e0239dba3';
const CHAIN_10 = 'd9095a0b57f58e2dcdff6eb2048c518f9b6b09e793627bd43a1e9ba38fb9a4c8';
const BLOCK_SALT = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';

const SEED: CrashSeedResponse = {
  game: 'crash',
  terminating_hash: CHAIN_10,
  salt: BLOCK_SALT,
  chain_length: 10,
  house_edge: 1,
  is_demo: false,
};

const ROUND: CrashRound = {
  id: 501,
  number: 2,
  hash: CHAIN_8,
  crash_point: 1.1,
  salt: BLOCK_SALT,
  house_edge: 1,
  terminating_hash: CHAIN_10,
  started_at: null,
  crashed_at: '2026-11-22T04:55:17.000Z',
  refunded: false,
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderVerifier(query: Partial<FairnessQuery>, picked: CrashRound | null = null) {
  const full: FairnessQuery = { game: 'crash', hash: null, round: null, salt: null, edge: null };
  const input = getCheckInput({ ...full, ...query }, SEED, picked);
  return render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <MemoryRouter initialEntries={['/fairness']}>
        <Routes>
          <Route
            path="/fairness"
            element={
              <>
                <RoundVerifier game="crash" seed={SEED} input={input} />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => cleanup());

describe('RoundVerifier (the /fairness check in the browser)', () => {
  it('computes the point, the rounds before and the link to the terminating hash', async () => {
    renderVerifier({ hash: CHAIN_8 });
    await waitFor(() => expect(screen.getByTestId('fairness-link').dataset.status).toBe('found'));
    expect(screen.getByTestId('fairness-point').textContent).toBe('1.10×');
    // Two sha256 steps to the terminating hash: this is round 2 of the chain.
    expect(screen.getByTestId('fairness-round-number').textContent).toBe('Round 2 of the chain');
    const previous = screen.getByTestId('fairness-previous');
    expect(previous.textContent).toContain(CHAIN_9);
    expect(previous.textContent).toContain('Round 1');
    expect(previous.textContent).toContain('3.50×');
    expect(screen.getByTestId('fairness-terminating').textContent).toBe(
      en.common.fairness.verifier.previous.terminating,
    );
  });

  it('compares the point with the recorded one of a picked round', async () => {
    renderVerifier({ round: ROUND.id }, ROUND);
    await waitFor(() =>
      expect(screen.getByTestId('fairness-recorded').dataset.tone).toBe('success'),
    );
    expect(screen.getByTestId('fairness-recorded').textContent).toContain('1.10×');
    cleanup();
    renderVerifier({ round: ROUND.id }, { ...ROUND, crash_point: 1.11 });
    await waitFor(() => expect(screen.getByTestId('fairness-recorded').dataset.tone).toBe('error'));
  });

  it('says when a hash is not from the chain', async () => {
    renderVerifier({ hash: 'ab'.repeat(32) });
    await waitFor(() => expect(screen.getByTestId('fairness-link').dataset.status).toBe('missing'));
    expect(screen.getByTestId('fairness-link').textContent).toContain('within 10 steps');
  });

  it('refuses a malformed hash and puts a good one in the URL', () => {
    renderVerifier({});
    const field = screen.getByLabelText('Round hash');
    fireEvent.change(field, { target: { value: 'not a hash' } });
    fireEvent.submit(screen.getByTestId('fairness-form'));
    expect(fieldDescription(field)).toBe(en.common.fairness.verifier.hashInvalid);
    expect(screen.getByTestId('location').textContent).toBe('/fairness');

    fireEvent.change(field, { target: { value: ` ${CHAIN_8.toUpperCase()} ` } });
    fireEvent.change(screen.getByLabelText('House edge (%)'), { target: { value: '2' } });
    fireEvent.submit(screen.getByTestId('fairness-form'));
    // The game's salt stays out of the URL; the edge the visitor changed goes in.
    expect(screen.getByTestId('location').textContent).toBe(
      `/fairness?game=crash&hash=${CHAIN_8}&edge=2`,
    );
  });
});

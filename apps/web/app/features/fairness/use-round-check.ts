import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckRequest } from './fairness-query';
import {
  createWebCryptoHashes,
  findTerminatingLink,
  walkBackRounds,
  type LinkResult,
  type WalkBack,
} from './verifier';

/** How many rounds before the checked one the page lists. */
export const PREVIOUS_ROUNDS = 10;

export type LinkState =
  | { status: 'none' }
  | { status: 'walking'; checked: number; max: number }
  | (LinkResult & { max: number });

export type RoundCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'failed' }
  | { status: 'done'; walk: WalkBack; link: LinkState };

/**
 * Runs the check of `request` in the browser: first the crash points of the round and the ones
 * before it (instant), then the walk to the terminating hash (up to the chain's length, so it
 * reports progress and can be stopped). A new request cancels the previous check.
 */
export function useRoundCheck(request: CheckRequest | null) {
  const [state, setState] = useState<RoundCheckState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { hash, salt, edge, terminatingHash, maxSteps } = request ?? {};

  useEffect(() => {
    if (hash === undefined || salt === undefined || edge === undefined) {
      setState({ status: 'idle' });
      return;
    }
    const hashes = createWebCryptoHashes();
    if (!hashes) {
      setState({ status: 'unsupported' });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    // Cleared when a new request replaces this one (or the page goes): it then says nothing.
    // The Stop button only aborts, so a stopped walk still reports where it stopped.
    const isCurrent = () => controller.current === abort;
    const max = maxSteps ?? 0;
    const terminating = terminatingHash ?? null;
    setState({ status: 'checking' });

    void (async () => {
      const walk = await walkBackRounds(hashes, {
        hash,
        salt,
        edge,
        count: PREVIOUS_ROUNDS,
        terminatingHash: terminating,
      });
      if (!isCurrent()) return;
      if (terminating === null) {
        setState({ status: 'done', walk, link: { status: 'none' } });
        return;
      }
      // The walk back already met the terminating hash: the link is found, nothing to follow.
      if (walk.terminatingAt !== null) {
        setState({
          status: 'done',
          walk,
          link: { status: 'found', steps: walk.terminatingAt, max },
        });
        return;
      }
      setState({ status: 'done', walk, link: { status: 'walking', checked: 0, max } });
      const link = await findTerminatingLink(hashes, {
        hash,
        terminatingHash: terminating,
        maxSteps: max,
        signal: abort.signal,
        onProgress: (checked) => {
          if (isCurrent())
            setState({ status: 'done', walk, link: { status: 'walking', checked, max } });
        },
      });
      if (isCurrent()) setState({ status: 'done', walk, link: { ...link, max } });
    })().catch((error: unknown) => {
      console.error('Checking the round failed', error);
      if (isCurrent()) setState({ status: 'failed' });
    });

    return () => {
      abort.abort();
      if (controller.current === abort) controller.current = null;
    };
  }, [hash, salt, edge, terminatingHash, maxSteps]);

  /** The Stop button: the walk ends at its next pause and reports how far it got. */
  const stop = useCallback(() => controller.current?.abort(), []);

  return { state, stop };
}

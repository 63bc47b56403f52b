import type { CrashBet, CrashLimits, OriginalGame, User } from '@casino/contracts';
import { isOriginalGame, type CrashSide } from '@casino/contracts/crash-math';
import type { FormFailure, FormSuccess } from '../../lib/forms';
import { parseMajorAmount } from '../../lib/money';

/** Where the page's fetchers ask the web server (resource routes that call the API there). */
export function getCrashRoutes(game: OriginalGame) {
  return {
    bet: `/originals/${game}/bet`,
    cashout: `/originals/${game}/cashout`,
    state: `/originals/${game}/state`,
  } as const;
}

/** A bet or cash-out form's answer: on success the bet and the player's balances after it. */
export type CrashActionResult = (FormSuccess & { bet: CrashBet; user: User }) | FormFailure;

/** Multipliers arrive as numbers with two decimals (1.23); the UI works on x100 integers. */
export function toX100(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/** "2.35×"-style text without the sign: the x100 integer as two decimals. */
export function formatX100(x100: number): string {
  return (x100 / 100).toFixed(2);
}

/** The history strip's colours: below 2x a loss for most, 2x-10x good, 10x and up rare. */
export type HistoryTone = 'low' | 'mid' | 'high';

export function getHistoryTone(x100: number): HistoryTone {
  if (x100 < 200) return 'low';
  if (x100 < 1000) return 'mid';
  return 'high';
}

/**
 * The round's fairness check. The state's history carries ids, not hashes, so the link names
 * the round; /fairness reads `game` with `hash` or `round`.
 */
export function getFairnessHref(game: OriginalGame, roundId: number): string {
  return `/fairness?${new URLSearchParams({ game, round: String(roundId) })}`;
}

/** Minor units as the text the amount field holds: 150 -> "1.50". */
export function formatMajorInput(minor: number): string {
  const value = Math.max(0, Math.trunc(minor));
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** Stake x multiplier, rounded down as the server pays (the house keeps the fraction). */
export function getPayout(amountMinor: number, x100: number): number {
  return Math.floor((amountMinor * x100) / 100);
}

/** What bounds a stake: the game's limits in the player's currency and their balance. */
export type StakeBounds = {
  limits: CrashLimits | null;
  balance: number;
};

/** The largest stake the player may place now: the game's maximum, at most the balance. */
export function getMaxStake({ limits, balance }: StakeBounds): number {
  return Math.min(limits?.max_bet ?? balance, balance);
}

/** Quick buttons beside the amount: halve, double, or the most the player can bet. */
export type QuickAction = 'half' | 'double' | 'max';

/**
 * The amount a quick button writes, in the field's text. It starts from what the field holds
 * (the minimum when the field is empty or unreadable) and stays inside the game's limits; a
 * balance below the minimum leaves the minimum, so the form says why it cannot be placed.
 */
export function applyQuickAction(action: QuickAction, text: string, bounds: StakeBounds): string {
  const min = bounds.limits?.min_bet ?? 1;
  const upper = getMaxStake(bounds);
  const current = parseMajorAmount(text) ?? min;
  const next =
    action === 'half' ? Math.floor(current / 2) : action === 'double' ? current * 2 : upper;
  return formatMajorInput(Math.max(min, Math.min(next, upper)));
}

/** crashbull takes a side bet beside the main one; the other games only the main bet. */
export type BetKind = 'main' | CrashSide;

export type BetInput = { amount: string; autoCashout: string };
/** The form's texts as the API takes them: a decimal comma read as a dot, empty as absent. */
export function toBetRequestFields(input: BetInput): { amount: string; auto_cashout?: string } {
  const amount = input.amount.trim().replace(',', '.');
  const auto = input.autoCashout.trim().replace(',', '.');
  return auto === '' ? { amount } : { amount, auto_cashout: auto };
}

/** The :game of a route as one of the crash games, or null (the route answers 404). */
export function parseGameParam(value: string | undefined): OriginalGame | null {
  return value !== undefined && isOriginalGame(value) ? value : null;
}

/** crashbull's side as the form posted it ('' is the main bet). */
export function parseSide(value: string): CrashSide | null {
  return value === 'bull' || value === 'bear' ? value : null;
}

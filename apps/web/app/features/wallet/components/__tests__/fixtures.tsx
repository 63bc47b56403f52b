import type {
  ConversionResponse,
  DepositWalletResponse,
  EntityWallet,
  User,
} from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fieldDescription } from '../../../../lib/testing/field-description';
import type { ReactNode } from 'react';
import {
  createRecordingAction,
  renderRoutes,
  type Posted,
} from '../../../../lib/testing/render-route';
import { makeUser } from '../../../../lib/testing/users';
import { WALLET_ROUTES } from '../../wallet-data';

export const BTC: EntityWallet = {
  id: 1,
  name: 'Bitcoin',
  short_code: 'BTC',
  network: 'bitcoin',
  allow_withdrawals: 1,
  coin_image: '/storage/coins/btc.svg',
  decimals: 8,
  confirmations: 2,
  deposits_enabled: 1,
};

export const ETH: EntityWallet = {
  ...BTC,
  id: 7,
  name: 'Ethereum',
  short_code: 'ETH',
  network: 'ethereum',
  coin_image: '/storage/coins/eth.svg',
  decimals: 18,
  confirmations: 12,
};

/** The player's own bitcoin deposit address (spec §3 Account crypto info). */
export const DEPOSIT_ADDRESS: DepositWalletResponse = {
  symbol: 'BTC',
  network: 'bitcoin',
  address: 'bc1qdemoaddress0000000000000000000000000',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
  confirmations: 2,
  is_demo: false,
};

/** A bitcoin transaction id, as a player pastes it. */
export const TXID = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

/** A player with $100.00, $50.00 of it withdrawable. */
export function player(overrides: Partial<User> = {}): User {
  return makeUser({ balance: 10_000, w_balance: 5_000, ...overrides });
}

export function conversion(overrides: Partial<ConversionResponse> = {}): ConversionResponse {
  return {
    crypto_amount: '0.00166667',
    crypto_symbol: 'BTC',
    fiat_symbol: 'EUR',
    fiat_amount: 100,
    section_name: 'deposits',
    rate: '60000.5',
    rate_source: 'live',
    rate_date: '2026-03-04T05:06:07.890Z',
    ...overrides,
  };
}

/**
 * The forms' schemas load on demand (lib/contract-form); loading them once before the tests
 * keeps each test's timing its own.
 */
export async function preloadContracts() {
  await Promise.all([
    import('../../../../lib/contract-validation'),
    import('@casino/contracts/wallet-forms'),
  ]);
}

/** Waits for `text` under `input`; the form's `submit` stays disabled meanwhile (spec §5). */
export async function expectRefused(
  input: HTMLInputElement,
  text: string,
  submit: HTMLButtonElement,
) {
  await waitFor(() => expect(fieldDescription(input)).toBe(text));
  expect(submit.disabled).toBe(true);
}

/** An idempotency key: a random UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * `ui` on a page of a stub router whose wallet resource routes record what reached them: the
 * forms' posts (answered with `answer`) and the conversion questions (answered with
 * `conversionAnswer`); the deposit address is `addressAnswer`.
 */
export function renderWallet(
  ui: ReactNode,
  {
    locale = 'en',
    answer = { ok: true, message: 'Done' },
    conversionAnswer = conversion(),
    addressAnswer = DEPOSIT_ADDRESS,
  }: {
    locale?: Locale;
    answer?: unknown | ((posted: Posted) => unknown);
    conversionAnswer?: unknown;
    addressAnswer?: unknown;
  } = {},
) {
  const { action, posted } = createRecordingAction((body) =>
    typeof answer === 'function' ? (answer as (posted: Posted) => unknown)(body) : answer,
  );
  const conversions: string[] = [];
  const loadConversion = ({ request }: { request: Request }) => {
    conversions.push(new URL(request.url).search);
    return conversionAnswer;
  };
  const Empty = () => null;
  const view = renderRoutes(
    [
      { path: '/', Component: () => <>{ui}</> },
      { path: WALLET_ROUTES.tip, Component: Empty, action },
      { path: WALLET_ROUTES.withdraw, Component: Empty, action },
      { path: WALLET_ROUTES.deposit, Component: Empty, action },
      { path: WALLET_ROUTES.conversion, Component: Empty, loader: loadConversion },
      { path: WALLET_ROUTES.address, Component: Empty, loader: () => addressAnswer },
    ],
    { locale },
  );
  return {
    ...view,
    posted,
    action,
    conversions,
    /** A form control by its name (the wire's field name). */
    field: (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`),
    /** A form's submit button, by the form's test id (`tip` -> `tip-submit`). */
    submitOf: (testId: string) => screen.getByTestId<HTMLButtonElement>(`${testId}-submit`),
  };
}

/** The page's language and the stub routes' answers (renderWallet). */
export type WalletOptions = Parameters<typeof renderWallet>[1];

/** Each wallet form's inputs under the names its tests give them, and their names on the wire. */
const FORM_INPUTS = {
  tip: { recipient: 'recipient', amount: 'amount' },
  withdraw: { address: 'wallet_address', amount: 'amount' },
  'declare-deposit': { reference: 'reference_number', amount: 'sent_amount' },
} as const;

type WalletFormId = keyof typeof FORM_INPUTS;

/**
 * The wallet form `form` (its test id) in `ui` on renderWallet's page, with its inputs (as
 * FORM_INPUTS names them) and its submit button.
 */
export function renderWalletForm<Form extends WalletFormId>(
  form: Form,
  ui: ReactNode,
  options: WalletOptions = {},
) {
  const view = renderWallet(ui, options);
  const entries = Object.entries<string>(FORM_INPUTS[form]).map(([alias, name]) => [
    alias,
    view.field(name)!,
  ]);
  const inputs = Object.fromEntries(entries) as Record<
    keyof (typeof FORM_INPUTS)[Form],
    HTMLInputElement
  >;
  return { ...view, ...inputs, submit: view.submitOf(form) };
}

import type { EntityWallet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import es from '../../../../locales/es';
import zhCN from '../../../../locales/zh-CN';
import {
  canDeclareDeposit,
  normalizeCryptoAmount,
  validateDepositDeclaration,
} from '../../wallet-data';
import { DeclareDepositForm } from '../declare-deposit-form';
import { renderWithRouter } from './render';

const BTC: EntityWallet = {
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
const TXID = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

describe('validateDepositDeclaration (spec §3 Deposit request, §5 deposit button)', () => {
  it('needs a transaction id and an amount above zero', () => {
    expect(
      validateDepositDeclaration({ referenceNumber: TXID, sentAmount: '0.0011035' }, 8),
    ).toEqual({});
    expect(validateDepositDeclaration({ referenceNumber: '  ', sentAmount: '' }, 8)).toEqual({
      reference_number: 'required',
      sent_amount: 'required',
    });
  });

  it('takes whole coins as a plain decimal, a comma read as a dot', () => {
    const amount = (sentAmount: string) =>
      validateDepositDeclaration({ referenceNumber: TXID, sentAmount }, 8).sent_amount;
    for (const valid of ['1', '0.5', '12.00000001', ' 0,0011035 ']) {
      expect(amount(valid), valid).toBeUndefined();
    }
    for (const invalid of ['0', '0.000', '-1', '1e-3', 'abc', '.5', '01.5', '1.', '0.000000001']) {
      expect(amount(invalid), invalid).toBe('invalid');
    }
    expect(normalizeCryptoAmount(' 0,25 ')).toBe('0.25');
  });

  it('allows the coin its own decimals (ETH 18)', () => {
    const input = { referenceNumber: TXID, sentAmount: '0.000000000000000001' };
    expect(validateDepositDeclaration(input, 18)).toEqual({});
    expect(validateDepositDeclaration(input, 8).sent_amount).toBe('invalid');
  });

  it('refuses an id longer than 200 characters', () => {
    const input = { referenceNumber: 'a'.repeat(201), sentAmount: '1' };
    expect(validateDepositDeclaration(input, 8).reference_number).toBe('invalid');
    expect(canDeclareDeposit(BTC, { ...input, referenceNumber: 'a'.repeat(200) })).toBe(true);
  });

  it('waits for a chosen coin and a valid form', () => {
    const input = { referenceNumber: TXID, sentAmount: '0.0011035' };
    expect(canDeclareDeposit(BTC, input)).toBe(true);
    expect(canDeclareDeposit(null, input)).toBe(false);
    expect(canDeclareDeposit(BTC, { ...input, referenceNumber: '' })).toBe(false);
    expect(canDeclareDeposit(BTC, { ...input, sentAmount: '0' })).toBe(false);
  });
});

const submitButton = (html: string) =>
  /<button[^>]*data-testid="declare-deposit-submit"[^>]*>/.exec(html)?.[0] ?? '';
/** The attribute, not the `disabled:` Tailwind variants in the class. */
const DISABLED = /\sdisabled=""/;
const fieldValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1];

describe('DeclareDepositForm', () => {
  it('starts with an empty id and the calculator amount, the button disabled', () => {
    const html = renderWithRouter(<DeclareDepositForm wallet={BTC} suggestedAmount="0.0011035" />);
    expect(html).toContain('Already sent it?');
    expect(html).toContain('Transaction ID (hash)');
    expect(html).toContain('Amount sent in BTC');
    expect(fieldValue(html, 'reference_number')).toBe('');
    expect(fieldValue(html, 'sent_amount')).toBe('0.0011035');
    expect(html).toContain('name="entity_wallet_id" value="1"');
    expect(submitButton(html)).toMatch(DISABLED);
    expect(html).toMatch(/data-testid="declare-deposit-submit"[^>]*>Deposit<\/button>/);
    // No error before the player typed anything.
    expect(html).not.toContain('Required.');
  });

  it('enables "Deposit" once the id and the amount are valid', () => {
    const html = renderWithRouter(
      <DeclareDepositForm
        wallet={BTC}
        suggestedAmount="0.0011035"
        initialValues={{ referenceNumber: TXID }}
      />,
    );
    expect(submitButton(html)).not.toMatch(DISABLED);
  });

  it('keeps the typed amount over the calculator one and checks it', () => {
    const typed = renderWithRouter(
      <DeclareDepositForm
        wallet={BTC}
        suggestedAmount="0.0011035"
        initialValues={{ referenceNumber: TXID, sentAmount: '0.002' }}
      />,
    );
    expect(fieldValue(typed, 'sent_amount')).toBe('0.002');
    expect(submitButton(typed)).not.toMatch(DISABLED);

    const zero = renderWithRouter(
      <DeclareDepositForm
        wallet={BTC}
        suggestedAmount={null}
        initialValues={{ referenceNumber: TXID, sentAmount: '0' }}
      />,
    );
    expect(zero).toContain('Invalid value.');
    expect(submitButton(zero)).toMatch(DISABLED);
  });

  it('waits without an amount or without a chosen coin', () => {
    const noAmount = renderWithRouter(
      <DeclareDepositForm
        wallet={BTC}
        suggestedAmount={null}
        initialValues={{ referenceNumber: TXID }}
      />,
    );
    expect(fieldValue(noAmount, 'sent_amount')).toBe('');
    expect(submitButton(noAmount)).toMatch(DISABLED);

    const noCoin = renderWithRouter(
      <DeclareDepositForm
        wallet={null}
        suggestedAmount="0.0011035"
        initialValues={{ referenceNumber: TXID }}
      />,
    );
    expect(noCoin).not.toContain('name="entity_wallet_id"');
    expect(submitButton(noCoin)).toMatch(DISABLED);
  });

  it('says the id is required once touched', () => {
    const html = renderWithRouter(
      <DeclareDepositForm
        wallet={BTC}
        suggestedAmount="1"
        initialValues={{ referenceNumber: ' ' }}
      />,
    );
    expect(html).toContain('Required.');
    expect(submitButton(html)).toMatch(DISABLED);
  });

  it.each([
    ['es', es],
    ['zh-CN', zhCN],
  ] as const)('speaks %s', (locale, resources) => {
    const html = renderWithRouter(<DeclareDepositForm wallet={BTC} suggestedAmount="1" />, {
      locale,
      resources,
    });
    const texts = resources.common.wallet.declare;
    for (const text of [texts.title, texts.reference, texts.submit]) {
      expect(html).toContain(text);
    }
  });
});

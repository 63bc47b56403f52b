import { describe, expect, it } from 'vitest';
import es from '../../../../locales/es';
import zhCN from '../../../../locales/zh-CN';
import { DepositAddress } from '../deposit-tab';
import { BTC, DEPOSIT_ADDRESS as ADDRESS } from './fixtures';
import { renderWithRouter } from './render';

describe('DepositAddress (issue 11: demo addresses carry a warning)', () => {
  it('warns that an address from the public test keys must not receive funds', () => {
    const html = renderWithRouter(
      <DepositAddress wallet={BTC} address={{ ...ADDRESS, is_demo: true }} />,
    );
    expect(html).toContain('data-testid="deposit-demo-warning"');
    expect(html).toContain('Demo address: do not send funds');
    expect(html).toContain('public test keys');
    // The warning comes before the QR code, so it is read before anyone scans.
    expect(html.indexOf('deposit-demo-warning')).toBeLessThan(html.indexOf('deposit-qr'));
    expect(html).toContain(ADDRESS.address);
  });

  it('is translated', () => {
    const demo = <DepositAddress wallet={BTC} address={{ ...ADDRESS, is_demo: true }} />;
    expect(renderWithRouter(demo, { locale: 'es', resources: es })).toContain(
      'claves de prueba públicas',
    );
    expect(renderWithRouter(demo, { locale: 'zh-CN', resources: zhCN })).toContain('公开测试密钥');
  });

  it('shows no warning for a live address, nor while the address loads', () => {
    const live = renderWithRouter(<DepositAddress wallet={BTC} address={ADDRESS} />);
    expect(live).not.toContain('deposit-demo-warning');
    expect(live).toContain(ADDRESS.address);
    const loading = renderWithRouter(<DepositAddress wallet={BTC} address={null} />);
    expect(loading).not.toContain('deposit-demo-warning');
    expect(loading).toContain('Loading your address');
  });
});

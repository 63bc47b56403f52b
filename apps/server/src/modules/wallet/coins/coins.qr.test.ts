import { describe, expect, it } from 'vitest';
import { renderQrCode } from './coins.qr';

const PREFIX = 'data:image/svg+xml;base64,';

function svgOf(dataUrl: string): string {
  expect(dataUrl.startsWith(PREFIX)).toBe(true);
  return Buffer.from(dataUrl.slice(PREFIX.length), 'base64').toString('utf8');
}

describe('renderQrCode', () => {
  it('returns an SVG data URL that draws the code as a path', async () => {
    const svg = svgOf(await renderQrCode('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<path[^>]* d="M[^"]+"/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('is deterministic, and differs for different text', async () => {
    const address = 'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6';
    const first = await renderQrCode(address);
    expect(await renderQrCode(address)).toBe(first);
    expect(await renderQrCode(`${address}x`)).not.toBe(first);
  });

  it('fits a Monero integrated address (the longest we show)', async () => {
    const integrated =
      '4LiifdU2wUF3aCTG8X83ZM1xunHBjWEB5jmzM1zfrAKcGokjBPvS7eAcadEQZEgDhDeweod9KEZ5L2mXYVthxdxy4KUCty2MEBbHiGc8eM';
    expect(svgOf(await renderQrCode(integrated))).toContain('<path');
  });

  it('rejects text too long for any QR code', async () => {
    await expect(renderQrCode('x'.repeat(5000))).rejects.toThrow();
  });
});

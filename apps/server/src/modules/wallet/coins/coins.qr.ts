import QRCode from 'qrcode';

/**
 * A QR code of `text` (a deposit address) as an `data:image/svg+xml;base64,...` URL, ready for
 * an `<img src>`. Rendered locally by the `qrcode` package: the address never leaves the
 * server, unlike with a QR web service. Deterministic: the same text gives the same URL.
 * Rejects when the text does not fit in a QR code (about 2.9 kB).
 */
export async function renderQrCode(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    // M restores up to 15% damage and keeps a 106-character Monero address easy to scan.
    errorCorrectionLevel: 'M',
    // The quiet zone the QR standard asks for is 4 modules; 2 is what wallets scan reliably
    // on a white card and keeps the code large in a small dialog.
    margin: 2,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

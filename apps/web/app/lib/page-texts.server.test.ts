import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readEmbeddedResources } from './i18n';
import { embedUsedTexts } from './page-texts.server';

/** The document as the browser receives it, sent in the given pieces. */
async function through(pieces: string[], used = { common: { app: { home: 'Home' } } }) {
  let asked = 0;
  const html = await text(
    Readable.from(pieces.map((piece) => Buffer.from(piece))).pipe(
      embedUsedTexts(() => {
        asked += 1;
        return used;
      }, 'abc123=='),
    ),
  );
  return { html, asked };
}

const embedded = (html: string) =>
  readEmbeddedResources({
    getElementById: () => {
      const match = /<script id="i18n-state"[^>]*>(.*?)<\/script>/.exec(html);
      return match ? ({ textContent: match[1] } as HTMLElement) : null;
    },
  });

describe('embedUsedTexts (decision 033)', () => {
  it('writes the used texts just before </body></html>, however the stream cut the tag', async () => {
    const document = '<!DOCTYPE html><html><head></head><body><main>Casino</main></body></html>';
    for (const cut of [0, 10, document.length - 14, document.length - 9, document.length - 1]) {
      const { html, asked } = await through([document.slice(0, cut), document.slice(cut)]);
      expect(html).toBe(
        '<!DOCTYPE html><html><head></head><body><main>Casino</main>' +
          '<script id="i18n-state" type="application/json" nonce="abc123==">' +
          '{"common":{"app":{"home":"Home"}}}</script></body></html>',
      );
      expect(asked).toBe(1);
      expect(embedded(html)).toEqual({ common: { app: { home: 'Home' } } });
    }
  });

  it('asks for the texts only at the end, after every streamed part', async () => {
    const used: Record<string, Record<string, unknown>> = {};
    const pieces = ['<html><body><div>shell</div>', '<div>streamed later</div>', '</body></html>'];
    const stream = Readable.from(
      (async function* () {
        for (const piece of pieces) {
          // A part's render adds the texts it used before its bytes are written.
          used.common = { ...used.common, [`part${Object.keys(used.common ?? {}).length}`]: 'x' };
          yield Buffer.from(piece);
        }
      })(),
    ).pipe(embedUsedTexts(() => used));
    const html = await text(stream);
    expect(embedded(html)?.common).toEqual({ part0: 'x', part1: 'x', part2: 'x' });
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('keeps a document that does not end as expected whole, with the texts after it', async () => {
    const { html } = await through(['<p>a < b </', 'p>']);
    expect(html.startsWith('<p>a < b </p>')).toBe(true);
    expect(embedded(html)).toEqual({ common: { app: { home: 'Home' } } });
  });
});

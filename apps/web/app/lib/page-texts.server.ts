import { Transform } from 'node:stream';
import { I18N_STATE_ID, serializeResources, type PartialResources } from './i18n';

/** What React writes last in a document: the texts go just before it. */
const DOCUMENT_END = Buffer.from('</body></html>');

/** The longest end of `data` that could begin DOCUMENT_END (all of it included). */
function possibleEndLength(data: Buffer): number {
  for (let length = Math.min(DOCUMENT_END.length, data.length); length > 0; length -= 1) {
    if (data.subarray(data.length - length).equals(DOCUMENT_END.subarray(0, length))) {
      return length;
    }
  }
  return 0;
}

/**
 * Passes a rendered document through and writes the texts the render used (decision 033) just
 * before its closing `</body></html>`: only then has every part of the page, the streamed ones
 * included, been rendered and every text it shows been asked for. Holds back at most the few
 * bytes that could be the start of that closing tag.
 */
export function embedUsedTexts(usedResources: () => PartialResources, nonce?: string): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const incoming = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      const data = held.length > 0 ? Buffer.concat([held, incoming]) : incoming;
      const keep = possibleEndLength(data);
      held = Buffer.from(data.subarray(data.length - keep));
      callback(null, keep < data.length ? data.subarray(0, data.length - keep) : undefined);
    },
    flush(callback) {
      const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
      const script = Buffer.from(
        `<script id="${I18N_STATE_ID}" type="application/json"${nonceAttribute}>` +
          `${serializeResources(usedResources())}</script>`,
      );
      callback(
        null,
        held.equals(DOCUMENT_END)
          ? Buffer.concat([script, DOCUMENT_END])
          : Buffer.concat([held, script]),
      );
    },
  });
}

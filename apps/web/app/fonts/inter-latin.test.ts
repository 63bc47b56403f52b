import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/package.json'),
);

/** The @font-face rules of a style sheet, each as its descriptors (whitespace folded). */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) =>
    Object.fromEntries(
      body
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split(';')
        .map((line) => line.split(/:(.*)/s).map((part) => part.replace(/\s+/g, ' ').trim()))
        .filter(([name, value]) => name && value)
        .map(([name = '', value = '']) => [name, value.replace(/\s*,\s*/g, ',')]),
    ),
  );
}

describe('the Latin face of the text font (decision 032)', () => {
  const ours = fontFaces(readFileSync(path.join(here, '..', 'app.css'), 'utf8')).find((face) =>
    face.src?.includes('inter-latin-wght-400-900.woff2'),
  );
  const packaged = fontFaces(readFileSync(path.join(packageDir, 'index.css'), 'utf8')).find(
    (face) => face.src?.includes('inter-latin-wght-normal.woff2'),
  );

  it('replaces the package’s face for the same characters, family, style and weights', () => {
    expect(ours).toBeDefined();
    expect(packaged).toBeDefined();
    // A different weight range makes it a face of its own, and Chromium then fetched both files.
    for (const descriptor of ['font-family', 'font-style', 'font-weight', 'unicode-range']) {
      expect(ours?.[descriptor], descriptor).toBe(packaged?.[descriptor]);
    }
  });

  it('is our subset of the package’s file, well under its size', () => {
    const size = (file: string) => statSync(file).size;
    const subset = size(path.join(here, 'inter-latin-wght-400-900.woff2'));
    const original = size(path.join(packageDir, 'files', 'inter-latin-wght-normal.woff2'));
    expect(subset).toBeLessThan(original * 0.7);
  });
});

import { describe, expect, it } from 'vitest';
import en from './en';
import es from './es';
import zhCN from './zh-CN';

type Tree = { [key: string]: string | Tree };

function collectKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : collectKeys(value, `${prefix}${key}.`),
  );
}

function collectPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

function readKey(tree: Tree, path: string): string {
  return path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;
}

describe('locale resources', () => {
  const englishKeys = collectKeys(en as unknown as Tree).sort();

  it.each([
    ['zh-CN', zhCN],
    ['es', es],
  ])('%s has exactly the English keys', (_name, resources) => {
    expect(collectKeys(resources as unknown as Tree).sort()).toEqual(englishKeys);
  });

  it.each([
    ['zh-CN', zhCN],
    ['es', es],
  ])('%s is translated, not copied, and keeps every placeholder', (_name, resources) => {
    const tree = resources as unknown as Tree;
    const english = en as unknown as Tree;
    const copied = englishKeys.filter((key) => {
      const text = readKey(english, key);
      // Short words ("Blog", "VIP", "Error {{status}}") may rightly read the same.
      return text.replace(/\{\{\w+\}\}/g, '').length > 12 && readKey(tree, key) === text;
    });
    expect(copied).toEqual([]);
    for (const key of englishKeys) {
      expect(collectPlaceholders(readKey(tree, key)), key).toEqual(
        collectPlaceholders(readKey(english, key)),
      );
    }
  });

  it('keeps the spec texts verbatim in English (spec §2, §8)', () => {
    expect(en.common.errorPage.notFound).toBe('Sorry, page not found!');
    expect(en.errors.NOT_FOUND).toBe('This page could not be found');
    expect(en.errors.INTERNAL).toBe('Something went wrong');
    expect(en.common.chat.placeholder).toBe('Type here your message...');
    expect(en.common.chat.title.replace('{{name}}', 'Casino')).toBe('Support - Casino');
  });

  it('zh-CN says "withdrawal" with one word, 提款, as the server messages and site content do', () => {
    const texts = collectKeys(zhCN as unknown as Tree).map((key) =>
      readKey(zhCN as unknown as Tree, key),
    );
    expect(texts.filter((text) => text.includes('提现'))).toEqual([]);
    expect(readKey(zhCN as unknown as Tree, 'common.wallet.tabs.withdraw')).toBe('提款');
  });
});

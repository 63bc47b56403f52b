import type { Locale } from '@casino/contracts/locales';
import {
  createInstance,
  type i18n as I18n,
  type InitOptions,
  type ResourceLanguage,
} from 'i18next';
import type { LocaleResources } from '../locales/en';

/**
 * `common` is the web's own texts, `admin` the back office's (issue 17; a page embeds only the
 * texts it used, so players' pages carry none of them); `errors`, `validation` and `status`
 * (success texts) are the server's, shared through the contracts.
 */
export const I18N_NAMESPACES = ['common', 'admin', 'errors', 'validation', 'status'] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LocaleResources;
  }
}

/**
 * Resources are bundled with the app (no HTTP backend), one chunk per locale so a page only
 * downloads the language it shows.
 */
export async function loadLocaleResources(locale: Locale): Promise<LocaleResources> {
  switch (locale) {
    case 'zh-CN':
      return (await import('../locales/zh-CN')).default;
    case 'es':
      return (await import('../locales/es')).default;
    default:
      return (await import('../locales/en')).default;
  }
}

/** The element the server writes the page's texts into (read before hydration). */
export const I18N_STATE_ID = 'i18n-state';

/** Some of a locale's texts: the ones a server render used (decision 033). */
export type PartialResources = {
  [Namespace in keyof LocaleResources]?: Record<string, unknown>;
};

/** Texts as JSON safe inside a <script type="application/json">. */
export function serializeResources(resources: PartialResources | LocaleResources): string {
  return JSON.stringify(resources).replace(/</g, '\\u003c');
}

/** The texts the server embedded, or null (then the entry loads the locale chunk). */
export function readEmbeddedResources(
  doc: Pick<Document, 'getElementById'>,
): PartialResources | null {
  const text = doc.getElementById(I18N_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PartialResources;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Copies one used key (a dotted path) from `source` to `target`, with its plural and context
 * forms: i18next reports `games.count` for a text stored as `count_one` and `count_other`, and
 * the browser may need the other form when the count changes.
 */
function copyKey(source: Record<string, unknown>, target: Record<string, unknown>, path: string[]) {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    for (const name of Object.keys(source)) {
      if (name === head || name.startsWith(`${head}_`)) target[name] = source[name];
    }
    return;
  }
  const next = source[head];
  if (!isRecord(next)) return;
  const branch = isRecord(target[head]) ? target[head] : (target[head] = {});
  copyKey(next, branch as Record<string, unknown>, rest);
}

const USED_KEYS = 'used-keys';

/**
 * A server render's instance that remembers every text it translated, so the page embeds
 * those (a few KB) instead of the whole language (decision 033).
 */
export function createTrackedI18n(
  locale: Locale,
  resources: LocaleResources,
): { i18n: I18n; usedResources: () => PartialResources } {
  const used = new Map<string, Set<string>>();
  const instance = createInstance();
  instance.use({
    type: 'postProcessor',
    name: USED_KEYS,
    process(value: string, _key: string | string[], options: { i18nResolved?: unknown }) {
      const resolved = options.i18nResolved as { usedNS?: string; usedKey?: string } | undefined;
      if (resolved?.usedNS && resolved.usedKey) {
        let keys = used.get(resolved.usedNS);
        if (!keys) used.set(resolved.usedNS, (keys = new Set()));
        keys.add(resolved.usedKey);
      }
      return value;
    },
  });
  initInstance(instance, locale, resources, {
    postProcess: [USED_KEYS],
    postProcessPassResolved: true,
  });
  return {
    i18n: instance,
    usedResources() {
      const picked: Record<string, Record<string, unknown>> = {};
      for (const [namespace, keys] of used) {
        const source = (resources as unknown as Record<string, unknown>)[namespace];
        if (!isRecord(source)) continue;
        const target = (picked[namespace] = {});
        for (const key of keys) copyKey(source, target, key.split('.'));
      }
      return picked as PartialResources;
    },
  };
}

/** Per instance started on part of its texts: whether the rest arrived, whether a text was missed. */
const partialStates = new WeakMap<I18n, { complete: boolean; missed: boolean }>();

/** One instance per server render (never the global one), so requests never share a language. */
export function createI18n(locale: Locale, resources: LocaleResources): I18n {
  const instance = createInstance();
  initInstance(instance, locale, resources);
  return instance;
}

/**
 * The browser's instance on the texts the server embedded. A text the page had not used shows
 * empty (not its key) until `completeResources` brings the rest, and then every component
 * that missed one draws again; when none missed, nothing redraws.
 */
export function createPartialI18n(locale: Locale, resources: PartialResources): I18n {
  const instance = createInstance();
  const state = { complete: false, missed: false };
  partialStates.set(instance, state);
  initInstance(instance, locale, resources, {
    parseMissingKeyHandler: (key: string) => {
      if (state.complete) return key;
      state.missed = true;
      return '';
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}

/** Adds the rest of the language's texts to an instance made by `createPartialI18n`. */
export async function completeResources(instance: I18n, locale: Locale): Promise<void> {
  const resources = await loadLocaleResources(locale);
  const state = partialStates.get(instance);
  if (state) state.complete = true;
  // i18next's store takes a `silent` option its types leave out.
  const store = instance.store as unknown as {
    addResourceBundle: (
      lng: string,
      ns: string,
      bundle: unknown,
      deep: boolean,
      overwrite: boolean,
      options: { silent: boolean },
    ) => void;
  };
  I18N_NAMESPACES.forEach((namespace, i) => {
    // One 'added' event at the end redraws what missed a text; none when nothing did.
    const silent = !state?.missed || i < I18N_NAMESPACES.length - 1;
    store.addResourceBundle(locale, namespace, resources[namespace], true, true, { silent });
  });
}

function initInstance(
  instance: I18n,
  locale: Locale,
  resources: LocaleResources | PartialResources,
  options: InitOptions = {},
): void {
  void instance.init({
    lng: locale,
    // Every locale carries every key (the locale files are typed against English).
    fallbackLng: false,
    resources: { [locale]: resources as ResourceLanguage },
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
    // Keeps server logs and the browser console free of the library's promotional line.
    showSupportNotice: false,
    ...options,
  });
}

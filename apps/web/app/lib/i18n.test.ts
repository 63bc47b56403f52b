import { describe, expect, it } from 'vitest';
import { createI18n, loadLocaleResources, readEmbeddedResources, serializeResources } from './i18n';

const documentWith = (text: string | null) => ({
  getElementById: () => (text === null ? null : ({ textContent: text } as HTMLElement)),
});

describe('embedded locale texts', () => {
  it('round-trips the page language through the HTML, safe inside a script element', async () => {
    const resources = await loadLocaleResources('es');
    const i18n = createI18n('es', {
      ...resources,
      common: { ...resources.common, app: { ...resources.common.app, home: '</script><b>' } },
    });
    const json = serializeResources(i18n, 'es');
    expect(json).not.toContain('</script>');
    const read = readEmbeddedResources(documentWith(json));
    expect(read?.common.app.home).toBe('</script><b>');
    expect(read?.errors).toEqual(resources.errors);
    expect(read?.validation).toEqual(resources.validation);
  });

  it('answers null when nothing usable is embedded, so the entry loads the chunk', () => {
    expect(readEmbeddedResources(documentWith(null))).toBeNull();
    expect(readEmbeddedResources(documentWith('{not json'))).toBeNull();
  });
});

import { DEFAULT_LOCALE, toLocale } from '@casino/contracts/locales';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserReloadEnvironment, reloadWithinGuard } from './lib/chunk-reload';
import {
  completeResources,
  createI18n,
  createPartialI18n,
  loadLocaleResources,
  readEmbeddedResources,
} from './lib/i18n';

// spec §2, §9: Vite reports a chunk it could not preload (usually after a deploy); reload once
// per 60 s to pick up the new files instead of failing the navigation.
window.addEventListener('vite:preloadError', (event) => {
  const hasReloaded = reloadWithinGuard(createBrowserReloadEnvironment());
  if (hasReloaded) event.preventDefault();
});

async function hydrate() {
  // The server rendered <html lang> from the locale cookie; start in the same language.
  const locale = toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  // The server embedded the texts it used (decision 033); the rest of the language follows.
  const embedded = readEmbeddedResources(document);
  const i18n = embedded
    ? createPartialI18n(locale, embedded)
    : createI18n(locale, await loadLocaleResources(locale));
  // The server's HTML is complete: let the browser paint it before hydration takes the main
  // thread (two frames: the first runs before that paint, the second after it).
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
  if (embedded) await completeResources(i18n, locale);
}

void hydrate();

import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { getButtonClass } from '../../../components/ui/button';
import { DemoMarker } from '../../../components/ui/demo-badge';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Eyebrow } from '../../../components/ui/page-header';
import { LogoMark } from '../../../components/ui/logo';
import { createBrowserReloadEnvironment, reloadAfterChunkError } from '../../../lib/chunk-reload';

/** The HTTP status an error stands for: a thrown Response keeps its own, anything else is 500. */
export function getErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * spec §2, §8 error page: a title, the not-found text for 404 or a generic one otherwise, and a
 * go-to-home button; the Demo marker in demo mode (issue 11). It uses no router hooks: the root
 * error boundary passes `isDemo` from the root data.
 */
export function ErrorPage({ error, isDemo = false }: { error: unknown; isDemo?: boolean }) {
  // spec §8 texts shared with the server: errors.NOT_FOUND and errors.INTERNAL.
  const { t } = useTranslation(['common', 'errors']);
  const status = getErrorStatus(error);
  const isNotFound = status === 404;

  useEffect(() => {
    // spec §2, §9: a chunk that failed to load (usually a new deploy) earns one reload per 60 s.
    reloadAfterChunkError(error, createBrowserReloadEnvironment());
  }, [error]);

  const title = isNotFound ? t('errorPage.notFound') : t('errors:INTERNAL');
  const text = isNotFound ? t('errors:NOT_FOUND') : t('errorPage.genericText');
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <main
      data-testid="error-page"
      className="relative isolate grid min-h-dvh place-items-center overflow-hidden px-4 py-16"
    >
      <DocumentTitle title={title} />
      <div
        aria-hidden
        className="absolute top-1/4 left-1/2 -z-10 size-[32rem] -translate-x-1/2 rounded-full bg-brand-500/10 blur-3xl"
      />
      <div className="w-full max-w-lg text-center">
        <div className="mb-10 flex items-center justify-center gap-3">
          <a href="/" className="inline-flex rounded-lg" aria-label={t('app.home')}>
            <LogoMark className="size-10" />
          </a>
          {isDemo ? <DemoMarker /> : null}
        </div>
        <p className="bg-gradient-to-b from-white to-white/10 bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl">
          {status}
        </p>
        <Eyebrow className="mt-2">{t('errorPage.status', { status })}</Eyebrow>
        <h1 className="mt-4 text-2xl font-bold text-white sm:text-3xl">{title}</h1>
        <p className="mt-3 text-mist-300">{text}</p>
        {/* A full page load: whatever broke in the running app should not follow the visitor. */}
        <a href="/" className={getButtonClass('primary', 'lg', 'mt-8')}>
          <Home className="size-5" aria-hidden />
          {t('errorPage.goHome')}
        </a>
        {detail ? (
          <pre className="mt-10 max-h-64 overflow-auto rounded-xl bg-ink-900 p-4 text-left text-xs text-rose-300 ring-1 ring-white/5">
            {detail}
          </pre>
        ) : null}
      </div>
    </main>
  );
}

import { LOCALES } from '@casino/contracts/locales';
import { useLocation } from 'react-router';
import { createAlternateUrls } from '../../lib/alternates';

/**
 * Search engines: one canonical address per page, and an hreflang alternate per language
 * (`?lang=`), with the language-neutral address as x-default.
 */
export function AlternateLinks({ appUrl }: { appUrl: string }) {
  const { pathname } = useLocation();
  const urls = createAlternateUrls(appUrl, pathname, LOCALES);
  return (
    <>
      <link rel="canonical" href={urls.canonical} />
      {urls.alternates.map(({ locale, href }) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urls.canonical} />
    </>
  );
}

/**
 * True when a content link (slider redirect_url, banner url) stays inside the site and so goes
 * through the router. "//host" and "/\host" are protocol-relative in browsers: they leave.
 */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

import isMobile from 'is-mobile';

/**
 * spec §9 "mobile detection by user agent" (beside the 768 px breakpoint): a phone's browser,
 * as the server can tell before anything is drawn. Tablets are not phones: they get the
 * desktop layout from 768 px, as the CSS gives it them.
 */
export function isPhoneRequest(request: Request): boolean {
  return isMobile({ ua: request.headers.get('user-agent') ?? '', tablet: false });
}

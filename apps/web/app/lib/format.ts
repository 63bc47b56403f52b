/** Turns a URL id back into words: spec §2 provider ids are names with spaces as hyphens. */
export function formatSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/;

/**
 * spec §9: ISO dates are shown as date, dash, time without fractions
 * ("2026-11-22T04:55:00.123Z" -> "2026-11-22 - 04:55:00"). Read from the text itself, not
 * through Date, so the server render and the browser agree whatever their time zones.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_DATE_TIME.exec(iso.trim());
  if (!match) return iso;
  const [, date, hoursMinutes, seconds = ':00'] = match;
  return `${date} - ${hoursMinutes}${seconds}`;
}

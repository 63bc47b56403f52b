/** Turns a URL id back into words: spec §2 provider ids are names with spaces as hyphens. */
export function formatSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

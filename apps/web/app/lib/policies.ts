/** spec §2: the policy menu slugs. */
export const POLICY_SLUGS = [
  'vip',
  'how-to-deposit',
  'aml-policy',
  'terms-and-conditions',
  'privacy-policy',
  'responsible-gaming',
] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(slug: string): slug is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(slug);
}

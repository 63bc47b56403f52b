/** spec §2: the policy pages, in the policy menu's order (the demo seed publishes each). */
export const POLICY_SLUGS = [
  'vip',
  'how-to-deposit',
  'aml-policy',
  'terms-and-conditions',
  'privacy-policy',
  'responsible-gaming',
] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** The policy pages the demo seed publishes (spec §2 policies), each with a body in every locale. */
export const POLICY_SLUGS = [
  'vip',
  'how-to-deposit',
  'aml-policy',
  'terms-and-conditions',
  'privacy-policy',
  'responsible-gaming',
];

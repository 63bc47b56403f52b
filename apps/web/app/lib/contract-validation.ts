import { toIssueParams } from '@casino/contracts/validation';
import { parseWithZod } from '@conform-to/zod/v4';
import type { TFunction } from 'i18next';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';

/** A zod schema of packages/contracts, as Conform's zod integration takes it. */
export type ContractSchema = $ZodType;

/**
 * The browser half of a contract form, loaded on demand (see `useContractForm`): parses the
 * form data with the contract schema and words each issue from the `validation` catalogue,
 * exactly as the server's error answer would (its message is the catalogue key).
 */
export async function loadValidator(load: () => Promise<ContractSchema>) {
  const schema = await load();
  return (formData: FormData, t: TFunction) =>
    parseWithZod(formData, {
      schema,
      formatError: (issues: $ZodIssue[]) => issues.map((issue) => translateIssue(issue, t)),
    });
}

/** A zod issue in the visitor's language: `validation:min_chars` with `{{minimum}}` filled. */
export function translateIssue(issue: $ZodIssue, t: TFunction): string {
  const key = issue.message.includes(':') ? issue.message : `validation:${issue.message}`;
  // The key is built at run time, so it cannot be checked against the catalogue's type.
  return (t as (key: string, options: Record<string, unknown>) => string)(
    key,
    toIssueParams(issue),
  );
}

import { toIssueParams, type z } from '@casino/contracts';
import { AppError, type FieldIssue } from './errors';

/**
 * Input checked against a contract outside a route (a command, a service called from several
 * places): the parsed value, or VALIDATION_FAILED with each field's texts, as a route answers.
 */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, FieldIssue[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    (fields[field] ??= []).push({ key: issue.message, params: toIssueParams(issue) });
  }
  throw AppError.validation(fields);
}

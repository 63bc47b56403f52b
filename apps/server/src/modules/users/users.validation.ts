import { toIssueParams, z } from '@casino/contracts';
import { AppError, type FieldIssue } from '../../platform/errors';

/** spec §5 and §9: e-mail pattern, password min 8, name min 8. */
export const newUserSchema = z.object({
  name: z.string().trim().min(8),
  email: z.email(),
  password: z.string().min(8),
});

/** Throws VALIDATION_FAILED with the spec's texts per field. */
export function validateNewUser(input: unknown): z.infer<typeof newUserSchema> {
  const result = newUserSchema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, FieldIssue[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    (fields[field] ??= []).push({ key: issue.message, params: toIssueParams(issue) });
  }
  throw AppError.validation(fields);
}

import { z } from '@casino/contracts';
import { parseOrThrow } from '../../platform/validation';

/** spec §5 and §9: e-mail pattern, password min 8, name min 8. */
export const newUserSchema = z.object({
  name: z.string().trim().min(8),
  email: z.email(),
  password: z.string().min(8),
});

/** Throws VALIDATION_FAILED with the spec's texts per field. */
export function validateNewUser(input: unknown): z.infer<typeof newUserSchema> {
  return parseOrThrow(newUserSchema, input);
}

import type { z } from 'zod';

/** Texts a form shows for a field's issues, by issue code, where the schema carries none. */
export type FieldMessages = Record<string, Partial<Record<z.core.$ZodIssueCode, string>>>;

/**
 * A Mantine form `validate` function from a zod schema (usually a contracts request schema):
 * each field gets the message of its first issue. Messages a schema carries win; `messages` fills
 * in the form's own text for the rest (`{ name: { too_small: 'Room name is required' } }`).
 *
 * @example useForm({ initialValues, validate: zodResolver(renameRequestSchema, messages) })
 */
export function zodResolver(schema: z.ZodType, messages: FieldMessages = {}) {
  const error: z.core.$ZodErrorMap = (issue) => {
    const field = String(issue.path?.[0] ?? '');
    return messages[field]?.[issue.code];
  };
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values, { error });
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}

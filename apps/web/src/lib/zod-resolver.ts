import type { z } from 'zod';

/** Texts a form shows for a field's issues, by issue code, where the schema carries none. */
export type FieldMessages = Record<string, Partial<Record<z.core.$ZodIssueCode, string>>>;

/** A plain text for a string past a schema's length bound, instead of zod's developer wording. */
function lengthMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.origin !== 'string') return undefined;
  if (issue.code === 'too_big') return `Use at most ${issue.maximum} characters.`;
  if (issue.code === 'too_small' && Number(issue.minimum) > 1) {
    return `Use at least ${issue.minimum} characters.`;
  }
  return undefined;
}

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
    return messages[field]?.[issue.code] ?? lengthMessage(issue);
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

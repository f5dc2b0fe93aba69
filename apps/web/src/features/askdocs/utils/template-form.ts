import {
  type AskDocsAnswerStyle,
  type AskDocsTemplate,
  type AskDocsTemplateRequest,
  askDocsTemplateRequestSchema,
} from '@tabletalk/contracts';

/** What the template form holds; dates as the date inputs give them ('' when empty). */
export interface TemplateFormValues {
  title: string;
  instruction: string;
  answerStyle: AskDocsAnswerStyle;
  validFrom: string;
  validUntil: string;
}

type Field = keyof TemplateFormValues;
export type TemplateFormErrors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = [
  'title',
  'instruction',
  'answerStyle',
  'validFrom',
  'validUntil',
];

/** The end of the validity before its start: the contract's own words. */
export const VALIDITY_ORDER_MESSAGE = 'The validity must end on or after it starts.';

/** Texts for the contract's checks that carry no message of their own. */
const MESSAGES: Partial<Record<Field, Partial<Record<string, string>>>> = {
  instruction: {
    too_small: 'Write the instruction.',
    too_big: 'The instruction can be at most 2,000 characters.',
  },
};

/** The form's first values: the template being edited, or an empty one. */
export function templateFormValues(template: AskDocsTemplate | null): TemplateFormValues {
  return {
    title: template?.title ?? '',
    instruction: template?.instruction ?? '',
    answerStyle: template?.answerStyle ?? 'concise',
    validFrom: template?.validFrom ?? '',
    validUntil: template?.validUntil ?? '',
  };
}

function requestOf(values: TemplateFormValues) {
  return {
    title: values.title,
    instruction: values.instruction,
    answerStyle: values.answerStyle,
    validFrom: values.validFrom || null,
    validUntil: values.validUntil || null,
  };
}

/**
 * The form checked with the contract's rules (the server checks the same): the request to send,
 * or the problems by field. The dates' order is checked even when other fields have problems,
 * so every problem shows at once.
 */
export function validateTemplateForm(
  values: TemplateFormValues,
):
  | { request: AskDocsTemplateRequest; errors: null }
  | { request: null; errors: TemplateFormErrors } {
  const parsed = askDocsTemplateRequestSchema.safeParse(requestOf(values));
  if (parsed.success) return { request: parsed.data, errors: null };
  const errors: TemplateFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!FIELDS.includes(field)) continue;
    const key = field as Field;
    errors[key] ??= MESSAGES[key]?.[issue.code] ?? issue.message;
  }
  const isBackwards = values.validFrom && values.validUntil && values.validUntil < values.validFrom;
  if (isBackwards) errors.validUntil ??= VALIDITY_ORDER_MESSAGE;
  return { request: null, errors };
}

/**
 * Field errors from a server VALIDATION_FAILED answer (`details.fields[].path`), so they show
 * beside their input; paths without an input are left to the answer's message.
 */
export function serverFieldErrors(details: unknown): TemplateFormErrors {
  const fields =
    typeof details === 'object' && details !== null && 'fields' in details ? details.fields : null;
  if (!Array.isArray(fields)) return {};
  const errors: TemplateFormErrors = {};
  for (const item of fields as { path?: unknown; message?: unknown }[]) {
    const isKnown = typeof item?.path === 'string' && FIELDS.includes(item.path);
    if (!isKnown || typeof item.message !== 'string') continue;
    errors[item.path as Field] ??= item.message;
  }
  return errors;
}

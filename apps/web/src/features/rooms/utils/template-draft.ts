import {
  type Template,
  type TemplateRequest,
  templatePlaceholders,
  templateRequestSchema,
} from '@tabletalk/contracts';

/** What the template form holds; dates as the date inputs give them ('' when empty). */
export interface TemplateDraft {
  title: string;
  text: string;
  validFrom: string;
  validUntil: string;
  /** Offer it only in rooms over this draft's source (when it has one). */
  isForSource: boolean;
}

type DraftField = keyof TemplateDraft;
type Problems = Partial<Record<DraftField, string>>;
const DRAFT_FIELDS: readonly string[] = ['title', 'text', 'validFrom', 'validUntil'];

/** The form's first values: the template being edited, or a question to save as a new one. */
export function templateDraft(
  from: { template: Template } | { text: string; sourceId: string | null },
): TemplateDraft {
  if ('template' in from) {
    const { template } = from;
    return {
      title: template.title,
      text: template.text,
      validFrom: template.validFrom ?? '',
      validUntil: template.validUntil ?? '',
      isForSource: template.sourceId !== null,
    };
  }
  // A question names the columns of the source it was asked of: tie it there by default.
  const isForSource = from.sourceId !== null;
  return { title: '', text: from.text, validFrom: '', validUntil: '', isForSource };
}

/**
 * The request for a draft: every field, since an update clears what is left out. `sourceId` is
 * the source the draft is tied to when `isForSource` (the edited template's, or the room's).
 */
export function templateRequest(draft: TemplateDraft, sourceId: string | null): TemplateRequest {
  return {
    title: draft.title,
    text: draft.text,
    sourceId: draft.isForSource ? sourceId : null,
    validFrom: draft.validFrom || null,
    validUntil: draft.validUntil || null,
  };
}

/**
 * The draft checked with the contract's own rules and messages (the server checks the same):
 * the trimmed request, or the problems keyed by form field.
 */
export function validateTemplateDraft(
  draft: TemplateDraft,
  sourceId: string | null,
): { request: TemplateRequest; problems: null } | { request: null; problems: Problems } {
  const parsed = templateRequestSchema.safeParse(templateRequest(draft, sourceId));
  if (parsed.success) return { request: parsed.data, problems: null };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (DRAFT_FIELDS.includes(field)) problems[field as DraftField] ??= issue.message;
  }
  return { request: null, problems };
}

/**
 * Field errors from a server VALIDATION_FAILED answer (`details.fields[].path`), keyed by form
 * field so they show beside their input; paths the form has no input for are left out (the
 * answer's message says them).
 */
export function templateFieldErrors(details: unknown): Problems {
  const fields =
    typeof details === 'object' && details !== null && 'fields' in details ? details.fields : null;
  if (!Array.isArray(fields)) return {};
  const errors: Problems = {};
  for (const item of fields as { path?: unknown; message?: unknown }[]) {
    const isKnown = typeof item?.path === 'string' && DRAFT_FIELDS.includes(item.path);
    if (!isKnown || typeof item.message !== 'string') continue;
    errors[item.path as DraftField] ??= item.message;
  }
  return errors;
}

/**
 * Text in braces that will not be a placeholder ("{1}", "{a,b}", "{}"), so the form can say so
 * while the user types; distinct, in order.
 * @example ignoredBraces('in {region} for {2024}') // ['{2024}']
 */
export function ignoredBraces(text: string): string[] {
  const ignored: string[] = [];
  for (const [token] of text.matchAll(/\{[^{}\n]*\}/g)) {
    const isPlaceholder = templatePlaceholders(token).length > 0;
    if (!isPlaceholder && !ignored.includes(token)) ignored.push(token);
  }
  return ignored;
}

/**
 * Turns the selected words into a placeholder: `{selection}`, trimmed, spaces inside collapsed.
 * An empty selection inserts `{}` with the caret between the braces, ready for a name.
 * @returns the new text and where the caret goes.
 */
export function wrapInBraces(
  text: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  const selected = text.slice(start, end);
  const name = selected.trim().replace(/\s+/g, ' ');
  if (!name) return { text: `${text.slice(0, start)}{}${text.slice(end)}`, caret: start + 1 };
  const leading = selected.slice(0, selected.length - selected.trimStart().length);
  const trailing = selected.slice(selected.trimEnd().length);
  const head = `${text.slice(0, start)}${leading}{${name}}`;
  return { text: `${head}${trailing}${text.slice(end)}`, caret: head.length };
}

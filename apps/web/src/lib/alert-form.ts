import {
  type AlertConditionKind,
  type CreateAlertRequest,
  createAlertRequestSchema,
  type ScheduleFrequency,
} from '@tabletalk/contracts';

/** Where an alert is created from: a dashboard item, or a room's answer. */
export type AlertOrigin = { itemId: string } | { conversationId: string };

/** The create-alert form's fields; number inputs hold '' while empty. */
export interface AlertFormValues {
  name: string;
  kind: AlertConditionKind;
  threshold: number | string;
  percent: number | string;
  k: number | string;
  frequency: ScheduleFrequency;
  userIds: string[];
  inApp: boolean;
  email: boolean;
}

/** The fields a kind of condition needs, besides its kind. */
export const CONDITION_FIELD: Record<AlertConditionKind, 'threshold' | 'percent' | 'k'> = {
  above: 'threshold',
  below: 'threshold',
  equal: 'threshold',
  change: 'percent',
  outside: 'k',
};

/** A new alert's form: above a threshold, checked every hour, for the user in the app. */
export function initialAlertForm(userId: string, name: string): AlertFormValues {
  return {
    name,
    kind: 'above',
    threshold: '',
    percent: 10,
    k: 2,
    frequency: { kind: 'hourly', minute: 0 },
    userIds: userId ? [userId] : [],
    inApp: true,
    email: false,
  };
}

const numberOrNothing = (value: number | string) => (value === '' ? undefined : Number(value));

/** The form as a `dashboard/alerts/create` body, unchecked: the condition has its kind's field. */
function rawRequest(values: AlertFormValues, origin: AlertOrigin) {
  const field = CONDITION_FIELD[values.kind];
  return {
    ...origin,
    name: values.name.trim() || undefined,
    condition: { kind: values.kind, [field]: numberOrNothing(values[field]) },
    frequency: values.frequency,
    recipients: { userIds: values.userIds, inApp: values.inApp, email: values.email },
  };
}

/** The form field each part of the request is shown on. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, next] = path.map(String);
  if (head === 'condition') return next ?? 'threshold';
  if (head === 'recipients') return next ?? 'userIds';
  return head ?? 'name';
}

/**
 * The form checked with the contracts' request schema, whose messages it shows by field ("Enter
 * a threshold.", "Choose at least one recipient."…); the server checks the same. Either the
 * request to send, or the errors.
 */
export function parseAlertForm(
  values: AlertFormValues,
  origin: AlertOrigin,
):
  | { request: CreateAlertRequest; errors: null }
  | { request: null; errors: Record<string, string> } {
  const result = createAlertRequestSchema.safeParse(rawRequest(values, origin));
  if (result.success) return { request: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { request: null, errors };
}

import { z } from 'zod';

/** Enumerations of SPEC section 3. */
export const sourceTypes = [
  'CSV',
  'XLS',
  'SNOWFLAKE',
  'BIGQUERY',
  'POSTGRESQL',
  'MYSQL',
  'MSSQL',
  'MARIADB',
  'DATABRICKS',
] as const;
export const sourceTypeSchema = z.enum(sourceTypes);
export type SourceType = z.infer<typeof sourceTypeSchema>;

export const visibilitySchema = z.enum(['PUBLIC', 'PRIVATE']);
export const displayKindSchema = z.enum(['WIDGET', 'GRAPH', 'TABLE']);
export const feedbackSchema = z.enum(['LIKE', 'DISLIKE']);

export const planNames = [
  'Starter',
  'Basic',
  'Pro',
  'Team',
  'Enterprise',
  'Business',
  'Core',
  'Flex',
] as const;
export const planNameSchema = z.enum(planNames);
export type PlanName = z.infer<typeof planNameSchema>;

export const billingPeriodSchema = z.enum(['Monthly', 'Yearly']);
export const sourceStatusSchema = z.enum(['PENDING', 'ACTIVE', 'FAILED', 'OCR_PENDING']);
export type SourceStatus = z.infer<typeof sourceStatusSchema>;
export const paymentKindSchema = z.enum(['SUBSCRIPTION', 'EMAIL_SUPPORT']);
export const planRequestKindSchema = z.enum(['SUBSCRIPTION_TEAM', 'SUBSCRIPTION_ENTERPRISE']);
export const setupStepSchema = z.enum(['Connect', 'Enrich', 'Validate']);

/** Member roles, from most to least powerful. */
export const roles = ['owner', 'admin', 'member', 'viewer'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** What a role may do; the server's policies and the UI both read this list. */
export const permissions = [
  'org.manage',
  'team.view_members',
  'team.invite',
  'team.change_role',
  'team.remove_member',
  'team.reset_member_password',
  'sources.manage',
  'sources.query',
  /** Change or delete anyone's template (authors may always change their own). */
  'templates.manage',
  'dashboards.manage',
  'dashboards.view',
  /** Create and delete document projects, templates, connect a template to a project's room. */
  'askdocs.manage',
  /** Open document projects, their documents, rooms and help; ask and star. */
  'askdocs.view',
  'billing.manage',
] as const;
export const permissionSchema = z.enum(permissions);
export type Permission = z.infer<typeof permissionSchema>;

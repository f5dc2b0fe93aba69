import { z } from 'zod';
import { organizationSummarySchema, userSchema } from './auth';
import { userSubscriptionSchema } from './billing';
import { permissionSchema, planNameSchema, roleSchema } from './enums';

export const limitUsageSchema = z.object({
  used: z.number().int(),
  /** null means unlimited. */
  limit: z.number().int().nullable(),
});

/** The organization's plan and what it has used of each limit (SPEC section 9). */
export const serviceUsageSchema = z.object({
  plan: planNameSchema,
  isTrial: z.boolean(),
  dataSources: limitUsageSchema,
  askDocsProjects: limitUsageSchema,
  dailyQuestions: limitUsageSchema,
  monthlyQuestions: limitUsageSchema,
  monthlyDashboards: limitUsageSchema,
  /** OCR pages read this UTC month of those the plan includes (0 on the free plans). */
  monthlyOcrPages: limitUsageSchema,
  /** Pages left in the OCR packs the organization bought (no expiry), used past the month's. */
  ocrPackPages: z.number().int(),
  /** Extra question credits the organization bought and has left, used past the month's questions. */
  extraCredits: z.number().int(),
  members: limitUsageSchema,
  maxFileRows: z.number().int(),
  maxFileColumns: z.number().int(),
  multiSheetExcel: z.boolean(),
  databaseConnections: z.boolean(),
  emailSupport: z.boolean(),
});
export type ServiceUsage = z.infer<typeof serviceUsageSchema>;

export const meResponseSchema = z.object({
  data: z.object({
    user: userSchema,
    permissions: z.array(permissionSchema),
    role: roleSchema.nullable(),
    serviceUsage: serviceUsageSchema.nullable(),
    /** The plan's subscription and the Pro trial (null outside an organization). */
    subscription: userSubscriptionSchema.nullable(),
    organizations: z.array(organizationSummarySchema),
    selectedOrganizationId: z.string().nullable(),
    selectedTeamId: z.string().nullable(),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const profileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  picture: z.string(),
});
export const profileResponseSchema = z.object({ data: profileSchema });

export const updateProfileRequestSchema = z.object({
  givenName: z.string().trim().min(1).max(100).optional(),
  familyName: z.string().trim().min(1).max(100).optional(),
  /** An https URL or a small data: image; a single space means none (the spec's default). */
  picture: z.string().max(300_000).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const deleteAccountRequestSchema = z.object({ password: z.string().max(1024).optional() });

export const getUserEmailRequestSchema = z.object({ email: z.string() });
export const getUserEmailResponseSchema = z.object({
  data: z
    .object({ _id: z.string(), email: z.string(), givenName: z.string(), familyName: z.string() })
    .nullable(),
});

export const permissionsResponseSchema = z.object({
  data: z.array(permissionSchema),
  role: roleSchema.nullable(),
});

export const contactSupportRequestSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
});

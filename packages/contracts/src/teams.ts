import { z } from 'zod';
import { organizationSummarySchema } from './auth';
import { emailSchema, paginationQuerySchema } from './common';
import { roleSchema } from './enums';

export const teamParamsSchema = z.object({ teamId: z.uuid() });
export const teamMemberParamsSchema = z.object({ teamId: z.uuid(), userId: z.uuid() });
export const teamInviteParamsSchema = z.object({ teamId: z.uuid(), inviteId: z.uuid() });

export const memberSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  picture: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const membersQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export const membersResponseSchema = z.object({
  data: z.array(memberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const membersListQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const membersListResponseSchema = z.object({ data: z.array(memberSchema) });

export const updateMemberRequestSchema = z.object({ role: roleSchema });
export const memberResponseSchema = z.object({ data: memberSchema });

export const inviteRequestSchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export const inviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: roleSchema,
  teamId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export const inviteResponseSchema = z.object({ data: inviteSchema, message: z.string() });
export const invitesResponseSchema = z.object({ data: z.array(inviteSchema) });

export const inviteTokenParamsSchema = z.object({ token: z.string().min(10).max(200) });
export const invitePreviewResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    organizationName: z.string(),
    teamName: z.string(),
    role: roleSchema,
    invitedBy: z.string(),
    hasAccount: z.boolean(),
  }),
});
export const acceptInviteResponseSchema = z.object({
  data: z.object({ organizationId: z.string(), teamId: z.string() }),
  message: z.string(),
});

export const memberResetPasswordRequestSchema = z.object({ newPassword: z.string().max(1024) });

export const createOrganizationRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
});
export const renameRequestSchema = z.object({ name: z.string().trim().min(1).max(100) });

export const organizationsResponseSchema = z.object({ data: z.array(organizationSummarySchema) });
export const organizationResponseSchema = z.object({ data: organizationSummarySchema });

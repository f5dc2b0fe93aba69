import { type Role, roles } from '@tabletalk/contracts';

const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export const roleOptions = roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

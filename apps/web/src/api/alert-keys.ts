/**
 * The cache keys of alerts: a dashboard's alerts panel lists them, and creating one (from a
 * dashboard item or a room's answer, `create-alert.ts`) makes every alerts list stale.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  byDashboard: (dashboardId: string) => [...alertKeys.all, 'dashboard', dashboardId] as const,
};

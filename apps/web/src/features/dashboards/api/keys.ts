/** Query keys of the dashboards feature (the list's key is shared: src/api/get-dashboards). */
export const dashboardsKeys = {
  all: ['dashboards'] as const,
  graphs: (dashboardId: string) => [...dashboardsKeys.all, 'graphs', dashboardId] as const,
  report: (dashboardId: string) => [...dashboardsKeys.all, 'report', dashboardId] as const,
};

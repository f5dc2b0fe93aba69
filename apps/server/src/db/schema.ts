/**
 * Every module's tables, gathered for Drizzle (the client's relational typing) and drizzle-kit
 * (migrations). Modules never import this file: a table is imported from the module that owns it.
 */

export * from '../core/entitlements/tables';
export * from '../core/identity/tables';
export * from '../core/rate-limits/tables';
export * from '../core/schedules/tables';
export * from '../modules/askdocs/tables';
export * from '../modules/auth/tables';
export * from '../modules/billing/tables';
export * from '../modules/dashboards/tables';
export * from '../modules/notifications/tables';
export * from '../modules/rooms/tables';
export * from '../modules/sources/tables';

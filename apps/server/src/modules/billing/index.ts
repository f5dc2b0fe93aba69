export { assignPlan } from './assign-plan';
export { getUserSubscription } from './get-user-subscription';
export { billingRoutes } from './routes';
export * from './tables';
export { stripeWebhookRoutes } from './webhook.routes';

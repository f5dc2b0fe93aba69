export { changeSubscription } from './change-subscription';
export { type EventOutcome, handleStripeEvent } from './handle-stripe-event';
export { invoicePdfUrl } from './invoice-pdf';
export { openCustomerPortal } from './open-customer-portal';
export { startCheckout } from './start-checkout';
export { verifyWebhook, WEBHOOK_TOLERANCE_S } from './stripe-client';
export { stripeGateway } from './stripe-gateway';
export { updateCustomerMetadata } from './update-customer-metadata';

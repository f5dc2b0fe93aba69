export * from './stand-in-objects';
export { signStripePayload, stripeEvent } from './stripe-events';
export { decodeStripeParams } from './stripe-params';
export { type StandInRequest, type StripeStandIn, startStripeStandIn } from './stripe-stand-in';

/**
 * Signed embeds of dashboards: generating and disabling them, the organization's embed secret,
 * the public read-only view a token opens, and the framing its web page allows (SECURITY D4–D6).
 */

export { embedRoutes } from './embed.routes';
export { embedFrameAncestors, isEmbedPage } from './embed-frame-ancestors';
export { rotateEmbedSecret } from './embed-secret';
export { embedViewRoutes } from './embed-view.routes';

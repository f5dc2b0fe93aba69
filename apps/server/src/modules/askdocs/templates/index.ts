/** Ask Docs templates: an instruction and answer style with an optional validity period. */
export { assertTemplateUsable } from './assert-template-usable';
export { type AskDocsTemplateRow, getTemplateRow } from './find-template';
export { getTemplateView } from './list-templates';
export { templateRoutes } from './templates.routes';

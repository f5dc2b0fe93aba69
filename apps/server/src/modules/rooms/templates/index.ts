export { fillTemplate, MAX_FILLED_LENGTH } from './fill-template';
export { findUsableTemplate, type UsableTemplate } from './find-usable-template';
export type { TemplateRow } from './presenter';
export { templateValidity, todayUtc } from './template-validity';
export { templateRoutes } from './templates.routes';

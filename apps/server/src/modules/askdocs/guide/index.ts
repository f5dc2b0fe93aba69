/** The help content shown on the Ask Docs screen. */
export { guideRoutes } from './guide.routes';

export { answerToolRoutes } from './answer-tools.routes';

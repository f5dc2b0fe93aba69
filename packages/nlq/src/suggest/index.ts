export { suggestQuestions } from './suggest-questions';

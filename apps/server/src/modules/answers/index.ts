export type { AnswerLog } from './answer-log';
export type { AnsweredQuestion } from './answer-text';
export { answerRoutes, QUESTIONS_PER_USER_PER_MINUTE } from './answers.routes';
export {
  type AskContext,
  type Asked,
  type AskInput,
  type AskQuestion,
  type AskScope,
  ask,
} from './ask';
export { exampleAskResult } from './ask.openapi';
export { findLanguageModel, type LanguageModel } from './language-model';
export { saveReadingSynonym } from './save-reading-synonym';

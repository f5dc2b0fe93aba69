export { answerRoutes, QUESTIONS_PER_USER_PER_MINUTE } from './answers.routes';
export { exampleAskResult } from './ask.openapi';
export {
  type AnsweredQuestion,
  type AskQuestionOptions,
  answerQuestion,
  askQuestion,
} from './ask-question';
export { findLanguageModel, type LanguageModel } from './language-model';
export { runAnswerQuery } from './run-answer-query';
export { saveReadingSynonym } from './save-reading-synonym';

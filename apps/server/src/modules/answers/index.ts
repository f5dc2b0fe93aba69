export { answerRoutes } from './answers.routes';
export { type AskQuestionOptions, askQuestion } from './ask-question';
export { saveReadingSynonym } from './save-reading-synonym';

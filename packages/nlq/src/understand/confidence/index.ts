export {
  assignFolds,
  chooseThreshold,
  seededRandom,
  type ThresholdResult,
} from './choose-threshold';
export type { ConfidenceModel, FeatureWeight } from './confidence-model';
export { isConfidenceModel, scoreFeatures } from './confidence-model';
export { type FittedLogistic, fitLogistic, type LabelledReading } from './fit-logistic';
export { judgeReading, type ReadingJudgement, trainedConfidenceModel } from './judge-reading';
export type { ConfidenceFeatures } from './read-features';

import { type ConfidenceModel, isConfidenceModel, scoreFeatures } from './confidence-model';
import weights from './confidence-weights.json';
import { type ConfidenceFeatures, type ReadingFacts, readFeatures } from './read-features';

if (!isConfidenceModel(weights))
  throw new Error(
    'confidence-weights.json is not a confidence model; run npm run train:confidence',
  );

/** The model trained on spider-train by `npm run train:confidence`. */
export const trainedConfidenceModel: ConfidenceModel = weights;

/** How sure the engine is of a reading: the probability it is right, and whether that is enough. */
export interface ReadingJudgement {
  confidence: number;
  isSure: boolean;
  features: ConfidenceFeatures;
}

/**
 * Judges a fresh reading of a question: its features scored by the confidence model (the trained
 * one unless another is given), sure when the probability reaches the model's threshold.
 */
export function judgeReading(
  facts: ReadingFacts,
  model: ConfidenceModel = trainedConfidenceModel,
): ReadingJudgement {
  const features = readFeatures(facts);
  const confidence = scoreFeatures(model, features);
  return { confidence, isSure: confidence >= model.threshold, features };
}

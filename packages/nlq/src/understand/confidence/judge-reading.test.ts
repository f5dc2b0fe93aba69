import { describe, expect, it } from 'vitest';
import { shopModel } from '../../test-support/shop-model';
import { readContext, understand, understandWithFeatures } from '../understand';
import type { ConfidenceModel } from './confidence-model';
import weights from './confidence-weights.json';
import { judgeReading, trainedConfidenceModel } from './judge-reading';

const model = shopModel();
const now = new Date('2026-11-22T12:00:00Z');
const featuresOf = (question: string) => understandWithFeatures({ model, question, now }).features;

describe('the committed confidence weights', () => {
  it('parse as a model with a threshold between 0 and 1', () => {
    expect(trainedConfidenceModel.threshold).toBeGreaterThan(0);
    expect(trainedConfidenceModel.threshold).toBeLessThan(1);
    expect(weights.trainedOn).toBe('spider-train');
  });

  it('weigh every feature a reading has, and products of those only', () => {
    const features = Object.keys(featuresOf('How many customers are there?') ?? {}).sort();
    const names = trainedConfidenceModel.features.map((f) => f.name);
    expect(names.filter((name) => !name.includes('*')).sort()).toEqual(features);
    const parts = names.flatMap((name) => name.split('*'));
    expect(parts.filter((part) => !features.includes(part))).toEqual([]);
  });
});

describe('judgeReading', () => {
  const context = readContext({ model, question: 'How many customers are there?', now });
  const read = understand({ model, question: 'How many customers are there?', now });
  if (read.status === 'declined') throw new Error('declined');
  const facts = {
    context,
    query: read.query,
    question: 'How many customers are there?',
    coverage: 1,
    unread: 0,
    readings: 0,
  };
  const sureOfCoverage = (threshold: number): ConfidenceModel => ({
    bias: 0,
    threshold,
    features: [{ name: 'coverage', mean: 0.5, scale: 0.5, weight: 2 }],
  });

  it('is sure when the probability reaches the threshold, and only then', () => {
    const judged = judgeReading(facts, sureOfCoverage(0.5));
    expect(judged.confidence).toBeCloseTo(1 / (1 + Math.exp(-2)), 10);
    expect(judged.isSure).toBe(true);
    expect(judgeReading(facts, sureOfCoverage(0.95)).isSure).toBe(false);
  });

  it('is less sure of a reading that leaves more of the question unread', () => {
    const full = judgeReading(facts, sureOfCoverage(0.5)).confidence;
    const partial = judgeReading({ ...facts, coverage: 0.4, unread: 3 }, sureOfCoverage(0.5));
    expect(partial.confidence).toBeLessThan(full);
  });
});

describe('understand with the trained confidence', () => {
  it('is less sure when words it cannot place are added to a question', () => {
    const clean = understand({ model, question: 'How many customers are there?', now });
    const noisy = understand({
      model,
      question: 'How many customers bought zebras on the moon with purple spoons?',
      now,
    });
    expect(noisy.confidence).toBeLessThan(clean.confidence);
  });

  it('gives a probability and keeps status and readings consistent with it', () => {
    for (const question of [
      'How many customers are there?',
      'List every name',
      'average revenue of orders by region',
      'customers bought zebras on the moon',
    ]) {
      const read = understand({ model, question, now });
      if (read.status === 'declined') continue;
      expect(read.confidence).toBeGreaterThanOrEqual(0);
      expect(read.confidence).toBeLessThanOrEqual(1);
      const isSure = read.confidence >= trainedConfidenceModel.threshold;
      expect(read.status).toBe(isSure ? 'understood' : 'unsure');
      expect(read.readings.length).toBeLessThanOrEqual(isSure ? 0 : 3);
    }
  });
});

import type { CompiledQuery, EngineReading, Understanding } from '@tabletalk/nlq';

/**
 * The engine's reading of a question as the language model is shown it: the reading in words,
 * its SQL and bound values when it compiled (`compiled`), and the other readings it weighed.
 * Null when the engine has nothing to offer (a declined question read as nothing at all).
 */
export function engineReading(
  reading: Understanding,
  compiled: CompiledQuery | null,
): EngineReading | null {
  const alternatives = reading.readings.map((alternative) => alternative.text);
  if (!reading.interpretation) return null;
  return {
    interpretation: reading.interpretation,
    sql: compiled?.sql ?? null,
    params: compiled?.params ?? [],
    alternatives,
  };
}

import { formulaColumns, type SemanticMeasure, type SemanticModel } from '@tabletalk/contracts';

/** Whether every column a measure reads is still in the model. */
function fitsModel(measure: SemanticMeasure, model: SemanticModel): boolean {
  const hasTable = model.tables.some((t) => t.name === measure.table);
  return (
    hasTable &&
    formulaColumns(measure.formula).every(({ table, column }) =>
      model.tables.some((t) => t.name === table && t.columns.some((c) => c.name === column)),
    )
  );
}

/**
 * Measures after a rebuild: the ones a person wrote or edited, while their columns still exist,
 * then the fresh proposals under names neither taken by those nor dismissed by a person.
 */
export function mergeMeasures(model: SemanticModel, previous: SemanticModel): SemanticMeasure[] {
  const kept = (previous.measures ?? []).filter(
    (measure) =>
      (measure.origin === 'user' || measure.edited === true) && fitsModel(measure, model),
  );
  const names = new Set([
    ...kept.map((measure) => measure.name),
    ...(previous.dismissedMeasures ?? []),
  ]);
  return [...kept, ...(model.measures ?? []).filter((measure) => !names.has(measure.name))];
}

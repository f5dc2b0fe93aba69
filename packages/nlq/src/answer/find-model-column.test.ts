import { describe, expect, it } from 'vitest';
import { extendScope, findModelColumn } from './find-model-column';
import { buildOrdersModel, col } from './test-fixtures';

const model = buildOrdersModel();
const orders = { name: 'orders', schema: 'public', as: 'o' };

describe('findModelColumn', () => {
  it('resolves an aliased column to the model column', () => {
    const found = findModelColumn(model, extendScope([orders]), col('region'));
    expect(found?.table.name).toBe('orders');
    expect(found?.column.label).toBe('Region');
  });

  it('returns null for an unknown alias or column', () => {
    expect(findModelColumn(model, extendScope([]), col('region'))).toBeNull();
    expect(findModelColumn(model, extendScope([orders]), col('missing'))).toBeNull();
  });

  it('lets an inner scope shadow an outer alias', () => {
    const outer = extendScope([{ name: 'customers', schema: null, as: 'o' }]);
    const inner = extendScope([orders], outer);
    expect(findModelColumn(model, outer, col('region'))).toBeNull();
    expect(findModelColumn(model, inner, col('region'))?.column.name).toBe('region');
  });
});

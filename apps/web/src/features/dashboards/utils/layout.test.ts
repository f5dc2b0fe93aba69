import { describe, expect, it } from 'vitest';
import { buildItem, buildValueItem } from '../test-factories';
import { gridCells, layoutChanged, layoutRequest, readingOrder } from './layout';

describe('gridCells', () => {
  it('keeps stored places and puts new items in rows below them', () => {
    const placed = buildItem({ _id: 'a', layout: { x: 0, y: 0, w: 12, h: 3 } });
    const chart = buildItem({ _id: 'b', layout: null });
    const value = buildValueItem(1, { _id: 'c', layout: null });
    const table = buildItem({ _id: 'd', kind: 'TABLE', layout: null });
    expect(gridCells([placed, chart, value, table])).toEqual([
      { i: 'a', x: 0, y: 0, w: 12, h: 3 },
      { i: 'b', x: 0, y: 3, w: 6, h: 4 },
      { i: 'c', x: 6, y: 3, w: 3, h: 2 },
      { i: 'd', x: 0, y: 7, w: 6, h: 4 },
    ]);
  });
});

describe('layoutRequest', () => {
  it('names each item and keeps it inside the 12 columns', () => {
    expect(layoutRequest([{ i: 'a', x: 10, y: 2, w: 4, h: 3 }])).toEqual([
      { itemId: 'a', x: 8, y: 2, w: 4, h: 3 },
    ]);
  });

  it('tells a move from a click that moved nothing', () => {
    const cells = [{ i: 'a', x: 0, y: 0, w: 6, h: 4 }];
    expect(layoutChanged(cells, layoutRequest(cells))).toBe(false);
    expect(layoutChanged(cells, [{ itemId: 'a', x: 6, y: 0, w: 6, h: 4 }])).toBe(true);
  });
});

describe('readingOrder', () => {
  it('orders items top to bottom, then left to right, for the phone column', () => {
    const lower = buildItem({ _id: 'low', layout: { x: 0, y: 5, w: 6, h: 4 } });
    const right = buildItem({ _id: 'right', layout: { x: 6, y: 0, w: 6, h: 4 } });
    const left = buildItem({ _id: 'left', layout: { x: 0, y: 0, w: 6, h: 4 } });
    expect(readingOrder([lower, right, left]).map((item) => item._id)).toEqual([
      'left',
      'right',
      'low',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildRoom } from '../test-factories';
import { defaultRoomName, matchRooms, orderRooms } from './room-list';

describe('room list', () => {
  it('names a new room after its source, within 120 characters', () => {
    expect(defaultRoomName('Sample sales ')).toBe('Sample sales room');
    expect(defaultRoomName('x'.repeat(200))).toHaveLength(120);
  });

  it('puts favourites first, then the most recently used', () => {
    const rooms = [
      buildRoom({ _id: 'old', createdAt: '2026-01-01T00:00:00Z' }),
      buildRoom({
        _id: 'used',
        createdAt: '2026-01-01T00:00:00Z',
        lastQuestionAt: '2026-03-01T00:00:00Z',
      }),
      buildRoom({ _id: 'star', favourite: true, createdAt: '2025-01-01T00:00:00Z' }),
      buildRoom({ _id: 'new', createdAt: '2026-02-01T00:00:00Z' }),
    ];
    expect(orderRooms(rooms).map((room) => room._id)).toEqual(['star', 'used', 'new', 'old']);
  });

  it('finds rooms by their name or their source', () => {
    const rooms = [
      buildRoom({ _id: 'a', name: 'Quarterly review', sourceName: 'Sales' }),
      buildRoom({ _id: 'b', name: 'Ops', sourceName: 'Inventory' }),
    ];
    expect(matchRooms(rooms, 'sales').map((room) => room._id)).toEqual(['a']);
    expect(matchRooms(rooms, ' INVEN').map((room) => room._id)).toEqual(['b']);
    expect(matchRooms(rooms, '')).toHaveLength(2);
  });
});

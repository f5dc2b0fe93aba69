import { describe, expect, it } from 'vitest';
import { createRebuildWatch, REBUILD_WATCH_MS } from './rebuild-watch';

const active = { status: 'ACTIVE' as const, modelVersion: 1, lastRefreshedAt: 't1', progress: 1 };

describe('rebuild watch', () => {
  it('polls from the request until the new model version arrives', () => {
    const watch = createRebuildWatch(() => 0);
    expect(watch.isRebuilding('s1', active)).toBe(false);
    watch.start('s1', active);
    expect(watch.isRebuilding('s1', active)).toBe(true);
    expect(watch.isRebuilding('s1', { ...active, progress: 0.4 })).toBe(true);
    expect(watch.isRebuilding('s1', { ...active, modelVersion: 2 })).toBe(false);
    expect(watch.isRebuilding('s1', active)).toBe(false);
  });

  it('ends on a new refresh time or status too', () => {
    const watch = createRebuildWatch(() => 0);
    watch.start('s1', active);
    expect(watch.isRebuilding('s1', { ...active, lastRefreshedAt: 't2' })).toBe(false);
    watch.start('s2', { ...active, status: 'FAILED' });
    expect(watch.isRebuilding('s2', { ...active, status: 'FAILED' })).toBe(true);
    expect(watch.isRebuilding('s2', active)).toBe(false);
  });

  it('gives up when nothing changes in time', () => {
    let time = 0;
    const watch = createRebuildWatch(() => time);
    watch.start('s1', active);
    time = REBUILD_WATCH_MS + 1;
    expect(watch.isRebuilding('s1', active)).toBe(false);
  });

  it('sees a rebuild the server reports without a watch', () => {
    const watch = createRebuildWatch();
    expect(watch.isRebuilding('s9', { ...active, progress: 0.2 })).toBe(true);
  });
});

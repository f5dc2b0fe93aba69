import { describe, expect, it } from 'vitest';
import { isDevtoolsShortcut, isHorizontalSwipe, silenceConsole } from './guards';

const key = (k: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean }> = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
});

describe('isHorizontalSwipe', () => {
  const origin = { x: 100, y: 100 };
  it('blocks sideways moves over 50 px that are more horizontal than vertical', () => {
    expect(isHorizontalSwipe(origin, { x: 151, y: 110 })).toBe(true);
    expect(isHorizontalSwipe(origin, { x: 40, y: 90 })).toBe(true);
  });
  it('lets short, vertical and diagonal-vertical moves through', () => {
    expect(isHorizontalSwipe(origin, { x: 150, y: 100 })).toBe(false);
    expect(isHorizontalSwipe(origin, { x: 100, y: 300 })).toBe(false);
    expect(isHorizontalSwipe(origin, { x: 170, y: 180 })).toBe(false);
  });
});

describe('isDevtoolsShortcut', () => {
  it('matches F12, Ctrl+Shift+I/J/C, Ctrl+U and their Cmd forms', () => {
    expect(isDevtoolsShortcut(key('F12'))).toBe(true);
    for (const k of ['I', 'j', 'C']) {
      expect(isDevtoolsShortcut(key(k, { ctrl: true, shift: true }))).toBe(true);
      expect(isDevtoolsShortcut(key(k, { meta: true, shift: true }))).toBe(true);
    }
    expect(isDevtoolsShortcut(key('u', { ctrl: true }))).toBe(true);
  });
  it('leaves ordinary typing and copy/paste alone', () => {
    expect(isDevtoolsShortcut(key('i'))).toBe(false);
    expect(isDevtoolsShortcut(key('c', { ctrl: true }))).toBe(false);
    expect(isDevtoolsShortcut(key('v', { ctrl: true }))).toBe(false);
    expect(isDevtoolsShortcut(key('U', { shift: true }))).toBe(false);
    expect(isDevtoolsShortcut(key('k', { ctrl: true, shift: true }))).toBe(false);
  });
});

describe('silenceConsole', () => {
  it('silences output and restores it', () => {
    const written: string[] = [];
    const fake = { log: (m: string) => written.push(m) } as unknown as Console;
    const restore = silenceConsole(fake);
    fake.log('hidden');
    restore();
    fake.log('shown');
    expect(written).toEqual(['shown']);
  });
});

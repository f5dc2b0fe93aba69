import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './reveal-newest';

const view = { viewTop: 60, viewBottom: 700 };

describe('scrollToReveal', () => {
  it('lifts a card hidden under the question box to just above it', () => {
    expect(scrollToReveal({ cardTop: 500, cardBottom: 800, ...view })).toBe(112);
  });

  it('leaves a card that already shows whole', () => {
    expect(scrollToReveal({ cardTop: 100, cardBottom: 600, ...view })).toBe(0);
  });

  it('brings down a card whose top is under the header', () => {
    expect(scrollToReveal({ cardTop: 20, cardBottom: 300, ...view })).toBe(-52);
  });

  it('shows a card taller than the room from its top', () => {
    expect(scrollToReveal({ cardTop: 400, cardBottom: 1400, ...view })).toBe(328);
  });
});

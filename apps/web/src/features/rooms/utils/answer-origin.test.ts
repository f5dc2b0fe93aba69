import { describe, expect, it } from 'vitest';
import { buildAnswer } from '../test-factories';
import { noChipsText, originText } from './answer-origin';

describe('originText', () => {
  it('names the language model, the engine or the user as the writer of the SQL', () => {
    expect(originText(buildAnswer({ origin: 'model' }))).toMatch(/^The language model/);
    expect(originText(buildAnswer({ origin: 'engine' }))).toBe("Tabletalk's question engine");
    expect(originText(buildAnswer({ origin: 'edited' }))).toMatch(/^You/);
  });

  it('reads an answer stored before the field existed as the engine’s', () => {
    const stored = { ...buildAnswer(), origin: undefined } as unknown as Parameters<
      typeof originText
    >[0];
    expect(originText(stored)).toBe("Tabletalk's question engine");
  });
});

describe('noChipsText', () => {
  it('says why there are no chips: the model wrote the SQL, or it was edited', () => {
    expect(noChipsText(buildAnswer({ origin: 'model' }))).toMatch(/language model/);
    expect(noChipsText(buildAnswer({ origin: 'edited' }))).toMatch(/edited/);
  });
});

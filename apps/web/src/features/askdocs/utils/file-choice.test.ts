import { ASK_DOCS_MAX_FILES_PER_UPLOAD } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, addChosenFiles, kindOfName } from './file-choice';

const file = (name: string, size = 10) =>
  new File(['x'.repeat(size)], name, { lastModified: 1_700_000_000_000 });

describe('addChosenFiles', () => {
  it('adds new files at the end and leaves out one chosen again', () => {
    const a = file('a.pdf');
    const { files, isOverLimit } = addChosenFiles([a], [file('a.pdf'), file('b.txt')]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.txt']);
    expect(isOverLimit).toBe(false);
  });

  it('keeps no more files than one upload carries', () => {
    const many = Array.from({ length: ASK_DOCS_MAX_FILES_PER_UPLOAD + 2 }, (_, i) =>
      file(`f${i}.md`),
    );
    const { files, isOverLimit } = addChosenFiles([], many);
    expect(files).toHaveLength(ASK_DOCS_MAX_FILES_PER_UPLOAD);
    expect(isOverLimit).toBe(true);
  });
});

describe('kindOfName', () => {
  it('reads the kind from the ending, in any case', () => {
    expect(kindOfName('Scan.TIF')).toBe('tiff');
    expect(kindOfName('notes.markdown')).toBe('markdown');
    expect(kindOfName('sheet.xlsx')).toBeNull();
  });

  it('offers every kind in the picker', () => {
    expect(ACCEPTED_FILES.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.txt', '.md', '.html', '.png', '.jpg', '.tiff']),
    );
  });
});

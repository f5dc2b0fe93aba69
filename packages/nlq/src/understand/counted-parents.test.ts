import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

/** Sections of courses: each section is of one course, held by its key. */
const model = testModel({
  tables: [
    keyed('courses', 'course_id', [['title', 'text', 'dimension']]),
    keyed('sections', 'section_id', [
      ['course_id', 'integer', 'identifier'],
      ['year', 'integer', 'dimension'],
      ['semester', 'text', 'dimension', ['Fall', 'Spring']],
    ]),
  ],
  relationships: [refers('sections', 'course_id', 'courses')],
});

describe('counting the parents of the rows shown', () => {
  it('groups by the value shown, not by the key of its rows', () => {
    const query = understoodQuery(model, 'Which year had the most courses?', now);
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'sections', column: 'year' }]);
  });
});

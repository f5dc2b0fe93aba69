import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-22T12:00:00Z');

/** Recipes use ingredients, each use a row of its own. */
const kitchen = testModel({
  tables: [
    table(
      'recipes',
      ['recipe_id'],
      [
        ['recipe_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
      ],
    ),
    table(
      'ingredients',
      ['ingredient_id'],
      [
        ['ingredient_id', 'integer', 'identifier'],
        ['ingredient_name', 'text', 'dimension'],
      ],
    ),
    table(
      'recipe_ingredients',
      ['recipe_id', 'ingredient_id'],
      [
        ['recipe_id', 'integer', 'identifier'],
        ['ingredient_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('recipe_ingredients', 'recipe_id', 'recipes'),
    refers('recipe_ingredients', 'ingredient_id', 'ingredients'),
  ],
});

describe('an ordering by the number of other rows', () => {
  it('joins the rows counted ("in descending order of the number of ingredients")', () => {
    const question =
      'What are the titles of recipes in descending order of the number of ingredients they use?';
    const query = understoodQuery(kitchen, question, now);
    const { sql } = compileQuery(query, { dialect: 'duckdb', model: kitchen });
    expect(sql).toContain('JOIN "recipe_ingredients"');
    expect(sql).toContain('ORDER BY COUNT(*) DESC');
  });
});

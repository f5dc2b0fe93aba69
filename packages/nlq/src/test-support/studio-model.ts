import { refers, table, testModel } from './shop-model';

/** A studio's films with a budget kept in millions, and the writers credited in order. */
export const studio = testModel({
  tables: [
    table(
      'film',
      ['film_id'],
      [
        ['film_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['budget_million', 'decimal', 'measure'],
        ['catalog_number', 'text', 'identifier'],
      ],
    ),
    table(
      'writer',
      ['writer_id'],
      [
        ['writer_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['writer_phone', 'text', 'dimension'],
      ],
    ),
    table(
      'credit',
      ['writer_id', 'film_id'],
      [
        ['writer_id', 'integer', 'identifier'],
        ['film_id', 'integer', 'identifier'],
        ['writer_order', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [refers('credit', 'writer_id', 'writer'), refers('credit', 'film_id', 'film')],
});

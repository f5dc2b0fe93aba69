import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import type { Example } from '../types';
import { findGlossaryTerms } from './knowledge-used';
import { understand } from './understand';

/** The shop with knowledge people added: synonyms and a glossary. */
function taughtShop(): SemanticModel {
  const model = shopModel();
  const table = (name: string) => {
    const found = model.tables.find((t) => t.name === name);
    if (!found) throw new Error(`no table ${name}`);
    return found;
  };
  const column = (tableName: string, name: string) => {
    const found = table(tableName).columns.find((c) => c.name === name);
    if (!found) throw new Error(`no column ${name}`);
    return found;
  };
  column('orders', 'revenue').synonyms.push('sales', 'turnover');
  // "turnover" is also a synonym of another column, which a reading of revenue does not use.
  column('products', 'price').synonyms.push('turnover');
  column('customers', 'country').synonyms.push('nation');
  table('customers').synonyms.push('clients');
  model.glossary.push(
    { term: 'AOV', definition: 'Average order value: revenue divided by orders.' },
    { term: 'gift wrap rate', definition: 'Share of orders that were gift wrapped.' },
  );
  return model;
}

const model = taughtShop();

function knowledgeOf(
  question: string,
  options: { previous?: StructuredQuery; examples?: Example[] } = {},
) {
  const reading = understand({ model, question, ...options });
  if (reading.status === 'declined') throw new Error(reading.message);
  return reading.knowledge;
}

describe('knowledge used by a reading', () => {
  it('reports the added synonym that named the measure', () => {
    expect(knowledgeOf('total sales by country')).toEqual({
      example: null,
      synonyms: [{ word: 'sales', target: 'Revenue', table: 'orders', column: 'revenue' }],
      glossary: [],
    });
  });

  it('reports table and column synonyms in the order the question names them', () => {
    const { synonyms } = knowledgeOf('sales of clients by nation');
    expect(synonyms.map((s) => `${s.word} → ${s.table}.${s.column ?? '*'}`)).toEqual([
      'sales → orders.revenue',
      'clients → customers.*',
      'nation → customers.country',
    ]);
  });

  it('leaves out a synonym of a column the query does not use', () => {
    const { synonyms } = knowledgeOf('total turnover by status');
    expect(synonyms).toEqual([
      { word: 'turnover', target: 'Revenue', table: 'orders', column: 'revenue' },
    ]);
  });

  it('reports nothing for names and the forms the names give by themselves', () => {
    expect(knowledgeOf('total revenue by country').synonyms).toEqual([]);
    // "quantities" is a synonym built from the name `quantity`, not taught.
    expect(model.tables[1]?.columns.find((c) => c.name === 'quantity')?.synonyms).toContain(
      'quantities',
    );
    expect(knowledgeOf('total quantities by status').synonyms).toEqual([]);
  });

  it('reports glossary terms the question names, whatever the case or number', () => {
    expect(knowledgeOf('aov by nation').glossary.map((g) => g.term)).toEqual(['AOV']);
    expect(knowledgeOf('Gift wrap rates by country').glossary).toEqual([
      { term: 'gift wrap rate', definition: 'Share of orders that were gift wrapped.' },
    ]);
  });

  it('reports the liked example a reading reused', () => {
    const liked: Example = {
      question: 'total sales by country',
      structuredQuery: (() => {
        const reading = understand({ model, question: 'total revenue by status' });
        if (reading.status === 'declined') throw new Error(reading.message);
        return reading.query;
      })(),
    };
    const knowledge = knowledgeOf('total sales by country', { examples: [liked] });
    expect(knowledge.example).toEqual({ question: 'total sales by country' });
    expect(knowledgeOf('how many clients', { examples: [liked] }).example).toBeNull();
  });

  it('reports the synonyms of a follow-up', () => {
    const previous = understand({ model, question: 'total revenue by category' });
    if (previous.status === 'declined') throw new Error(previous.message);
    const knowledge = knowledgeOf('and by nation', { previous: previous.query });
    expect(knowledge.synonyms.map((s) => s.word)).toEqual(['nation']);
  });
});

describe('findGlossaryTerms', () => {
  it('matches whole words only', () => {
    expect(findGlossaryTerms(model, 'what is the AOV?').map((g) => g.term)).toEqual(['AOV']);
    expect(findGlossaryTerms(model, 'show the AOVs')).toHaveLength(1);
    expect(findGlossaryTerms(model, 'show the aovx and the gift wrap')).toEqual([]);
  });
});

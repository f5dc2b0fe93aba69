import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, upload } from '../test-helpers';

const MESSY_CSV = [
  'order,price,discount,ordered',
  '1,"$1,620.00",5%,2024-01-15',
  '2,"$980.50",12.5%,01/20/2024',
  '3,"$45.00",25%,"Feb 3, 2024"',
  '4,call us,30%,03/14/2024',
  '5,"$2,000",20 %,2024-03-30',
  '6,"$10.00",10%,0000-00-00',
].join('\n');

describe('a messy CSV upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives measure and time roles to currency, percent and date columns, with notes saying how they were read', async () => {
    const owner = await buildUser(t);
    const res = await upload(t, owner, `${MESSY_CSV}\n`, { name: 'Messy' });
    const schema = (await get(t, owner, `/api/db/db-schema?id=${res.json()._id}`)).json().data;
    const columns = Object.fromEntries(
      schema.tables[0].columns.map((c: { name: string }) => [c.name, c]),
    );
    expect(columns.price).toMatchObject({
      type: 'decimal',
      role: 'measure',
      description:
        'Read from amounts written like $1,234.50. 1 value could not be read; its text is kept in price_raw.',
    });
    expect(columns.discount).toMatchObject({
      type: 'decimal',
      role: 'measure',
      label: 'Discount (%)',
      description: 'In percent: "5%" is stored as 5, so "above 20%" means above 20.',
    });
    expect(columns.ordered).toMatchObject({
      type: 'date',
      role: 'time',
      description:
        'Read from dates in several formats, month first (03/04/2024 is 4 March). 1 zero date (0000-00-00) loaded as empty.',
    });
    expect(columns.ordered_raw).toBeUndefined();
    expect(columns.price_raw).toMatchObject({ type: 'text' });
  });
});

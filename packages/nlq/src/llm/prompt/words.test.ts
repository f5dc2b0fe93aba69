import { describe, expect, it } from 'vitest';
import { toWords } from './words';

describe('toWords', () => {
  it('splits camelCase and snake_case and folds plurals', () => {
    expect(toWords('OrderItems by customer_country')).toEqual([
      'order',
      'item',
      'customer',
      'country',
    ]);
    expect(toWords('categories and sales')).toEqual(['category', 'sale']);
  });

  it('drops filler words and accents but keeps words ending in ss or us', () => {
    expect(toWords('What is the status of the Café address?')).toEqual([
      'status',
      'cafe',
      'address',
    ]);
  });
});

import { sql } from 'drizzle-orm';

/**
 * The text search configuration of Ask Docs' index and queries (created by migration 0024): a
 * copy of PostgreSQL's `english` (stemming, stop words) that reads a hyphenated word as its parts
 * only. `english` also keeps the whole compound ('t-cell' beside 't' and 'cell'), so a query with
 * a compound counted each of its words twice and missed the text that wrote them apart ('T cell',
 * 'well known'), as Lucene's standard analyzer does not. On SciFact: nDCG@10 0.6995 → 0.705
 * (bench/README.md). The index, the query's terms and the snippets must all use this one.
 */
export const SEARCH_CONFIGURATION = sql.raw(`'askdocs_english'::regconfig`);

/**
 * Hand-written answers to the questions the app suggests for the two business data sets
 * (`suggestQuestions`), so every suggestion is checked against SQL: a suggestion without an
 * answer here fails the suite until one is written.
 */
export const suggestionAnswers: Record<'sample' | 'sales', Record<string, string>> = {
  sample: {
    'How many orders are there?': 'SELECT count(DISTINCT order_id) FROM data',
    'What is the total revenue by region?': 'SELECT region, sum(revenue) FROM data GROUP BY region',
    'What is the share of revenue by region?':
      'SELECT region, 100 * sum(revenue) / (SELECT sum(revenue) FROM data) FROM data GROUP BY region',
    'What is the monthly total revenue?':
      "SELECT date_trunc('month', order_date), sum(revenue) FROM data GROUP BY 1 ORDER BY 1",
    'How many orders per month?':
      "SELECT date_trunc('month', order_date), count(DISTINCT order_id) FROM data GROUP BY 1 ORDER BY 1",
    'What is the average revenue for North America?':
      "SELECT avg(revenue) FROM data WHERE region = 'North America'",
    'How many orders per region?':
      'SELECT region, count(DISTINCT order_id) FROM data GROUP BY region',
    'Which region has the most orders?':
      'SELECT region FROM data GROUP BY region ORDER BY count(DISTINCT order_id) DESC LIMIT 1',
    'What is the average revenue?': 'SELECT avg(revenue) FROM data',
    'What is the highest revenue?': 'SELECT max(revenue) FROM data',
    'How many orders have region North America?':
      "SELECT count(DISTINCT order_id) FROM data WHERE region = 'North America'",
  },
  sales: {
    'How many orders are there?': 'SELECT count(*) FROM orders',
    'What is the total revenue by country?':
      'SELECT c.country, sum(l.unit_price * l.quantity * (1 - l.discount)) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country',
    'What is the share of revenue by country?':
      'SELECT c.country, 100 * sum(l.unit_price * l.quantity * (1 - l.discount)) / (SELECT sum(unit_price * quantity * (1 - discount)) FROM order_lines) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country',
    'What is the total quantity by country?':
      'SELECT c.country, sum(l.quantity) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country',
    'What is the average quantity for Germany?':
      "SELECT avg(l.quantity) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id WHERE c.country = 'Germany'",
    'How many orders per country?':
      'SELECT c.country, count(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country',
    'Which country has the most orders?':
      'SELECT c.country FROM orders o JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country ORDER BY count(*) DESC LIMIT 1',
    'What is the average quantity?': 'SELECT avg(quantity) FROM order_lines',
    'What is the highest quantity?': 'SELECT max(quantity) FROM order_lines',
    'How many orders have country Germany?':
      "SELECT count(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE c.country = 'Germany'",
  },
};

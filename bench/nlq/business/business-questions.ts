/**
 * Everyday business questions over two data sets, each with the answer computed by SQL written by
 * hand (DuckDB and PostgreSQL both read it). `sample` is the product's own sample sales file (one
 * row per order: order_id, order_date, region, country, customer_segment, product, category,
 * quantity, unit_price, revenue), loaded as a user's upload is; `sales` is the relational database
 * of `sales-database.ts` (customers, products, shippers, orders, order_lines; revenue is unit
 * price × quantity × (1 − discount)). `gold: 'declined'` means the right answer is to decline.
 *
 * The gold query names only the columns a person must see; an answer may show more (the measure
 * beside "which region…", say). Row order counts when the gold query has an outer ORDER BY.
 */
export interface BusinessQuestion {
  dataset: 'sample' | 'sales';
  question: string;
  /** The question asked just before in the same room, for follow-ups and fresh questions. */
  previous?: string;
  gold: string;
}

const REVENUE = 'l.unit_price * l.quantity * (1 - l.discount)';

export const businessQuestions: BusinessQuestion[] = [
  // The sample sales file.
  { dataset: 'sample', question: 'How many orders are there?', gold: 'SELECT count(*) FROM data' },
  {
    dataset: 'sample',
    question: 'What is the total revenue?',
    gold: 'SELECT sum(revenue) FROM data',
  },
  {
    dataset: 'sample',
    question: 'What is the total revenue by region?',
    gold: 'SELECT region, sum(revenue) FROM data GROUP BY region',
  },
  {
    dataset: 'sample',
    question: 'Which region has the most orders?',
    gold: 'SELECT region FROM data GROUP BY region ORDER BY count(*) DESC LIMIT 1',
  },
  {
    dataset: 'sample',
    question: 'Which country has the lowest revenue?',
    gold: 'SELECT country FROM data GROUP BY country ORDER BY sum(revenue) ASC LIMIT 1',
  },
  {
    dataset: 'sample',
    question: 'How much revenue did we make in 2023?',
    gold: 'SELECT sum(revenue) FROM data WHERE extract(year FROM order_date) = 2023',
  },
  {
    dataset: 'sample',
    question: 'total quantity by region in 2024',
    gold: 'SELECT region, sum(quantity) FROM data WHERE extract(year FROM order_date) = 2024 GROUP BY region',
  },
  {
    dataset: 'sample',
    question: 'Show the monthly revenue trend',
    gold: "SELECT date_trunc('month', order_date), sum(revenue) FROM data GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'sample',
    question: 'Compare revenue in 2023 and 2024',
    gold: 'SELECT extract(year FROM order_date), sum(revenue) FROM data WHERE extract(year FROM order_date) IN (2023, 2024) GROUP BY 1',
  },
  {
    dataset: 'sample',
    question: 'What was the largest single sale?',
    gold: 'SELECT max(revenue) FROM data',
  },
  {
    dataset: 'sample',
    question: 'Which 5 countries placed the most orders?',
    gold: 'SELECT country FROM data GROUP BY country ORDER BY count(*) DESC LIMIT 5',
  },
  {
    dataset: 'sample',
    question: 'average revenue per order by segment',
    gold: 'SELECT customer_segment, avg(revenue) FROM data GROUP BY customer_segment',
  },
  {
    dataset: 'sample',
    question: 'Which category has the highest revenue?',
    gold: 'SELECT category FROM data GROUP BY category ORDER BY sum(revenue) DESC LIMIT 1',
  },
  {
    dataset: 'sample',
    question: 'Which product sold the most units?',
    gold: 'SELECT product FROM data GROUP BY product ORDER BY sum(quantity) DESC LIMIT 1',
  },
  {
    dataset: 'sample',
    question: 'Average unit price by category',
    gold: 'SELECT category, avg(unit_price) FROM data GROUP BY category',
  },
  {
    dataset: 'sample',
    question: 'How many orders came from Europe?',
    gold: "SELECT count(*) FROM data WHERE region = 'Europe'",
  },
  {
    dataset: 'sample',
    question: 'Revenue by category in 2024',
    gold: 'SELECT category, sum(revenue) FROM data WHERE extract(year FROM order_date) = 2024 GROUP BY category',
  },
  {
    dataset: 'sample',
    question: 'Number of orders per year',
    gold: 'SELECT extract(year FROM order_date), count(*) FROM data GROUP BY 1',
  },
  {
    dataset: 'sample',
    question: 'Top 3 products by revenue',
    gold: 'SELECT product, sum(revenue) FROM data GROUP BY product ORDER BY 2 DESC LIMIT 3',
  },
  {
    dataset: 'sample',
    question: 'Revenue in Germany by year',
    gold: "SELECT extract(year FROM order_date), sum(revenue) FROM data WHERE country = 'Germany' GROUP BY 1",
  },
  {
    dataset: 'sample',
    question: 'What is the average quantity per order?',
    gold: 'SELECT avg(quantity) FROM data',
  },
  {
    dataset: 'sample',
    question: 'How many orders had more than 10 units?',
    gold: 'SELECT count(*) FROM data WHERE quantity > 10',
  },
  {
    dataset: 'sample',
    question: 'How many orders had revenue above 5,000?',
    gold: 'SELECT count(*) FROM data WHERE revenue > 5000',
  },
  {
    dataset: 'sample',
    question: 'Average revenue by country',
    gold: 'SELECT country, avg(revenue) FROM data GROUP BY country',
  },
  {
    dataset: 'sample',
    question: 'Total revenue from laptops',
    gold: "SELECT sum(revenue) FROM data WHERE product = 'Laptop'",
  },
  {
    dataset: 'sample',
    question: 'Which segment brings the most revenue?',
    gold: 'SELECT customer_segment FROM data GROUP BY 1 ORDER BY sum(revenue) DESC LIMIT 1',
  },
  {
    dataset: 'sample',
    question: 'Number of orders by category',
    previous: 'What is the total revenue by region?',
    gold: 'SELECT category, count(*) FROM data GROUP BY category',
  },
  {
    dataset: 'sample',
    question: 'Show the average unit price by product',
    previous: 'Which region has the most orders?',
    gold: 'SELECT product, avg(unit_price) FROM data GROUP BY product',
  },
  {
    dataset: 'sample',
    question: 'and for 2022?',
    previous: 'What is the total revenue by region?',
    gold: 'SELECT region, sum(revenue) FROM data WHERE extract(year FROM order_date) = 2022 GROUP BY region',
  },
  {
    dataset: 'sample',
    question: 'Quarterly revenue in 2024',
    gold: "SELECT date_trunc('quarter', order_date), sum(revenue) FROM data WHERE extract(year FROM order_date) = 2024 GROUP BY 1 ORDER BY 1",
  },
  { dataset: 'sample', question: 'What will the weather be like tomorrow?', gold: 'declined' },
  { dataset: 'sample', question: 'Who won the football world cup?', gold: 'declined' },

  // The relational sales database.
  {
    dataset: 'sales',
    question: 'How many orders do we have?',
    gold: 'SELECT count(*) FROM orders',
  },
  {
    dataset: 'sales',
    question: 'How many customers do we have?',
    gold: 'SELECT count(*) FROM customers',
  },
  {
    dataset: 'sales',
    question: 'How many products are there?',
    gold: 'SELECT count(*) FROM products',
  },
  {
    dataset: 'sales',
    question: 'What is the total revenue?',
    gold: `SELECT sum(${REVENUE}) FROM order_lines l`,
  },
  {
    dataset: 'sales',
    question: 'Revenue by country',
    gold: `SELECT c.country, sum(${REVENUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country`,
  },
  {
    dataset: 'sales',
    question: 'What was our revenue in 2024?',
    gold: `SELECT sum(${REVENUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id WHERE extract(year FROM o.order_date) = 2024`,
  },
  {
    dataset: 'sales',
    question: 'Revenue by year',
    gold: `SELECT extract(year FROM o.order_date), sum(${REVENUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id GROUP BY 1`,
  },
  {
    dataset: 'sales',
    question: 'Which product has the highest revenue?',
    gold: `SELECT p.product_name FROM order_lines l JOIN products p ON p.product_id = l.product_id GROUP BY p.product_name ORDER BY sum(${REVENUE}) DESC LIMIT 1`,
  },
  {
    dataset: 'sales',
    question: 'Top 5 customers by revenue',
    gold: `SELECT c.company_name, sum(${REVENUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.customer_id, c.company_name ORDER BY 2 DESC LIMIT 5`,
  },
  {
    dataset: 'sales',
    question: 'Top 5 customers by number of orders',
    gold: 'SELECT c.company_name, count(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.customer_id, c.company_name ORDER BY 2 DESC, 1 LIMIT 5',
  },
  {
    dataset: 'sales',
    question: 'How many orders per customer?',
    gold: 'SELECT c.company_name, count(o.order_id) FROM customers c JOIN orders o ON c.customer_id = o.customer_id GROUP BY c.customer_id, c.company_name',
  },
  {
    dataset: 'sales',
    question: 'What is the average order value?',
    gold: `SELECT sum(${REVENUE}) / count(DISTINCT l.order_id) FROM order_lines l`,
  },
  {
    dataset: 'sales',
    question: 'Average order value by segment',
    gold: `SELECT c.segment, sum(${REVENUE}) / count(DISTINCT l.order_id) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.segment`,
  },
  {
    dataset: 'sales',
    question: 'Which shipper handled the most orders?',
    gold: 'SELECT s.company_name FROM orders o JOIN shippers s ON s.shipper_id = o.shipper_id GROUP BY s.company_name ORDER BY count(*) DESC LIMIT 1',
  },
  {
    dataset: 'sales',
    question: 'Number of orders per shipper',
    gold: 'SELECT s.company_name, count(*) FROM orders o JOIN shippers s ON s.shipper_id = o.shipper_id GROUP BY s.company_name',
  },
  {
    dataset: 'sales',
    question: 'Total freight by shipper',
    gold: 'SELECT s.company_name, sum(o.freight) FROM orders o JOIN shippers s ON s.shipper_id = o.shipper_id GROUP BY s.company_name',
  },
  {
    dataset: 'sales',
    question: 'What is the average freight?',
    gold: 'SELECT avg(freight) FROM orders',
  },
  {
    dataset: 'sales',
    question: 'How many orders were placed in 2023?',
    gold: 'SELECT count(*) FROM orders WHERE extract(year FROM order_date) = 2023',
  },
  {
    dataset: 'sales',
    question: 'Number of orders by month in 2024',
    gold: "SELECT date_trunc('month', order_date), count(*) FROM orders WHERE extract(year FROM order_date) = 2024 GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'sales',
    question: 'What is the average discount?',
    gold: 'SELECT avg(discount) FROM order_lines',
  },
  {
    dataset: 'sales',
    question: 'How many order lines have a discount above 20%?',
    gold: 'SELECT count(*) FROM order_lines WHERE discount > 0.2',
  },
  {
    dataset: 'sales',
    question: 'Which category has the highest revenue?',
    gold: `SELECT p.category FROM order_lines l JOIN products p ON p.product_id = l.product_id GROUP BY p.category ORDER BY sum(${REVENUE}) DESC LIMIT 1`,
  },
  {
    dataset: 'sales',
    question: 'Total quantity sold by category',
    gold: 'SELECT p.category, sum(l.quantity) FROM order_lines l JOIN products p ON p.product_id = l.product_id GROUP BY p.category',
  },
  {
    dataset: 'sales',
    question: 'Which 5 countries placed the most orders?',
    gold: 'SELECT c.country FROM orders o JOIN customers c ON c.customer_id = o.customer_id GROUP BY c.country ORDER BY count(*) DESC LIMIT 5',
  },
  {
    dataset: 'sales',
    question: 'Compare revenue in 2023 and 2024',
    gold: `SELECT extract(year FROM o.order_date), sum(${REVENUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id WHERE extract(year FROM o.order_date) IN (2023, 2024) GROUP BY 1`,
  },
  {
    dataset: 'sales',
    question: 'List the products in the Beverages category',
    gold: "SELECT product_name FROM products WHERE category = 'Beverages'",
  },
  {
    dataset: 'sales',
    question: 'What is the average unit price of our products?',
    gold: 'SELECT avg(unit_price) FROM products',
  },
  {
    dataset: 'sales',
    question: 'Which product has the highest unit cost?',
    gold: 'SELECT product_name FROM products ORDER BY unit_cost DESC LIMIT 1',
  },
  {
    dataset: 'sales',
    question: 'Customers in Germany',
    gold: "SELECT company_name FROM customers WHERE country = 'Germany'",
  },
  {
    dataset: 'sales',
    question: 'How many customers are in each segment?',
    gold: 'SELECT segment, count(*) FROM customers GROUP BY segment',
  },
  {
    dataset: 'sales',
    question: 'How many discontinued products are there?',
    gold: 'SELECT count(*) FROM products WHERE discontinued',
  },
  {
    dataset: 'sales',
    question: 'Which customers have never placed an order?',
    gold: 'SELECT company_name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)',
  },
  {
    dataset: 'sales',
    question: 'How many orders have not shipped yet?',
    gold: 'SELECT count(*) FROM orders WHERE shipped_date IS NULL',
  },
  {
    dataset: 'sales',
    question: 'Revenue by shipper',
    gold: `SELECT s.company_name, sum(${REVENUE}) FROM order_lines l JOIN orders o ON o.order_id = l.order_id JOIN shippers s ON s.shipper_id = o.shipper_id GROUP BY s.company_name`,
  },
  {
    dataset: 'sales',
    question: 'How many customers are there in each country?',
    gold: 'SELECT country, count(*) FROM customers GROUP BY country',
  },
  { dataset: 'sales', question: 'Why did revenue drop in 2023?', gold: 'declined' },
];

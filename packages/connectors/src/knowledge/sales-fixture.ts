/*
 * Test support (not part of the package API): a relational sales schema (customers, orders,
 * order lines with unit price, quantity and a 0–1 discount, products with a unit cost) and the
 * same sales as one flat table of lines, as a file upload would give them. Deterministic.
 */

/** customers, products, orders and order_lines with declared keys. */
export const relationalSalesSql = `
  CREATE TABLE customers (customer_id INTEGER PRIMARY KEY, customer_name VARCHAR,
    country VARCHAR, segment VARCHAR);
  INSERT INTO customers SELECT i, 'Customer ' || i,
    CASE i % 4 WHEN 0 THEN 'France' WHEN 1 THEN 'Germany' WHEN 2 THEN 'Spain' ELSE 'Italy' END,
    CASE i % 3 WHEN 0 THEN 'Consumer' WHEN 1 THEN 'Corporate' ELSE 'Home Office' END
    FROM range(1, 13) t(i);
  CREATE TABLE products (product_id INTEGER PRIMARY KEY, product_name VARCHAR, category VARCHAR,
    unit_cost DECIMAL(10, 2));
  INSERT INTO products SELECT i, 'Product ' || i, CASE i % 2 WHEN 0 THEN 'Books' ELSE 'Toys' END,
    i * 3.0 FROM range(1, 9) t(i);
  CREATE TABLE orders (order_id INTEGER PRIMARY KEY,
    customer_id INTEGER REFERENCES customers(customer_id), order_date DATE);
  INSERT INTO orders SELECT i, 1 + ((i * i + 3 * i) % 17) % 12, DATE '2023-01-01' + (i * 11)::INTEGER
    FROM range(1, 61) t(i);
  CREATE TABLE order_lines (order_id INTEGER REFERENCES orders(order_id),
    product_id INTEGER REFERENCES products(product_id), quantity INTEGER,
    unit_price DECIMAL(10, 2), discount DECIMAL(4, 2), PRIMARY KEY (order_id, product_id));
  INSERT INTO order_lines SELECT o.i, 1 + (o.i + j.j * 3) % 8, 1 + (o.i * j.j) % 5,
    4 + (1 + (o.i + j.j * 3) % 8) * 5 + o.i % 2,
    CASE (o.i + j.j) % 4 WHEN 0 THEN 0 WHEN 1 THEN 0.1 WHEN 2 THEN 0.25 ELSE 0.05 END
    FROM range(1, 61) o(i), range(1, 4) j(j) WHERE j.j <= 1 + o.i % 3;
`;

/** The same sales as one table of lines: an order and a customer repeat on several rows. */
export const flatSalesSql = `
  CREATE TABLE sales AS SELECT l.order_id, o.order_date, c.customer_id, c.customer_name,
    c.country, c.segment, p.product_name, p.category, l.quantity, l.unit_price, l.discount
    FROM order_lines l JOIN orders o USING (order_id) JOIN customers c USING (customer_id)
    JOIN products p USING (product_id);
`;

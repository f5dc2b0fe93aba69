/** Questions a user of the sample sales data would ask, each a different shape of query. */
export const QUESTIONS = [
  'total revenue by region',
  'how many orders are there',
  'average quantity by category',
  'revenue by month',
  'top 5 products by revenue',
  'total revenue in 2024',
];

/** The call the room makes to ask a question of its source (`db/init-conversation`). */
export const askPath = (room: { sourceId: string; roomId: string }, question: string) =>
  `/api/db/init-conversation?text=${encodeURIComponent(question)}&id=${room.sourceId}&room=${room.roomId}`;

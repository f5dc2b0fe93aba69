export { createNotification, type NewNotification } from './create-notification';
export { deliverEmail, queueEmail } from './deliver-email';
export { type NotificationRow, presentNotification } from './presenter';
export { notificationRoutes } from './routes';
export {
  composeEmail,
  type EmailBlock,
  escapeHtml,
  type InlineImage,
  type PlainEmail,
  sendEmail,
} from './send-email';
export * from './tables';

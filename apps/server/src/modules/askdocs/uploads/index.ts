/**
 * Adding documents: the check before upload, the upload (streamed, checked by content, one or
 * several files), the wizard's last step (`add-docs`).
 */
export { uploadRoutes } from './uploads.routes';

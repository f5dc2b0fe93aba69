export { getMe } from './get-me';
export { NO_PICTURE, normalizePicture } from './normalize-picture';
export { presentProfile, type UserRow } from './presenter';
export { userRoutes } from './routes';

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type Actor, authenticateRequest, bearerToken } from './authenticate';

/** The signed-in user of a request with a valid token of a live session, or null. */
export async function findLiveActor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor | null> {
  if (!bearerToken(request)) return null;
  try {
    return await authenticateRequest(ctx, request);
  } catch {
    return null;
  }
}

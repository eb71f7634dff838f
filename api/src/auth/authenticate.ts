import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { unauthorized } from '../errors';
import { userIdOfToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The logged-in user of a route that runs `authenticate` (SPEC §6: a user reaches only their
     * own orders, addresses, reports). Read on a route without it: 401, never another user.
     */
    readonly userId: number;
    /** Set by `authenticate` only; read `userId`. */
    authenticatedUserId: number | null;
  }
}

/** The hook that checks a request's `Authorization` and puts its user on `request.userId`. */
export type Authenticate = (request: FastifyRequest) => Promise<void>;

/**
 * The authentication hook of a route plugin (SPEC §7 "Authorization"; in docs/api.md, the routes
 * whose input is `Authorization`).
 * Add it to a route as `preHandler` (after the input is checked), or as `preValidation` /
 * `onRequest` where the docs say the token is checked before the input or before the body is read.
 * Decorates the requests of `app` with `userId` the first time it is called in a scope.
 * @param deps the database and the clock tokens expire by
 * @returns the hook; it throws ApiError HTTP 401 `{ code: 401, msg: '登录已过期，请重新登录' }`
 *   for a missing, unknown, revoked or expired token
 */
export function authentication(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date },
): Authenticate {
  if (!app.hasRequestDecorator('authenticatedUserId')) {
    app.decorateRequest('authenticatedUserId', null);
    app.decorateRequest('userId', {
      getter(this: FastifyRequest): number {
        if (this.authenticatedUserId === null) throw unauthorized();
        return this.authenticatedUserId;
      },
    });
  }
  return async (request) => {
    const userId = await userIdOfToken(deps.db, request.headers.authorization, deps.now());
    if (userId === null) throw unauthorized();
    request.authenticatedUserId = userId;
  };
}

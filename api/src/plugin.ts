import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/types';
import { apiErrorHandler, apiNotFoundHandler, tooManyRequests } from './errors';
import { captchaRoutes } from './routes/captcha';
import { jobRoutes } from './routes/jobs';
import type { ApiRouteOptions } from './routes/context';
import { loginRoutes } from './routes/login';
import { orderRoutes } from './routes/orders';
import { partnerRoutes } from './routes/partner';
import { remoteFailureRoutes } from './routes/remoteFailures';
import { searchRoutes } from './routes/search';
import { serviceRoutes } from './routes/services';
import { termsRoutes } from './routes/terms';
import { userRoutes } from './routes/user';
import { webRoutes } from './routes/web';

/** Options of `apiPlugin`: an open database (see `openDatabase`) and an optional clock. */
export interface ApiPluginOptions {
  db: Kysely<Database>;
  now?: () => Date;
}

/** Everything under /api, in its own encapsulated scope so nothing leaks to the site's routes. */
async function apiScope(api: FastifyInstance, options: ApiRouteOptions): Promise<void> {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler(apiNotFoundHandler);
  await api.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
  });
  await api.register(webRoutes, options);
  await api.register(serviceRoutes, options);
  await api.register(jobRoutes, options);
  await api.register(partnerRoutes, options);
  await api.register(termsRoutes, options);
  await api.register(searchRoutes, options);
  await api.register(captchaRoutes, options);
  await api.register(loginRoutes, options);
  await api.register(userRoutes, options);
  await api.register(orderRoutes, options);
  await api.register(remoteFailureRoutes, options);
}

/**
 * The whole `/api` contract of docs/api.md as one Fastify plugin. Register it next to the site's
 * own routes: `app.register(apiPlugin, { db })`. Every route is registered at its full `/api/...`
 * path inside an encapsulated `/api` prefix that carries the zod validator, the `{ code, msg, data }`
 * error handler, the 404 handler for unknown `/api/*` paths (HTTP 404 `40400`) and the per-route
 * rate limits (login 10/min, captcha 30/min, partner form 5/min, remote failure reports 30/min per
 * IP; HTTP 429 `42900`). Non-/api paths are left to the host.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, { db, now }) => {
  const options: ApiRouteOptions = { db, now: now ?? (() => new Date()) };
  await app.register((api) => apiScope(api, options), { prefix: '/api' });
};

/**
 * Builds the Fastify app (docs/architecture.md#runtime-contract): security headers, CORS, rate limits, the five
 * calls under API_PREFIX, the runtime config, the dev mailbox and the built web app. Synchronous:
 * the database is opened, migrated and seeded when the app boots (`await app.ready()`, `listen`
 * or the first `inject`).
 */
import { randomUUID } from 'node:crypto';

import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

import type { Config } from './config';
import { createContext, type AppContext, type AppDeps } from './context';
import { errorHandler, HttpError } from './errors';
import { auditFeature } from './features/audit/plugin';
import { awardsFeature } from './features/awards/plugin';
import { catalogueFeature } from './features/catalogue/plugin';
import { codesFeature } from './features/codes/plugin';
import { editionsFeature } from './features/editions/plugin';
import { electionFeature } from './features/election/plugin';
import { integrityFeature } from './features/integrity/plugin';
import { nominationsFeature } from './features/nominations/plugin';
import { operatorsFeature } from './features/operators/plugin';
import { createMetrics } from './features/ops';
import { opsFeature } from './features/ops/plugin';
import { receiptsFeature } from './features/receipts/plugin';
import { remindersFeature } from './features/reminders/plugin';
import { votingFeature } from './features/voting/plugin';
import { webFeature } from './features/web/plugin';
import { ajvOptions } from './formats';
import { createLimitStore, LimitStoreUnavailable } from './limits';
import { clientKey } from './limits/clientKey';
import { apiMessages } from './messages';
import { loggerOptions } from './redact';
import { securityHeaders } from './securityHeaders';
import type { Api, ApiTypeProvider } from './typeProvider';

export type { AppDeps } from './context';

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Content-Security-Policy: our own origin, plus Cloudflare's challenge host for the bot check.
 * No inline script at all: the prerendered pages carry only module scripts of our own origin.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", TURNSTILE_ORIGIN],
  frameSrc: [TURNSTILE_ORIGIN],
  connectSrc: ["'self'", TURNSTILE_ORIGIN],
  // MUI (emotion) injects <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * A JSON answer is never a document: its policy lets it load nothing and be framed by no one
 * (OWASP's REST headers). The document-only headers (COOP, Origin-Agent-Cluster, DNS prefetch,
 * IE's download and XSS switches, Flash's cross-domain policy) stay with the web app's files.
 */
export const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** The log's hint when a proxy forwards requests but TRUST_PROXY does not name it. */
export const PROXY_WITHOUT_TRUST_PROXY =
  "Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor counts as the proxy's address for the per-client limits (one person's wrong CPFs or codes lock everyone out of sign-in). Set TRUST_PROXY to the proxy's addresses, e.g. TRUST_PROXY=127.0.0.1 for nginx on this host.";

/** Sign-up and code calls (voters' and operators'): refused rather than left unlimited. */
export function failsClosed(url: string): boolean {
  return /\/auth\//.test(url);
}

export function buildApp(
  config: Config,
  deps: AppDeps & { logger?: FastifyServerOptions['logger'] } = {},
): FastifyInstance {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify also accepts a hop count (proxy-addr), which its types leave out.
    trustProxy: config.trustProxy as boolean | string[],
    // The largest legitimate body (sign-up with a 2048-character bot-check token) is ~3 kB.
    bodyLimit: 16 * 1024,
    forceCloseConnections: 'idle',
    // The proxy's request id (X-Request-Id) when it sends a sane one, so its log and ours join.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: ajvOptions },
    // Each route's schemas are its types (json-schema-to-ts, decision 201): no generics or casts.
  }).withTypeProvider<ApiTypeProvider>();

  app.setErrorHandler(errorHandler);
  app.decorateRequest('logFields', null);
  const metrics = config.metricsToken ? createMetrics(config.apiPrefix) : null;
  // What Fastify's 'incoming request' and 'request completed' lines said, in one line (decision
  // 124): a log write per request is a tenth of the hot path's time. Routes add their own
  // fields (request.logFields) instead of writing lines of their own.
  app.addHook('onResponse', (request, reply, done) => {
    metrics?.observe(request, reply);
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime, ...request.logFields },
      'request completed',
    );
    done();
  });
  // The API speaks JSON only: anything else is a 415, not a string that fails the schema.
  app.removeContentTypeParser('text/plain');

  const security = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only makes sense behind HTTPS, i.e. in production.
    strictTransportSecurity: config.production ? undefined : false,
    crossOriginEmbedderPolicy: false,
    // Same intent as frame-ancestors 'none', for browsers that only know the old header.
    xFrameOptions: { action: 'deny' },
  });
  // API answers: fewer headers, each one on every call (decision 143).
  const apiSecurity = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    strictTransportSecurity: config.production ? undefined : false,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const apiPath = `${config.apiPrefix}/`;
  // Requests through a proxy while TRUST_PROXY says none: every visitor then counts as the
  // proxy's address, and one person's mistakes lock everyone out of sign-in. Said once, in the
  // log, where the operator looks (issue 28).
  let proxyHinted = config.behindProxy;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPath) ? apiSecurity : security);
    if (!proxyHinted && request.headers['x-forwarded-for'] !== undefined) {
      proxyHinted = true;
      request.log.warn(PROXY_WITHOUT_TRUST_PROXY);
    }
    done();
  });

  if (config.corsOrigins.length > 0) {
    app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  }

  for (const warning of config.warnings) app.log.warn(warning);

  // Per-client counters: Redis when REDIS_URL is set (shared by every process), else memory.
  const limits = deps.limitStore ?? createLimitStore(config, app.log);
  const deferredDeps = { ...deps, limitStore: limits };
  if (!deps.limitStore) app.addHook('onClose', async () => limits.close());

  // Only code and sign-up calls fail closed when Redis is away; the rest keeps serving.
  app.addHook('onRoute', (route) => {
    const own = route.config as { rateLimit?: unknown } | undefined;
    if (own?.rateLimit && typeof own.rateLimit === 'object' && !failsClosed(route.url ?? '')) {
      own.rateLimit = { ...own.rateLimit, skipOnError: true };
    }
  });
  // Hooks on every request take a callback rather than returning a promise: one microtask less.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!limits.ready() && failsClosed(request.routeOptions.url ?? '')) {
      done(new LimitStoreUnavailable());
      return;
    }
    done();
  });

  app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    // A refused call says when to come back (Retry-After); an accepted one carries no counters:
    // neither the app nor any client reads them, and three headers on every answer cost time.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(limits.redis && config.redis
      ? { redis: limits.redis, nameSpace: `${config.redis.keyPrefix}rate:` }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, apiMessages.tooManyRequests(seconds), {
        retryAfterSeconds: seconds,
      });
    },
  });

  let context: AppContext | null = null;
  // Infrastructure first (database migrated, mail transport and outbox, bot check, limits), then
  // one plugin per feature (features/<name>/plugin.ts), each decorating the app with its
  // services and registering its own routes and outbox handlers. The order is their dependencies'.
  app.register(
    fastifyPlugin(
      async (instance: Api) => {
        await limits.connect();
        const ctx = await createContext(config, deferredDeps, instance.log);
        context = ctx;
        instance.addHook('onClose', async () => ctx.close());
      },
      { name: 'infrastructure' },
    ),
  );
  app.register(operatorsFeature);
  app.register(auditFeature);
  app.register(electionFeature);
  app.register(editionsFeature);
  app.register(awardsFeature);
  app.register(catalogueFeature);
  app.register(codesFeature);
  app.register(receiptsFeature);
  app.register(votingFeature);
  app.register(nominationsFeature);
  app.register(integrityFeature);
  app.register(remindersFeature);
  app.register(opsFeature, { metrics });
  app.register(webFeature);

  app.decorate('votacao', {
    getter: () => {
      if (!context) throw new Error('The app has not booted yet: await app.ready() first');
      return context;
    },
  });

  return app;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Extra fields for the request's one log line (no personal data). */
    logFields: Record<string, unknown> | null;
  }
  interface FastifyInstance {
    /** The infrastructure every feature shares (context.ts), available after ready(). */
    readonly votacao: AppContext;
  }
}

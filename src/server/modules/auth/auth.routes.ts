import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import { rateLimitByAddress } from '../../lib/rate-limit';
import * as auth from './auth.service';
import { op } from '../../lib/route';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const signUpLimit = { name: 'sign-up', max: app.ctx.config.signUpRateLimit, windowSeconds: 10 * 60 };
  op(
    app,
    'signUp',
    'public',
    async (req, reply) => {
      const headers = fromNodeHeaders(req.headers);
      headers.set('x-jurado-client-ip', req.ip);
      await auth.signUp(app.ctx, req.body, headers);
      return reply.status(201).send({ ok: true });
    },
    { onRequest: rateLimitByAddress(app.ctx.db, signUpLimit) },
  );

  op(app, 'checkResetToken', 'public', async (req) => auth.checkResetToken(app.ctx, req.query.token));

  // The link sent to a new email address; the page it opens posts the token here.
  op(app, 'confirmEmailChange', 'public', async (req) => auth.confirmEmailChange(app.ctx, req.body.token));

  // Public: a visitor gets { user: null } (no 401 in the console of every signed-out page).
  op(app, 'getSession', 'public', async (req) => ({
    user: req.user ? await auth.getProfile(app.ctx, req.user.id, req.user.locale) : null,
  }));

  op(app, 'getMe', 'authenticated', async (req) => {
    const caller = callerOf(req);
    return auth.getProfile(app.ctx, caller.id, caller.locale);
  });

  op(app, 'updateSettings', 'authenticated', async (req) =>
    auth.updateSettings(app.ctx, callerOf(req), req.body, req.ip),
  );

  op(app, 'updateLocation', 'authenticated', async (req) =>
    auth.updateLocation(app.ctx, callerOf(req), req.body),
  );

  op(app, 'updateLocale', 'authenticated', async (req, reply) => {
    await auth.setLocale(app.ctx, callerOf(req), req.body.locale);
    return reply.status(204).send(null);
  });
};

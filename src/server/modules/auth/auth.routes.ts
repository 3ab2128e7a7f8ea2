import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailConfirmedSchema,
  localeBodySchema,
  locationSchema,
  meSchema,
  resetTokenCheckSchema,
  settingsSchema,
  signedUpSchema,
  signUpSchema,
  tokenBodySchema,
  tokenQuerySchema,
} from '../../../contract/auth';
import { noContentSchema, responses } from '../../../contract/common';
import { callerOf } from '../../lib/guard';
import { rateLimitByAddress } from '../../lib/rate-limit';
import * as account from './auth.service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/sign-up',
    {
      config: { access: 'public' },
      onRequest: rateLimitByAddress(app.ctx.db, {
        name: 'sign-up',
        max: app.ctx.config.signUpRateLimit,
        windowSeconds: 10 * 60,
      }),
      schema: { body: signUpSchema, response: responses({ 201: signedUpSchema }) },
    },
    async (req, reply) => {
      const headers = fromNodeHeaders(req.headers);
      headers.set('x-jurado-client-ip', req.ip);
      const { cookies } = await account.signUp(app.ctx, req.body, headers);
      for (const cookie of cookies) reply.header('set-cookie', cookie);
      return reply.status(201).send({ ok: true });
    },
  );

  app.get(
    '/api/account/reset-token',
    {
      config: { access: 'public' },
      schema: { querystring: tokenQuerySchema, response: responses({ 200: resetTokenCheckSchema }) },
    },
    async (req) => account.checkResetToken(app.ctx, req.query.token),
  );

  // The link sent to a new email address; the page it opens posts the token here.
  app.post(
    '/api/account/confirm-email',
    {
      config: { access: 'public' },
      schema: { body: tokenBodySchema, response: responses({ 200: emailConfirmedSchema }) },
    },
    async (req) => account.confirmEmailChange(app.ctx, req.body.token),
  );

  app.get(
    '/api/me',
    { config: { access: 'authenticated' }, schema: { response: responses({ 200: meSchema }) } },
    async (req) => {
      const caller = callerOf(req);
      return account.getProfile(app.ctx, caller.id, caller.locale);
    },
  );

  app.put(
    '/api/me/settings',
    {
      config: { access: 'authenticated' },
      schema: { body: settingsSchema, response: responses({ 200: meSchema }) },
    },
    async (req) => account.updateSettings(app.ctx, callerOf(req), req.body, req.ip),
  );

  app.put(
    '/api/me/location',
    {
      config: { access: 'authenticated' },
      schema: { body: locationSchema, response: responses({ 200: meSchema }) },
    },
    async (req) => account.updateLocation(app.ctx, callerOf(req), req.body),
  );

  app.put(
    '/api/me/locale',
    {
      config: { access: 'authenticated' },
      schema: { body: localeBodySchema, response: responses({ 204: noContentSchema }) },
    },
    async (req, reply) => {
      await account.setLocale(app.ctx, callerOf(req), req.body.locale);
      return reply.status(204).send(null);
    },
  );
};

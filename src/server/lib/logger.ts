import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's one log stream: JSON lines (pino) on stdout, from the server, the embedded PostgreSQL
 * (db/embedded.ts) and scripts/start.mjs alike.
 *
 * Every line written while a request is handled carries its id (`reqId`), also lines written through
 * the app-wide logger (ctx.log) by the code a request runs: the id travels in an AsyncLocalStorage.
 */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const sink = destination ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level,
      mixin(_object, _level, logger) {
        const scope = requestScope.getStore();
        // request.log already binds reqId (Fastify); other loggers get it here.
        if (!scope || 'reqId' in logger.bindings()) return {};
        return { reqId: scope.reqId };
      },
    },
    { write: (line: string) => sink.write(redactSecrets(line)) },
  );
}

/**
 * What never reaches a log line, whatever logged it (our code, Fastify, Better Auth, pg): one pass over
 * each finished JSON line, so a secret inside an error's message or a header is caught as well as one
 * in a field. Each pattern keeps its label and replaces the value with [redacted].
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  // Drizzle's failed-query error puts the statement's parameters in its message ("…\nparams: a,b")
  // and in `params`: session tokens, emails, password hashes.
  [/(\\nparams: )(?:[^"\\]|\\.)*/g, '$1[redacted]'],
  [/("params":)(?:\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\]|"(?:[^"\\]|\\.)*")/g, '$1"[redacted]"'],
  // Headers that carry credentials, and any field named like one.
  [
    /("(?:cookie|set-cookie|authorization|proxy-authorization|x-signature|stripe-signature)":)(?:"(?:[^"\\]|\\.)*"|\[(?:[^\]"]|"(?:[^"\\]|\\.)*")*\])/gi,
    '$1"[redacted]"',
  ],
  [
    /("[A-Za-z_]*(?:password|token|secret|passwd|apiKey|accessKey)[A-Za-z_]*":)"(?:[^"\\]|\\.)*"/gi,
    '$1"[redacted]"',
  ],
  // Session cookies and tokens written inside text (a message, an error's details).
  [/((?:session_token|session_data|dont_remember)=)[^;"\s\\]+/gi, '$1[redacted]'],
  [/([?&](?:token|signature|code|key)=)[^&"\s\\]+/gi, '$1[redacted]'],
  [/((?:\/reset-password\/|\/unsubscribe\/|reset-password:))[A-Za-z0-9_-]{16,}/g, '$1[redacted]'],
  [/(\bBearer )[^"\s\\]+/g, '$1[redacted]'],
  // A connection string's password: postgres://user:secret@host.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"]+:)[^@\s"]+@/gi, '$1[redacted]@'],
];

// Most lines (a request's start and end) hold none of these words: they are written as they are.
const MAY_HOLD_SECRET =
  /params|cookie|authoriz|signature|passw|token|secret|apikey|accesskey|session_|dont_remember|code=|key=|bearer|reset-password|unsubscribe|:\/\//i;

export function redactSecrets(line: string): string {
  if (!MAY_HOLD_SECRET.test(line)) return line;
  let out = line;
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** Runs the rest of a request's handling (`next`) with its id in scope: an onRequest hook. */
export function inRequestScope(reqId: string, next: () => void): void {
  requestScope.run({ reqId }, next);
}

// A caller's (a proxy's) request id is kept when it is a plain token; anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

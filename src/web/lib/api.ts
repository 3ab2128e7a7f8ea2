import createClient from 'openapi-fetch';
import type { ErrorBody } from '../../contract/common';
import type { paths } from './api-schema';

/** An error answered by the API: `code` is also the i18n key `errors.<code>`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const listeners = new Set<() => void>();
/** Called when the server says the session is gone, so the app can return to /login. */
export function onUnauthenticated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners there is no session (a 401, or the session answer saying nobody). */
export function notifyUnauthenticated(): void {
  listeners.forEach((l) => l());
}

/** Query parameters as the server reads them: empty values left out, a list as repeated keys. */
export function searchOf(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat() as (string | number | boolean | null | undefined)[]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  return params.toString();
}

/**
 * The API, typed by its OpenAPI document (docs/api/openapi.json, generated from src/contract): the
 * path chooses the parameters, the body and the answer's type, never the caller.
 * `await answer(client.GET('/api/me', { signal }))`.
 */
export const client = createClient<paths>({ credentials: 'same-origin', querySerializer: searchOf });

/** The JSON body an operation takes, e.g. `RequestBody<'/api/admin/packages', 'post'>`. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

type Result<D> = { data?: D; error?: unknown; response: Response };

/** The answer of a call, or an ApiError (a network failure is status 0, code NETWORK). */
export async function answer<D>(request: Promise<Result<D>>): Promise<D> {
  let result: Result<D>;
  try {
    result = await request;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const { response } = result;
  if (response.ok) return result.data as D;
  const body = (typeof result.error === 'object' && result.error ? result.error : {}) as Partial<ErrorBody>;
  if (response.status === 401 && body.code === 'UNAUTHENTICATED') notifyUnauthenticated();
  throw new ApiError(
    response.status,
    body.code ?? 'INTERNAL',
    body.message ?? response.statusText,
    body.fields,
  );
}

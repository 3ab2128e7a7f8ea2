import type { ErrorBody } from '../../contract/common';

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

type Options = { method?: string; body?: unknown; signal?: AbortSignal };

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

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ErrorBody>;
    if (response.status === 401 && body.code === 'UNAUTHENTICATED') notifyUnauthenticated();
    throw new ApiError(
      response.status,
      body.code ?? 'INTERNAL',
      body.message ?? response.statusText,
      body.fields,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

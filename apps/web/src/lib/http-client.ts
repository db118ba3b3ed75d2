import { TOAST_DURATION_MS, TOAST_TEXTS } from '@ting/contracts';
import { showToast, type TToastOptions } from './toast';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A failed call. `status` is null when no response arrived at all. */
export class HttpError extends Error {
  readonly status: number | null;
  readonly code: string | null;

  constructor({ message, status, code }: { message: string; status: number | null; code: string | null }) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

export type TShouldToast = (error: HttpError) => boolean;

/** For calls whose failures are handled by the caller (spec: integration checks only log). */
export const NEVER_TOAST: TShouldToast = () => false;

/** For calls made while the session may be gone: a 401 is an answer, not a failure to report. */
export const TOAST_UNLESS_UNAUTHENTICATED: TShouldToast = (error) => error.status !== 401;

export type THttpRequestOptions = {
  path: string;
  method?: THttpMethod;
  body?: unknown;
  /** Attach the Bearer token. Off for the cookie-session identity call and public endpoints. */
  isAuthenticated?: boolean;
  /** Whether a failure shows the error-catalogue toast; every failure does by default. */
  shouldToast?: TShouldToast;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a share link's token. */
  headers?: Record<string, string>;
};

type THttpClientConfig = {
  getAccessToken: () => string | null;
};

let config: THttpClientConfig = { getAccessToken: () => null };

/** Wires the token source once at start-up (the app reads it from the identity query). */
export const configureHttpClient = (nextConfig: THttpClientConfig): void => {
  config = nextConfig;
};

/**
 * The Bearer header for calls made outside `apiRequest` (tus uploads). Read per request, so a long upload
 * picks up a token the identity query refreshed meanwhile.
 */
export const authorizationHeaders = (): Record<string, string> => {
  const token = config.getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The error catalogue (spec section 8) for an HTTP or network failure. */
export const toastForHttpError = (error: HttpError): TToastOptions => {
  if (error.status === null) {
    return {
      title: TOAST_TEXTS.networkErrorTitle,
      message: TOAST_TEXTS.networkErrorDescription,
      tone: 'error',
      durationMs: TOAST_DURATION_MS.http,
    };
  }
  return {
    title: error.status === 404 ? TOAST_TEXTS.httpNotFoundTitle : TOAST_TEXTS.httpErrorTitle,
    message: error.message || TOAST_TEXTS.httpFallbackDescription,
    tone: error.status === 404 ? 'warning' : 'error',
    durationMs: TOAST_DURATION_MS.http,
  };
};

const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

const NOT_JSON = Symbol('not-json');

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
};

const readErrorBody = (body: unknown): { message: string; code: string | null } => {
  if (typeof body !== 'object' || body === null) return { message: '', code: null };
  const { message, code } = body as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'string' ? code : null,
  };
};

const buildHeaders = ({
  isAuthenticated,
  hasBody,
  extra,
}: {
  isAuthenticated: boolean;
  hasBody: boolean;
  extra: Record<string, string> | undefined;
}) => {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (isAuthenticated) {
    const token = config.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  return headers;
};

const send = async ({
  path,
  method = 'GET',
  body,
  isAuthenticated = true,
  signal,
  headers,
}: THttpRequestOptions): Promise<unknown> => {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: buildHeaders({ isAuthenticated, hasBody, extra: headers }),
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new HttpError({ message: TOAST_TEXTS.networkErrorDescription, status: null, code: null });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const { message, code } = readErrorBody(payload);
    throw new HttpError({ message, status: response.status, code });
  }
  if (payload === NOT_JSON) {
    throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON`);
  }
  if (typeof payload === 'object' && payload !== null && 'data' in payload) {
    return (payload as { data: unknown }).data;
  }
  return payload;
};

/**
 * Calls the product API: JSON in and out, Bearer token attached, `{data}` unwrapped. Failures become the
 * error catalogue's toasts (unless `shouldToast` says otherwise) and are rethrown for the caller.
 */
export const apiRequest = async <T>(options: THttpRequestOptions): Promise<T> => {
  const shouldToast = options.shouldToast ?? (() => true);
  try {
    return (await send(options)) as T;
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof HttpError) {
      if (shouldToast(error)) {
        const toast = toastForHttpError(error);
        // One toast per failure as the user sees it: the same answer to calls made together (a page's
        // prefetch and its own query, retries, parallel saves) shows once while that toast is up.
        showToast({ ...toast, id: `http:${toast.title}:${toast.message}` });
      }
      throw error;
    }
    // Anything else is a bug on our side; the catalogue still reports it ('Other failures').
    const message = error instanceof Error ? error.message : String(error);
    showToast({ title: TOAST_TEXTS.httpErrorTitle, message, tone: 'error' });
    throw error;
  }
};

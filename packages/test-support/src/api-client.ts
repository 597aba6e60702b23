import { DEMO_PASSWORD, demoEmailFor, type Role, SESSION_COOKIE } from '@estate/contracts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fetch wrapper that keeps cookies like a browser would (one jar per client), sends and reads JSON,
 * and never throws on an error status.
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The session cookie's value, if this client holds one. */
  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    // A stream of server-sent events never ends: its status and headers are the answer.
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, body: '' as T };
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** Signs in; throws unless the server accepts the credentials. */
  async signIn(email: string, password: string = DEMO_PASSWORD): Promise<this> {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.status !== 200) {
      throw new Error(`sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return this;
  }

  private store(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
      return (
        (key.toLowerCase() === 'max-age' && Number(raw) <= 0) ||
        (key.toLowerCase() === 'expires' && Date.parse(raw) <= Date.now())
      );
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** What a refused call answered, its status and error `code`, to check both in one expectation. */
export function refusalOf(response: Pick<ApiResponse, 'status' | 'body'>): { status: number; code: unknown } {
  const body = response.body as { code?: unknown } | null | undefined;
  return { status: response.status, code: typeof body === 'object' && body !== null ? body.code : undefined };
}

/** refusalOf for an answer of a plain fetch: reads its body (when it is JSON) for the error `code`. */
export async function readRefusal(response: Response): Promise<{ status: number; code: unknown }> {
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return refusalOf({ status: response.status, body: json ? await response.json() : undefined });
}

/** A new client signed in as the seeded demo account of a role. */
export function signInAs(baseUrl: string, role: Role): Promise<ApiClient> {
  return new ApiClient(baseUrl).signIn(demoEmailFor(role), DEMO_PASSWORD);
}

/** The session cookie of a demo role, as a `Cookie` header value (for browser tests and raw fetches). */
export async function sessionCookieFor(baseUrl: string, role: Role): Promise<string> {
  return (await signInAs(baseUrl, role)).cookieHeader();
}

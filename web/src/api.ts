// The one interface the UI talks to, with its two back ends: HttpApi (the server's JSON API) and
// LocalApi (browser-only mode, in local-api.ts: the core in the page over the exported index file).
// Pages never know which one they have; only `stats().writable` decides whether resolve buttons show.

import type {
  Answer as AnswerJson,
  Citation as CitationJson,
  Pipeline,
  DecisionJson,
  DisputeJson,
  DisputeOutcomeJson,
  NuggetDetailJson,
  NuggetKey,
  RetrievalJson,
  StoreStats,
  SubjectEntry,
  SubjectFactsJson,
  SearchMode,
  View,
} from '../../src/index.js';

export type {
  AnswerJson,
  CitationJson,
  DecisionJson,
  DisputeJson,
  DisputeOutcomeJson,
  NuggetDetailJson,
  RetrievalJson,
  SearchMode,
  SubjectEntry,
  SubjectFactsJson,
  View,
};
export type { FactJson, ResultJson } from '../../src/index.js';

/** `GET /v1/stats`: the store in numbers, the corpus time span (for the slider) and whether writes are allowed. */
export interface StatsJson extends StoreStats {
  span: { start: string | null; end: string | null };
  writable: boolean;
  /** Writes need `Authorization: Bearer <token>` (the server was started with --token). */
  tokenRequired: boolean;
  /** The embedder of the store's vectors; null: lexical retrieval only. */
  embedder: string | null;
}

export interface RetrieveParams {
  time?: string;
  view?: View;
  k?: number;
  /** lexical (default), semantic or hybrid (a store with vectors). */
  mode?: SearchMode;
}

export interface AnswerParams {
  time?: string;
  pipeline?: Pipeline;
}

export interface Api {
  /** 'server': an HTTP API; 'browser': the exported index, in this page. */
  readonly mode: 'server' | 'browser';
  stats(): Promise<StatsJson>;
  retrieve(q: string, params?: RetrieveParams): Promise<RetrievalJson>;
  subjects(prefix: string, limit?: number): Promise<SubjectEntry[]>;
  subject(name: string): Promise<SubjectFactsJson>;
  disputes(options?: { limit?: number; decided?: boolean }): Promise<DisputeJson[]>;
  nugget(id: string): Promise<NuggetDetailJson>;
  /** A governed answer with citations (offline mode). */
  answer(q: string, params?: AnswerParams): Promise<AnswerJson>;
  /** `token`: the bearer token, when `stats().tokenRequired`. */
  resolve(winner: string, reason: string, token?: string): Promise<DisputeOutcomeJson>;
  keep(key: NuggetKey, reason: string, token?: string): Promise<{ decision: DecisionJson }>;
}

/** An error the API answered with (or the page could not reach it), shown to the user as is. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's JSON API, at paths relative to the page (so a reverse proxy may mount it anywhere). */
export class HttpApi implements Api {
  readonly mode = 'server';

  constructor(private readonly base: string = document.baseURI) {}

  private async call<T>(path: string, init?: { method: string; body: unknown; token?: string }): Promise<T> {
    let res: Response;
    try {
      const auth: Record<string, string> = init?.token ? { authorization: `Bearer ${init.token}` } : {};
      res = await fetch(
        new URL(path, this.base),
        init
          ? { method: init.method, headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(init.body) }
          : { headers: { accept: 'application/json' } },
      );
    } catch {
      throw new ApiError('NETWORK', 'The server cannot be reached. Is `nuggetindex serve` still running?');
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const e = (body as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
      throw new ApiError(e?.code ?? `HTTP_${res.status}`, e?.message ?? `${res.status} ${res.statusText}`, res.status, e?.field);
    }
    return body as T;
  }

  stats(): Promise<StatsJson> {
    return this.call('v1/stats');
  }

  retrieve(q: string, p: RetrieveParams = {}): Promise<RetrievalJson> {
    return this.call(`v1/retrieve?${query({ q, time: p.time, view: p.view, k: p.k, mode: p.mode })}`);
  }

  async subjects(prefix: string, limit = 20): Promise<SubjectEntry[]> {
    return (await this.call<{ subjects: SubjectEntry[] }>(`v1/subjects?${query({ prefix, limit })}`)).subjects;
  }

  subject(name: string): Promise<SubjectFactsJson> {
    return this.call(`v1/subjects/${encodeURIComponent(name)}`);
  }

  async disputes(o: { limit?: number; decided?: boolean } = {}): Promise<DisputeJson[]> {
    return (await this.call<{ disputes: DisputeJson[] }>(`v1/disputes?${query({ limit: o.limit, decided: o.decided })}`)).disputes;
  }

  nugget(id: string): Promise<NuggetDetailJson> {
    return this.call(`v1/nuggets/${encodeURIComponent(id)}`);
  }

  answer(q: string, p: AnswerParams = {}): Promise<AnswerJson> {
    return this.call('v1/answer', {
      method: 'POST',
      body: { question: q, ...(p.time ? { time: p.time } : {}), ...(p.pipeline ? { pipeline: p.pipeline } : {}) },
    });
  }

  resolve(winner: string, reason: string, token?: string): Promise<DisputeOutcomeJson> {
    return this.call('v1/disputes/resolve', { method: 'POST', body: { winner, reason, by: 'web' }, token });
  }

  keep(key: NuggetKey, reason: string, token?: string): Promise<{ decision: DecisionJson }> {
    return this.call('v1/disputes/keep', { method: 'POST', body: { key, reason, by: 'web' }, token });
  }
}

/** A query string from the defined, non-empty values. */
function query(params: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

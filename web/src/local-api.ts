// Browser-only mode: the same isomorphic core as Node (NuggetIndex over a MemoryNuggetStore), loaded
// from the index file `export --browser` wrote beside this page. Read-only: a static site has nowhere
// to record a decision, so `writable` is false and the resolve buttons never show.

import {
  ApiError,
  type Api,
  type AnswerJson,
  type AnswerParams,
  type DecisionJson,
  type DisputeJson,
  type DisputeOutcomeJson,
  type NuggetDetailJson,
  type RetrievalJson,
  type RetrieveParams,
  type StatsJson,
  type SubjectEntry,
  type SubjectFactsJson,
} from './api.js';
import { answer, disputeJson, NuggetIndex, NuggetIndexError, nuggetDetailJson, retrievalJson, subjectFactsJson } from '../../src/index.js';

/** The exported site's index file, next to index.html. */
export const INDEX_FILE = 'index.bin';

export class LocalApi implements Api {
  readonly mode = 'browser';

  private constructor(private readonly ni: NuggetIndex) {}

  /** Fetches and decodes the index file, then opens the core over it. */
  static async load(url: string | URL = new URL(INDEX_FILE, document.baseURI)): Promise<LocalApi> {
    let bytes: Uint8Array;
    try {
      const res = await fetch(url);
      if (!res.ok) throw new ApiError('NOT_FOUND', `${String(url)}: ${res.status} ${res.statusText}`);
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw new ApiError(
        'NETWORK',
        `The index file ${INDEX_FILE} cannot be fetched. Serve this folder over HTTP (browsers do not let a file:// page read files).`,
      );
    }
    const ni = await wrap(() => NuggetIndex.fromSnapshot(bytes));
    return new LocalApi(ni);
  }

  async stats(): Promise<StatsJson> {
    return { ...(await this.ni.stats()), span: this.ni.timeSpan(), writable: false, tokenRequired: false, embedder: this.ni.embedderId() };
  }

  answer(q: string, p: AnswerParams = {}): Promise<AnswerJson> {
    return wrap(() => answer(this.ni, q, { ...(p.time ? { time: p.time } : {}), ...(p.pipeline ? { pipeline: p.pipeline } : {}) }));
  }

  retrieve(q: string, p: RetrieveParams = {}): Promise<RetrievalJson> {
    return wrap(async () => retrievalJson(await this.ni.retrieve(q, { time: p.time, view: p.view, k: p.k, mode: p.mode })));
  }

  subjects(prefix: string, limit = 20): Promise<SubjectEntry[]> {
    return wrap(() => this.ni.subjects({ prefix, limit }));
  }

  subject(name: string): Promise<SubjectFactsJson> {
    return wrap(async () => subjectFactsJson(await this.ni.subjectFacts(name)));
  }

  disputes(o: { limit?: number; decided?: boolean } = {}): Promise<DisputeJson[]> {
    return wrap(async () => (await this.ni.disputes(o)).map(disputeJson));
  }

  async nugget(id: string): Promise<NuggetDetailJson> {
    const detail = await wrap(() => this.ni.nuggetDetail(id));
    if (detail === null) throw new ApiError('NOT_FOUND', `id: no nugget with id "${id}"`, 404, 'id');
    return nuggetDetailJson(detail);
  }

  resolve(): Promise<DisputeOutcomeJson> {
    return Promise.reject(readOnly());
  }

  keep(): Promise<{ decision: DecisionJson }> {
    return Promise.reject(readOnly());
  }
}

const readOnly = () =>
  new ApiError('FORBIDDEN', 'This is a read-only browser export: resolve disputes with `nuggetindex serve --allow-writes`, then export again.', 403);

/** Library errors become the same ApiError the HTTP back end throws (user errors as 400/404). */
async function wrap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof NuggetIndexError) throw new ApiError(e.code, e.message, e.code === 'NOT_FOUND' ? 404 : e.isUserError ? 400 : 500, e.location.field);
    throw e;
  }
}

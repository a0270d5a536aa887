// Deep copies of plain records (the review queue's items, decisions): what structuredClone makes of
// strings, numbers, arrays and plain objects, many times faster. A memory store copies every record
// it is given; structuredClone of the queue items alone was 1.5 % of a TimeQA ingest (11k items).

/**
 * A deep copy of plain data: arrays and plain objects copied key by key, in their order; anything
 * else (a Map, a Date, a class instance) copied by structuredClone. Unlike structuredClone, a record
 * reached twice is copied twice (no store shares parts between records).
 *
 * @example copyPlain({ id: 'q1', candidate: { subject: 'Acme', temporal: [] } }) // an equal object, sharing nothing
 */
export function copyPlain<T>(value: T): T {
  return copy(value) as T;
}

function copy(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return typeof v === 'function' || typeof v === 'symbol' ? structuredClone(v) : v;
  if (Array.isArray(v)) {
    const out: unknown[] = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) if (i in v) out[i] = copy(v[i]);
    return out;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return structuredClone(v);
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const value = copy((v as Record<string, unknown>)[k]);
    // (An own "__proto__" key, as JSON.parse makes one, stays a key.)
    if (k === '__proto__') Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    else out[k] = value;
  }
  return out;
}

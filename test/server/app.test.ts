// The app in-process (Hono's app.request, STYLE §11): the OpenAPI document lists every route and its
// parameter schemas are what validation enforces; an unexpected failure is a logged 500 with no
// stack on the wire; the web UI's files are served with a same-origin CSP and nothing outside the
// build folder is reachable; the review queue round trip with a scripted extractor.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NuggetIndex } from '../../src/nugget-index.js';
import { VIEWS } from '../../src/search/governance-filter.js';
import type { Extractor } from '../../src/extract/extractor.js';
import { createApp } from '../../src/server/app.js';
import { routes } from '../../src/server/routes.js';
import { tempDir, type ErrorBody } from './support.js';

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: {
          name: string;
          in: string;
          required: boolean;
          schema: { type?: string; enum?: string[]; minimum?: number; maximum?: number; default?: unknown };
        }[];
        requestBody?: unknown;
        responses: Record<string, unknown>;
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

async function openapi(): Promise<Doc> {
  const app = createApp({ index: await NuggetIndex.open(), allowWrites: false, webRoot: null });
  const r = await app.request('/openapi.json');
  assert.equal(r.status, 200);
  return (await r.json()) as Doc;
}

describe('/openapi.json', () => {
  test('is an OpenAPI 3.1 document listing every endpoint of the API with its method', async () => {
    const doc = await openapi();
    assert.match(doc.openapi, /^3\.1\.\d+$/);
    assert.ok(doc.info.title && doc.info.version);
    const listed = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    assert.deepEqual(
      listed,
      [
        'GET /',
        'GET /assets/{file}',
        'GET /healthz',
        'GET /openapi.json',
        'GET /v1/context',
        'GET /v1/disputes',
        'GET /v1/export',
        'GET /v1/nuggets/{id}',
        'GET /v1/retrieve',
        'GET /v1/review',
        'GET /v1/stats',
        'GET /v1/subjects',
        'GET /v1/subjects/{name}',
        'POST /v1/answer',
        'POST /v1/assign',
        'POST /v1/disputes/keep',
        'POST /v1/disputes/resolve',
        'POST /v1/evaluate',
        'POST /v1/ingest',
        'POST /v1/nuggetize',
        'POST /v1/review',
        'POST /v1/score',
      ].sort(),
    );
    for (const r of routes) assert.ok(doc.paths[r.path]?.[r.method], `${r.method} ${r.path} is documented`);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    assert.equal(new Set(ids).size, ids.length, 'operation ids are unique');
    // Every $ref points at a component that exists.
    for (const ref of JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []) {
      const name = ref.slice('"$ref":"#/components/schemas/'.length, -1);
      assert.ok(doc.components.schemas[name], `${ref} resolves`);
    }
  });

  test('view is documented with exactly the views the server accepts', async () => {
    const doc = await openapi();
    const view = doc.paths['/v1/retrieve']!.get!.parameters!.find((p) => p.name === 'view')!;
    assert.deepEqual(view.schema.enum, [...VIEWS]);
    assert.equal(view.schema.default, 'active');
    const q = doc.paths['/v1/retrieve']!.get!.parameters!.find((p) => p.name === 'q')!;
    assert.equal(q.required, true);
  });

  test('every documented query parameter constraint is enforced, and every documented value accepted', async () => {
    const doc = await openapi();
    const app = createApp({ index: await NuggetIndex.open({ embedder: 'offline' }), allowWrites: false, webRoot: null });
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      const op = ops.get;
      if (!op?.parameters || path.includes('{')) continue;
      // The smallest valid request: required parameters at a valid value.
      const base: Record<string, string> = {};
      for (const p of op.parameters) if (p.required) base[p.name] = p.schema.enum?.[0] ?? 'acme';
      const ask = async (name: string, value: string) => {
        const r = await app.request(`${path}?${new URLSearchParams({ ...base, [name]: value })}`);
        return { status: r.status, body: (await r.json()) as ErrorBody };
      };
      for (const p of op.parameters) {
        const s = p.schema;
        const bad: string[] = [];
        const good: string[] = [];
        if (s.enum) {
          good.push(...s.enum);
          bad.push(`${s.enum[0]}x`, s.enum[0]!.toUpperCase());
        }
        if (s.type === 'integer') {
          if (s.minimum !== undefined) {
            good.push(String(s.minimum));
            bad.push(String(s.minimum - 1));
          }
          if (s.maximum !== undefined) {
            good.push(String(s.maximum));
            bad.push(String(s.maximum + 1));
          }
          bad.push('1.5', 'many');
        }
        for (const v of good) assert.equal((await ask(p.name, v)).status, 200, `${path}?${p.name}=${v} is documented as valid`);
        for (const v of bad) {
          const r = await ask(p.name, v);
          assert.equal(r.status, 400, `${path}?${p.name}=${v} is documented as invalid`);
          assert.equal(r.body.error.field, p.name);
        }
        checked += good.length + bad.length;
      }
      const unknown = await ask('unknownParameter', '1');
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.error.field, 'unknownParameter');
    }
    assert.ok(checked > 30, `${checked} values checked`);
  });
});

describe('failures', () => {
  test('an unexpected error is a 500 JSON answer; its detail goes to the log, not the client', async () => {
    const logged: string[] = [];
    const broken = {
      stats: () => Promise.reject(new Error('disk on fire at /secret/path')),
      timeSpan: () => ({ start: null, end: null }),
    } as unknown as NuggetIndex;
    const app = createApp({ index: broken, allowWrites: false, webRoot: null, log: (l) => logged.push(l) });
    const r = await app.request('/v1/stats');
    assert.equal(r.status, 500);
    const text = await r.text();
    assert.deepEqual(JSON.parse(text), { error: { code: 'INTERNAL', message: 'internal error; see the server log', field: null } });
    assert.doesNotMatch(text, /fire|secret|at /);
    assert.equal(logged.length, 1);
    assert.match(logged[0]!, /disk on fire[\s\S]*at /);
    assert.equal((await app.request('/healthz')).status, 200);
  });

  test('writes check the token only when writes are allowed: 403 first, then 401', async () => {
    const index = await NuggetIndex.open();
    const body = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documents: [{ id: 'a', text: 'Acme is based in Boston.' }] }),
    };
    assert.equal((await createApp({ index, allowWrites: false, token: 't', webRoot: null }).request('/v1/ingest', body)).status, 403);
    assert.equal((await createApp({ index, allowWrites: true, token: 't', webRoot: null }).request('/v1/ingest', body)).status, 401);
    assert.equal((await createApp({ index, allowWrites: true, webRoot: null }).request('/v1/ingest', body)).status, 200);
  });
});

describe('the web UI', () => {
  test("serves index.html at / and the build's files under /assets/, with a same-origin CSP", async () => {
    const dir = tempDir();
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="assets/app.js"></script>');
      writeFileSync(join(dir, 'app.js'), 'console.log(1)');
      writeFileSync(join(dir, 'app.css'), 'body{}');
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'logo.svg'), '<svg/>');
      writeFileSync(join(dir, '..', 'outside.txt'), 'secret');
      const app = createApp({ index: await NuggetIndex.open(), allowWrites: false, webRoot: dir });
      const page = await app.request('/');
      assert.equal(page.status, 200);
      assert.match(await page.text(), /assets\/app\.js/);
      const csp = page.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.doesNotMatch(csp, /https?:|\*/, 'no external origin is allowed');
      assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
      const js = await app.request('/assets/app.js');
      assert.equal(js.status, 200);
      assert.match(js.headers.get('content-type') ?? '', /^text\/javascript/);
      assert.equal(await js.text(), 'console.log(1)');
      assert.match((await app.request('/assets/app.css')).headers.get('content-type') ?? '', /^text\/css/);
      assert.equal((await app.request('/assets/logo.svg')).status, 200, 'an assets/ folder in the build works too');
      for (const path of ['/assets/../outside.txt', '/assets/..%2F..%2Foutside.txt', '/assets/%2e%2e/outside.txt', '/assets/missing.js', '/assets/']) {
        assert.equal((await app.request(path)).status, 404, path);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(dir, '..', 'outside.txt'), { force: true });
    }
  });

  test('without a build, / says how to build it and the API still answers', async () => {
    const app = createApp({ index: await NuggetIndex.open(), allowWrites: false, webRoot: join(tempDir(), 'missing') });
    const page = await app.request('/');
    assert.equal(page.status, 200);
    assert.match(await page.text(), /not built[\s\S]*npm run build/);
    assert.equal((await app.request('/healthz')).status, 200);
  });
});

describe('the review queue through the API', () => {
  const HEDGED = 'Jane Doe may be the CEO of Acme.';
  const scripted: Extractor = {
    id: 'scripted@1',
    extract: ({ window }) =>
      window.sentence.text.trim() === HEDGED
        ? [{ subject: 'Acme', predicate: 'chiefExecutiveOfficer', object: 'Jane Doe', confidence: 0.3, start: window.sentence.start, end: window.sentence.end }]
        : [],
  };

  test('a deferred candidate is listed, accepted with an edit, and then retrievable', async () => {
    const app = createApp({ index: await NuggetIndex.open({ extractor: scripted }), allowWrites: true, webRoot: null });
    const send = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal((await send('/v1/ingest', { documents: [{ id: 'a', text: HEDGED, date: '2020-01-01', source: 'blog' }] })).status, 200);
    const queue = (await (await app.request('/v1/review?reason=low-confidence')).json()) as {
      total: number;
      groups: unknown[];
      items: { id: string; reason: string; bucket: string }[];
    };
    assert.equal(queue.total, 1);
    assert.deepEqual(
      queue.items.map((i) => [i.reason, i.bucket]),
      [['low-confidence', '0.25–0.50']],
    );
    const id = queue.items[0]!.id;
    const done = await send('/v1/review', { actions: [{ id, action: 'accept', edit: { start: '2019' } }], by: 'alice' });
    assert.equal(done.status, 200);
    const result = (await done.json()) as { accepted: number; nuggetOf: Record<string, string> };
    assert.equal(result.accepted, 1);
    const found = (await (await app.request('/v1/retrieve?q=Who+is+the+CEO+of+Acme%3F&time=2019-06')).json()) as { results: { id: string; object: string }[] };
    assert.deepEqual(
      found.results.map((r) => [r.id, r.object]),
      [[result.nuggetOf[id], 'Jane Doe']],
    );
    const again = await send('/v1/review', { actions: [{ id, action: 'drop' }] });
    assert.equal(again.status, 400, 'an item already reviewed cannot be decided again');
  });
});

// The answer cache: content keys, the memory cache, and the on-disk cache's atomic writes and
// handling of corrupt entries.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheKey, MemoryLlmCache, type CachedAnswer } from '../../src/llm/cache.js';
import { defaultLlmCacheDir, FileLlmCache } from '../../src/io/llm-cache.js';

const answer: CachedAnswer = {
  content: '{"statements": []}',
  model: 'test-model',
  promptVersion: 'stage1@1',
  usage: { promptTokens: 100, completionTokens: 5 },
};
const parts = {
  model: 'test-model',
  promptVersion: 'stage1@1',
  messages: [
    { role: 'system' as const, content: 'sys' },
    { role: 'user' as const, content: 'SENTENCE: A.' },
  ],
};

describe('cache keys', () => {
  test('are the hex SHA-256 of model, prompt version, messages and answer schema', async () => {
    const k = await cacheKey(parts);
    assert.match(k, /^[0-9a-f]{64}$/);
    assert.equal(await cacheKey({ ...parts }), k);
    assert.notEqual(await cacheKey({ ...parts, model: 'other-model' }), k);
    assert.notEqual(await cacheKey({ ...parts, promptVersion: 'stage1@2' }), k);
    assert.notEqual(await cacheKey({ ...parts, messages: [parts.messages[0]!, { role: 'user', content: 'SENTENCE: B.' }] }), k);
    assert.notEqual(await cacheKey({ ...parts, jsonSchema: { type: 'object' } }), k);
  });
});

test('the memory cache returns what was stored, as a copy', async () => {
  const cache = new MemoryLlmCache();
  assert.equal(await cache.get('k'), null);
  await cache.set('k', answer);
  const got = (await cache.get('k'))!;
  assert.deepEqual(got, answer);
  got.usage.promptTokens = 0;
  assert.equal((await cache.get('k'))!.usage.promptTokens, 100);
});

describe('the disk cache', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ni-llm-cache-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('lives in .nuggetindex-cache/llm beside the store by default', () => {
    assert.equal(defaultLlmCacheDir('/data'), join('/data', '.nuggetindex-cache', 'llm'));
  });

  test('stores one JSON file per key, under its first two hex digits, and reads it back', async () => {
    const cache = new FileLlmCache(join(dir, 'a'));
    const key = await cacheKey(parts);
    assert.equal(await cache.get(key), null);
    await cache.set(key, answer);
    const file = join(dir, 'a', key.slice(0, 2), `${key}.json`);
    assert.equal(cache.fileOf(key), file);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(stored.format, 1);
    assert.equal(stored.key, key);
    assert.deepEqual(await new FileLlmCache(join(dir, 'a')).get(key), answer);
  });

  test('writes atomically: no temporary files are left, and a concurrent rewrite leaves one whole entry', async () => {
    const cache = new FileLlmCache(join(dir, 'b'));
    const key = await cacheKey(parts);
    await Promise.all(Array.from({ length: 20 }, (_, i) => cache.set(key, { ...answer, content: `{"statements": [], "n": ${i}}` })));
    const files = readdirSync(join(dir, 'b', key.slice(0, 2)));
    assert.deepEqual(files, [`${key}.json`]);
    assert.match((await cache.get(key))!.content, /"n": \d+/);
  });

  test('a corrupt, truncated or mismatched entry reads as a miss and is rewritten by the next answer', async () => {
    const cache = new FileLlmCache(join(dir, 'c'));
    const key = await cacheKey(parts);
    await cache.set(key, answer);
    const file = cache.fileOf(key);
    for (const bad of [
      '',
      '{"format": 1, "key": "',
      'not json',
      JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), key: 'f'.repeat(64) }),
      JSON.stringify({ format: 99, key, ...answer }),
    ]) {
      writeFileSync(file, bad);
      assert.equal(await cache.get(key), null, bad);
    }
    assert.equal(cache.corrupt, 5);
    await cache.set(key, answer);
    assert.deepEqual(await cache.get(key), answer);
  });

  test('rejects keys that are not digests (no path tricks)', () => {
    assert.throws(() => new FileLlmCache(dir).fileOf('../../etc/passwd'), /not a SHA-256 hex digest/);
  });

  test('a write that cannot happen is an error naming the folder, and leaves no temporary file', async () => {
    const blocker = join(dir, 'blocked');
    writeFileSync(blocker, 'a file where the cache folder should be');
    const cache = new FileLlmCache(blocker);
    const key = await cacheKey(parts);
    await assert.rejects(cache.set(key, answer), /blocked: cannot write an LLM cache entry/);
    assert.ok(existsSync(blocker));
  });
});

// The LLM extractor honours the Extractor contract, with the protocol test server replaying a
// model's answers for the conformance text: on the shared suite's one-sentence windows, and on the
// passages it reads a document in itself (what ingest gives it).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { extractorConformance } from './conformance.js';
import { LlmExtractor } from '../../src/extract/llm.js';
import { OpenAiCompatibleClient } from '../../src/llm/client.js';
import { defaultSchema } from '../../src/defaults.js';
import { PredicateMapper } from '../../src/govern/canonicalize.js';
import { toSourceDocument } from '../../src/model/document.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer | undefined;
before(async () => {
  server = await OpenAiTestServer.start(loadFixture('conformance'));
});
after(() => server?.close());

const make = () => new LlmExtractor({ client: new OpenAiCompatibleClient({ baseUrl: server!.baseUrl, model: 'test-model' }), schema: defaultSchema() });

extractorConformance('LlmExtractor', make, defaultSchema());

describe('Extractor contract: LlmExtractor on its own windows', () => {
  const TEXT =
    'Acme Corp. is headquartered in Boston. Jane Doe became CEO of Acme in March 2008, succeeding John Roe.\n\n' +
    'The former chief executive, John Roe, joined the board of Beta Inc in 2009. He married Ann Lee in 2011.';
  const doc = toSourceDocument({ id: 'doc', text: TEXT, date: '2012-05-01', title: 'Acme' }, 0, 'global');
  const run = async (x: LlmExtractor) =>
    Promise.all(x.windows(doc).map(async (window) => ({ window, candidates: await x.extract({ document: doc, window }) })));

  test('the text is one passage, asked once, with the same facts as its four sentences', async () => {
    server!.reset();
    const out = await run(make());
    assert.equal(out.length, 1);
    assert.equal(server!.requests.length, 1);
    const mapper = new PredicateMapper(defaultSchema());
    const all = out.flatMap((r) => r.candidates);
    assert.deepEqual(all.map((c) => c.predicate).sort(), ['boardMember', 'chiefExecutiveOfficer', 'headquartersLocation', 'spouse']);
    for (const { window, candidates } of out) {
      for (const c of candidates) {
        assert.ok(c.start >= window.sentence.start && c.end <= window.sentence.end && c.start < c.end);
        assert.ok(c.subject.trim() !== '' && c.object.trim() !== '' && c.confidence >= 0 && c.confidence <= 1);
        assert.notEqual(mapper.resolve(c.predicate), null);
        for (const t of c.temporal ?? []) assert.equal(TEXT.slice(t.start, t.end), t.text);
      }
    }
    assert.deepEqual(await run(make()), out, 'deterministic');
  });
});

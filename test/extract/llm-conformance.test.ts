// The LLM extractor honours the Extractor contract, with the protocol test server replaying a
// model's answers for the conformance text.
import { after, before } from 'node:test';
import { extractorConformance } from './conformance.js';
import { LlmExtractor } from '../../src/extract/llm.js';
import { OpenAiCompatibleClient } from '../../src/llm/client.js';
import { defaultSchema } from '../../src/defaults.js';
import { loadFixture, OpenAiTestServer } from '../support/openai-server.js';

let server: OpenAiTestServer | undefined;
before(async () => { server = await OpenAiTestServer.start(loadFixture('conformance')); });
after(() => server?.close());

extractorConformance('LlmExtractor', () => new LlmExtractor({ client: new OpenAiCompatibleClient({ baseUrl: server!.baseUrl, model: 'test-model' }), schema: defaultSchema() }), defaultSchema());

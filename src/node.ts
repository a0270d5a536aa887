// nuggetindex/node — adapters that need Node: the SQLite store, reading corpora and schema files, the
// LLM answer cache on disk, the CLI and the HTTP server.

export { SqliteNuggetStore, SQLITE_FORMAT_VERSION, type MigrationProgress, type SqliteOpenOptions } from './store/sqlite/sqlite-store.js';
export { readCorpus, readJson, readQueries, readText } from './io/corpus.js';
export type { CorpusFile, ReadOptions, BatchQuery } from './io/corpus.js';
export { loadSchemaFile, loadAliasFiles } from './io/schema-files.js';
export { FileLlmCache, defaultLlmCacheDir } from './io/llm-cache.js';
export { writeTextAtomic } from './io/output-file.js';
export { hnswAnn, HNSW } from './embed/hnsw.js';
export { FileEmbeddingCache, defaultEmbeddingCacheDir } from './io/embedding-cache.js';
export { main as runCli } from './cli/main.js';
export { createApp, DEFAULT_MAX_BODY_BYTES } from './server/app.js';
export type { AppOptions } from './server/app.js';
export { startServer, closeOnSignals, isLoopback, DEFAULT_HOST, DEFAULT_PORT } from './server/serve.js';
export type { ServeOptions, RunningServer } from './server/serve.js';

// nuggetindex/node — adapters that need Node: the SQLite store, reading corpora and schema files.

export { SqliteNuggetStore, SQLITE_FORMAT_VERSION, type MigrationProgress, type SqliteOpenOptions } from './store/sqlite/sqlite-store.js';
export { readCorpus } from './io/corpus.js';
export type { CorpusFile, ReadOptions } from './io/corpus.js';
export { loadSchemaFile, loadAliasFiles } from './io/schema-files.js';
export { FileLlmCache, defaultLlmCacheDir } from './io/llm-cache.js';
export { main as runCli } from './cli/main.js';
export { createApp, DEFAULT_MAX_BODY_BYTES } from './server/app.js';
export type { AppOptions } from './server/app.js';
export { startServer } from './server/serve.js';

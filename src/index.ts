// nuggetindex — the isomorphic public API (Node and browser). Node-only adapters: "nuggetindex/node".

export { NuggetIndex } from './nugget-index.js';
export type { NuggetIndexOptions, IngestManyOptions, RetrieveOptions, Retrieval, RetrievedNugget, RetrievalJson, ReviewQueue, ReviewOptions, DisputeOutcomeJson } from './nugget-index.js';
export type { KeyDecision } from './model/decision.js';
export type { GovernanceSwitches } from './search/nugget-search.js';
export type { IngestResult, ReviewAction, ReviewResult } from './ingest.js';
export { qualityGate } from './govern/quality-gate.js';
export { DEFER_REASONS, DEFERRED_STATUSES, CONFIDENCE_BUCKETS } from './model/deferred.js';
export type { GateVerdict } from './govern/quality-gate.js';
export type { DeferReason, DeferredStatus, DeferredCandidate, DeferredOccurrence, CandidateEdit, QueueGroup } from './model/deferred.js';

export type { Nugget, NuggetKind, Fact, NuggetKey, Validity, Epistemic, Evidence, Provenance, Status, Rank, AssertedValidity, StartBasis, EndBasis } from './model/nugget.js';
export { NUGGET_KINDS, STATUSES, RANKS, independentSources, keyString } from './model/nugget.js';
export { parseSchema, overrideCardinality, renderTemplate, CARDINALITIES } from './model/schema.js';
export type { PredicateSchema, PredicateDef, Cardinality } from './model/schema.js';
export { defaultGovernanceConfig } from './model/config.js';
export type { GovernanceConfig } from './model/config.js';
export { NuggetIndexError } from './model/errors.js';
export type { ErrorCode, ErrorLocation } from './model/errors.js';
export { toSourceDocument, documentInputSchema, GENRES } from './model/document.js';
export type { DocumentInput, SourceDocument, Genre } from './model/document.js';
export { toIso, parseIsoTime, utc } from './model/time.js';
export type { Instant, Granularity, Clock } from './model/time.js';
export type { Interval } from './model/interval.js';

export { defaultSchema, defaultSchemaText, defaultAliases } from './defaults.js';
export { AliasTable } from './govern/aliases.js';
export { evaluateKey } from './govern/conflict.js';
export type { KeyClaim, ClaimState } from './govern/conflict.js';
export { assertedValidity, combineEvidence, tightenByRevisions } from './govern/validity.js';

export type { Extractor, Candidate, ExtractionInput } from './extract/extractor.js';
export { RuleBasedExtractor } from './extract/rules.js';
export type { RuleOptions } from './extract/rules.js';
export { documentOutline } from './extract/structure.js';
export type { Outline, DocumentSubject, Block } from './extract/structure.js';
export { STATEMENT_PREDICATE } from './extract/statements.js';
export { LlmExtractor } from './extract/llm.js';
export type { LlmExtractorOptions, LlmExtractionStats } from './extract/llm.js';
export { OpenAiCompatibleClient, defaultLlmClientOptions } from './llm/client.js';
export type { ChatClient, ChatMessage, LlmClientOptions, LlmRunTotals } from './llm/client.js';
export { MemoryLlmCache } from './llm/cache.js';
export type { LlmCache } from './llm/cache.js';
export { isAbortError } from './llm/abort.js';
export { PROMPT_VERSION } from './llm/stage1.js';
export { priceOf, PRICE_TABLE } from './llm/usage.js';
export type { ModelPrice, PriceQuote, TokenUsage } from './llm/usage.js';
export { discoverSchema, sampleDocuments, defaultDiscoverOptions } from './extract/discover.js';
export type { DiscoverOptions, DiscoveredSchema, DiscoveredPredicate } from './extract/discover.js';
export { discoveredSchemaYaml } from './extract/discover-yaml.js';
export { splitSentences, sentenceWindows } from './extract/sentences.js';
export type { Sentence, SentenceWindow } from './extract/sentences.js';
export { tagTemporal } from './extract/temporal.js';
export type { TemporalExpression, TemporalRole } from './extract/temporal.js';

export { VIEWS } from './search/governance-filter.js';
export type { View } from './search/governance-filter.js';
export { contextBlock } from './retrieve/context.js';
export { queryPeriod } from './retrieve/query-time.js';
export type { QueryPeriod } from './retrieve/query-time.js';
export { resultJson, nuggetRecordJson, factJson, decisionJson, versionJson } from './retrieve/result-json.js';
export type { ResultJson, FactJson, DecisionJson, NuggetDetailJson, SubjectFactsJson, DisputeJson } from './retrieve/result-json.js';

export { MemoryNuggetStore } from './store/memory.js';
export type { NuggetStore, ChangeSet, DocumentRevision, NuggetVersion, StoreStats, DeferredFilter, DeferredResolutionChange, SubjectEntry } from './store/store.js';

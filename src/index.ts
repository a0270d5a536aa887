// nuggetindex — the isomorphic public API (Node and browser). Node-only adapters: "nuggetindex/node".
// The CLI, the HTTP server and the web app import only this and "nuggetindex/node"
// (test/boundary.test.ts holds them to it), so what users run is what the library offers.

// ——— The index: ingest, govern, retrieve, review, browse.
export { NuggetIndex } from './nugget-index.js';
export type { EmbeddingCostEstimate } from './nugget-index.js';
export type { Retrieval, RetrievedNugget } from './retrieve/retrieval.js';
export type { ReviewQueue } from './model/deferred.js';
export type { IngestResult } from './ingest/context.js';
export type { ReviewAction, ReviewResult } from './ingest/review.js';
export type { NuggetDetail, EvidenceContext, SubjectFacts, Dispute, DisputeOutcome, SubjectsOptions, DisputesOptions } from './browse.js';
export { CONTEXT_CHARS } from './browse.js';
export { FUSION_WEIGHT, RETRIEVE, SUBJECTS, DISPUTES, REVIEW, INGEST_MANY, CONFIG, GENRE, DEFAULT_BY, BRIDGE_RUN, expected, satisfies } from './options.js';
export type { BridgeRunOptions, BridgeRunResult, BridgeSummary } from './options.js';
export { BRIDGE_PROMPT_VERSION } from './bridge/llm.js';
export { BRIDGE_LIMITS } from './bridge/entities.js';
export type {
  NuggetIndexOptions,
  RetrieveOptions,
  IngestManyOptions,
  ReviewFilter,
  ReviewOptions,
  OptionSpec,
  IntegerSpec,
  NumberSpec,
  ChoiceSpec,
} from './options.js';
export type { GovernanceSwitches, SearchMode } from './search/nugget-search.js';
export { SEARCH_MODES } from './search/nugget-search.js';
export { DEFAULT_FUSION, FUSION_METHODS, PAPER_WEIGHTS, RRF_K, fuse, minMax } from './search/fusion.js';
export type { FusionMethod, FusionWeights, FusionCandidate } from './search/fusion.js';
export type { Embedder, TrainableEmbedder } from './embed/embedder.js';
export { OfflineEmbedder, trainOffline, OFFLINE_EMBEDDER, OFFLINE_EMBEDDER_ID } from './embed/offline.js';
export { exactAnn, ExactAnn } from './embed/ann.js';
export { EndpointEmbedder, MemoryEmbeddingCache, embeddingKey } from './embed/endpoint.js';
export type { EmbeddingsClient, EmbeddingCache, EndpointEmbedderOptions, EmbeddingTotals } from './embed/endpoint.js';
export type { AnnFactory, AnnIndex, Neighbour } from './embed/ann.js';
export { VectorRows } from './embed/vectors.js';
export { EMBEDDER_SETTING } from './dense.js';
export type { DenseOptions } from './dense.js';
export { tuneFusion, fusionReport, weightGrid, crossValidateFusion, crossValidationReport, type FusionFold } from './eval/tune-fusion.js';
export type { FusionTuning, FusionTrial, TuneOptions } from './eval/tune-fusion.js';
export { VIEWS } from './search/governance-filter.js';
export type { View } from './search/governance-filter.js';
export { contextBlock } from './retrieve/context.js';
export { queryPeriod } from './retrieve/query-time.js';
export type { QueryPeriod } from './retrieve/query-time.js';

// ——— The JSON wire shapes (CLI --json, HTTP API).
export {
  retrievalJson,
  resultJson,
  nuggetRecordJson,
  factJson,
  decisionJson,
  versionJson,
  nuggetDetailJson,
  subjectFactsJson,
  disputeJson,
  disputeOutcomeJson,
  queueItemJson,
  reviewQueueJson,
  reviewResultJson,
  ingestSummaryJson,
} from './wire.js';
export type {
  RetrievalJson,
  ResultJson,
  FactJson,
  DecisionJson,
  NuggetDetailJson,
  SubjectFactsJson,
  DisputeJson,
  DisputeOutcomeJson,
  QueueItemJson,
} from './wire.js';

// ——— The record and its parts.
export type {
  Nugget,
  NuggetKind,
  Fact,
  NuggetKey,
  Validity,
  Epistemic,
  Evidence,
  Provenance,
  Status,
  Rank,
  AssertedValidity,
  StartBasis,
  EndBasis,
} from './model/nugget.js';
export { NUGGET_KINDS, STATUSES, RANKS, independentSources, keyString, isBridgingFact } from './model/nugget.js';
export type { KeyDecision } from './model/decision.js';
export { DEFER_REASONS, DEFERRED_STATUSES, CONFIDENCE_BUCKETS, confidenceBucket, groupQueue } from './model/deferred.js';
export type {
  DeferReason,
  DeferredStatus,
  DeferredCandidate,
  DeferredOccurrence,
  DeferredResolution,
  CandidateEdit,
  QueueGroup,
  ConfidenceBucket,
} from './model/deferred.js';
export type { Candidate, TemporalExpression, TemporalRole } from './model/candidate.js';
export { parseSchema, overrideCardinality, renderTemplate, CARDINALITIES } from './model/schema.js';
export type { PredicateSchema, PredicateDef, Cardinality, Composition } from './model/schema.js';
export { defaultGovernanceConfig } from './model/config.js';
export type { GovernanceConfig } from './model/config.js';
export { NuggetIndexError } from './model/errors.js';
export type { ErrorCode, ErrorLocation } from './model/errors.js';
export { toSourceDocument, validateDocumentInput, documentInputSchema, GENRES } from './model/document.js';
export type { DocumentInput, SourceDocument, Genre } from './model/document.js';
export { toIso, parseIsoTime, utc } from './model/time.js';
export type { Instant, Granularity, Clock } from './model/time.js';
export type { Interval } from './model/interval.js';

// ——— Governance.
export { defaultSchema, defaultSchemaText, defaultAliases } from './defaults.js';
export { AliasTable } from './govern/aliases.js';
export { evaluateKey } from './govern/conflict.js';
export type { KeyClaim, ClaimState } from './govern/conflict.js';
export { assertedValidity, combineEvidence, tightenByRevisions } from './govern/validity.js';
export { qualityGate } from './govern/quality-gate.js';
export type { GateVerdict } from './govern/quality-gate.js';

// ——— Extraction: the contract, the offline extractor, the LLM extractor and its cost.
export type { Extractor, ExtractionInput } from './extract/extractor.js';
export { RuleBasedExtractor } from './extract/rules.js';
export type { RuleOptions } from './extract/rules.js';
export { documentOutline } from './extract/structure.js';
export type { Outline, DocumentSubject, Block } from './extract/structure.js';
export { STATEMENT_PREDICATE } from './extract/statements.js';
export { LlmExtractor, DEFAULT_LLM_WINDOW_CHARS, LLM_WINDOW_CHARS_RANGE } from './extract/llm.js';
export type { LlmExtractorOptions, LlmExtractionStats } from './extract/llm.js';
export { estimateLlmCost } from './extract/llm-estimate.js';
export type { CostEstimate, CostEstimateOptions } from './extract/llm-estimate.js';
export { OpenAiCompatibleClient, defaultLlmClientOptions } from './llm/client.js';
export type { ChatClient, ChatMessage, LlmClientOptions, LlmRunTotals } from './llm/client.js';
export { MemoryLlmCache } from './llm/cache.js';
export type { LlmCache } from './llm/cache.js';
export { isAbortError } from './llm/abort.js';
export { PROMPT_VERSION } from './llm/stage1.js';
export { priceOf, costUsd, formatCost, PRICE_TABLE } from './llm/usage.js';
export type { ModelPrice, PriceQuote, TokenUsage } from './llm/usage.js';
export { discoverSchema, sampleDocuments, defaultDiscoverOptions } from './extract/discover/discover.js';
export type { DiscoverOptions, DiscoveredSchema, DiscoveredPredicate } from './extract/discover/discover.js';
export { discoveredSchemaYaml } from './extract/discover/yaml.js';
export { splitSentences, sentenceWindows } from './extract/sentences.js';
export type { Sentence, SentenceWindow } from './extract/sentences.js';
export { tagTemporal } from './extract/temporal.js';

// ——— Evaluation harnesses (TimeQA retrieval, construction gold sets, store samples).
export { evaluateTimeqa, TIMEQA_NOW } from './eval/harness.js';
export type { EvalOptions, EvalReport } from './eval/harness.js';
export { reportMarkdown } from './eval/report.js';
export { parseTimeqa, timeqaCorpus, timeqaQuestions } from './eval/timeqa.js';
export type { TimeqaEntry, TimeqaQuestion } from './eval/timeqa.js';
export { evaluateConstruction, constructionContext } from './eval/construction.js';
export type { ConstructionReport, SentenceErrors } from './eval/construction.js';
export { parseGold, parseGoldDocuments, proseGoldDocuments, timeqaGoldDocuments } from './eval/construction-gold.js';
export type { Scored, GoldFact, GoldSentence, GoldDocument } from './eval/construction-gold.js';
export { drawSample, parseJudged, scoreSample } from './eval/sample.js';
export type { SampleItem, SampleScore } from './eval/sample.js';

// ——— Nugget evaluation (AutoNuggetizer): creation, importance, assignment, scores, Kendall's τ.
export { nuggetize, assign, score, evaluateAnswer } from './eval/nuggets/evaluate.js';
export type { NuggetizeOptions, StepOptions, StepResult, ScoreReport, EvaluateAnswerInput, AnswerEvaluation } from './eval/nuggets/evaluate.js';
export { IMPORTANCES, ASSIGNMENTS } from './eval/nuggets/records.js';
export type {
  Importance,
  Assignment,
  NuggetMode,
  ScoredNugget,
  AssignedNugget,
  NuggetProvenance,
  Passage,
  NuggetTopic,
  RunAnswer,
  BatchFailure,
} from './eval/nuggets/records.js';
export { answerScores, meanScores, SCORE_NAMES } from './eval/nuggets/scores.js';
export type { NuggetScores } from './eval/nuggets/scores.js';
export { kendallTau, tauReport } from './eval/nuggets/kendall.js';
export type { PairedScore, TauReport } from './eval/nuggets/kendall.js';
export { entails } from './eval/nuggets/offline/entailment.js';
export type { Entailment } from './eval/nuggets/offline/entailment.js';
export { nuggetsFromStore } from './eval/nuggets/offline/from-store.js';
export { staleFacts } from './eval/nuggets/stale-facts.js';
export type { StaleFact, StaleReason } from './eval/nuggets/stale-facts.js';
export { emptyModelStats, DEFAULT_ATTEMPTS } from './eval/nuggets/llm/model-steps.js';
export type { NuggetModel, ModelRunStats } from './eval/nuggets/llm/model-steps.js';
export { NUGGET_PROMPT_VERSION, CREATION_WINDOW, LABEL_BATCH, MAX_CREATED_NUGGETS, AUTO_NUGGETS_KEPT } from './eval/nuggets/llm/prompts.js';
export {
  readPool,
  readNuggets,
  readAnswers,
  readAssignments,
  assignmentRecordFrom,
  readMetrics,
  nuggetListJson,
  assignmentJson,
  metricsJson,
  toJsonLines,
} from './eval/nuggets/formats.js';
export type { NuggetList, AssignmentRecord, MetricsRecord } from './eval/nuggets/formats.js';
export { estimateNuggetizeCost, estimateAssignCost } from './eval/nuggets/estimate.js';
export { offlineAgreement } from './eval/nuggets/agreement.js';
export type { AgreementReport } from './eval/nuggets/agreement.js';
export { parseHotpotqa, parseMusique } from './eval/multihop.js';
export type { MultihopQuestion, MultihopPassage, SupportingFact } from './eval/multihop.js';
export { evaluateNuggets } from './eval/nugget-eval.js';
export type { NuggetEvalReport, CreationFigures, RunFigures } from './eval/nugget-eval.js';
export { nuggetReportMarkdown } from './eval/nugget-report.js';
export type { AgreementSection } from './eval/nugget-report.js';
export type { NuggetCostEstimate } from './eval/nuggets/estimate.js';

// ——— Answers (Crucible, GINGER): governed, every sentence cited to document, revision and span.
export { answer, ANSWER, MAX_QUESTION_CHARS } from './answer/answer.js';
export type { AnswerOptions } from './answer/answer.js';
export { PIPELINES, ANSWER_MODES, STANDINGS, numberedCitations, sameSpan } from './answer/records.js';
export type { Answer, AnswerSentence, Citation, Standing, Pipeline, AnswerMode, QaNugget, Facet, StepFailure } from './answer/records.js';
export { ANSWER_PROMPT_VERSION } from './answer/llm/prompts.js';
export { estimateAnswerCost } from './answer/estimate.js';
export type { AnswerCostEstimate } from './answer/estimate.js';
export { evaluateAnswersTimeqa, evaluateAnswersMultihop, answerReportMarkdown } from './eval/answer-eval.js';
export type { AnswerEvalReport, AnswerSystemFigures } from './eval/answer-eval.js';
export { evaluateBridging, bridgeReportMarkdown, BRIDGE_EVAL_K } from './eval/bridge-eval.js';
export type { BridgeEvalReport, BridgeSystemFigures, BridgeStoreFigures } from './eval/bridge-eval.js';

// ——— Stores.
export { MemoryNuggetStore } from './store/memory.js';
export type {
  NuggetStore,
  ChangeSet,
  DocumentRevision,
  NuggetVersion,
  StoreStats,
  DeferredFilter,
  DeferredResolutionChange,
  SubjectEntry,
  SearchCache,
} from './store/store.js';

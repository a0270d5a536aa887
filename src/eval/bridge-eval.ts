// The evaluation of bridging facts (IndexRAG, offline generator) on the multi-hop sets: every
// question's paragraphs as one undated store, each question retrieved with K = 10 from
// - BM25 over the paragraphs (the baseline);
// - nuggetindex without bridging facts (kb = 0, the same store);
// - nuggetindex with them, balanced selection at the paper's k_b = 3 and with the ranking deciding (kb = K);
// - nuggetindex with the schema's named compositions only (no `*` composition), kb = 3.
// Supporting-passage recall@10: the share of a question's supporting paragraphs among the documents
// the results cite (a bridging fact cites both of its documents). Answer recall@10: the share of
// questions whose results state the gold answer or an alias (yes/no questions left out). Beside them:
// the bridge entities (Eq. 1), those skipped above τ, the bridging facts, the non-empty rate (bridge
// entities that gave at least one bridging fact, the paper's Table 3 notion) and the index time with
// and without bridging.

import { bridgeEntities } from '../bridge/entities.js';
import { ANY_PREDICATE, type PredicateSchema } from '../model/schema.js';
import { isBridgingFact, type Nugget } from '../model/nugget.js';
import type { DocumentInput } from '../model/document.js';
import { utc } from '../model/time.js';
import { defaultSchema } from '../defaults.js';
import { NuggetIndex } from '../nugget-index.js';
import { answerForms, containsAnswer, normalizeAnswer } from './answers.js';
import { median } from './metrics.js';
import type { MultihopQuestion } from './multihop.js';
import { PassageBm25 } from './passages.js';

/** Results per question (the paper's recall@10). */
export const BRIDGE_EVAL_K = 10;

export interface BridgeSystemFigures {
  system: string;
  supportingRecall: number;
  answerRecall: number;
  /** Share of questions with a bridging fact among their results. */
  withBridge: number;
  p50Ms: number;
}

/** What a store built for the evaluation holds. */
export interface BridgeStoreFigures {
  store: string;
  nuggets: number;
  bridgeEntities: number;
  tooCommon: number;
  /** Bridging facts by state. */
  bridges: { active: number; contested: number; deprecated: number };
  /** Bridge entities with at least one bridging fact through them. */
  nonEmptyRate: number;
  ingestMs: number;
}

export interface BridgeEvalReport {
  dataset: string;
  questions: number;
  answerable: number;
  documents: number;
  systems: BridgeSystemFigures[];
  stores: BridgeStoreFigures[];
  /** A few bridging facts of the full store, for the reader to judge. */
  examples: string[];
}

const NOW = utc(2024, 1, 1);

/** The schema less its `*` compositions. */
function namedOnly(schema: PredicateSchema): PredicateSchema {
  return { ...schema, compositions: schema.compositions.filter((c) => c.first !== ANY_PREDICATE && c.then !== ANY_PREDICATE) };
}

async function build(
  name: string,
  documents: readonly DocumentInput[],
  options: { schema?: PredicateSchema; bridging: boolean },
): Promise<{ ni: NuggetIndex; figures: BridgeStoreFigures }> {
  const t0 = performance.now();
  const ni = await NuggetIndex.open({ clock: () => NOW, ...options });
  for await (const _ of ni.ingestMany(documents)) void _;
  const ingestMs = performance.now() - t0;
  const all: Nugget[] = [];
  for await (const batch of ni.nuggets()) all.push(...batch);
  const { bridges, tooCommon } = bridgeEntities(all, ni.schema);
  const made = all.filter(isBridgingFact);
  const through = new Set(made.map((n) => n.key.subject));
  const bridgesByState = { active: 0, contested: 0, deprecated: 0 };
  for (const n of made) bridgesByState[n.epistemic.status]++;
  return {
    ni,
    figures: {
      store: name,
      nuggets: all.length - made.length,
      bridgeEntities: bridges.length,
      tooCommon: tooCommon.length,
      bridges: bridgesByState,
      nonEmptyRate: bridges.length === 0 ? 0 : bridges.filter((b) => through.has(b.entity)).length / bridges.length,
      ingestMs,
    },
  };
}

/** One system's figures: each question's results as the documents they cite and their texts. */
async function figures(
  system: string,
  questions: readonly MultihopQuestion[],
  run: (q: MultihopQuestion) => Promise<{ docIds: string[]; texts: string[]; bridges: number }>,
): Promise<BridgeSystemFigures> {
  let supporting = 0;
  let answered = 0;
  let answerable = 0;
  let withBridge = 0;
  const ms: number[] = [];
  for (const q of questions) {
    const t = performance.now();
    const r = await run(q);
    ms.push(performance.now() - t);
    const gold = new Set(q.supporting.map((s) => s.docid));
    const cited = new Set(r.docIds);
    supporting += gold.size === 0 ? 0 : [...gold].filter((d) => cited.has(d)).length / gold.size;
    if (!/^(?:yes|no)$/i.test(q.answers[0]!.trim())) {
      answerable++;
      const text = normalizeAnswer(r.texts.join(' \n '));
      if (containsAnswer(text, q.answers.flatMap(answerForms))) answered++;
    }
    if (r.bridges > 0) withBridge++;
  }
  return {
    system,
    supportingRecall: supporting / Math.max(1, questions.length),
    answerRecall: answered / Math.max(1, answerable),
    withBridge: withBridge / Math.max(1, questions.length),
    p50Ms: median(ms),
  };
}

/**
 * Evaluates bridging on one multi-hop set (HotpotQA or MuSiQue as HippoRAG distributes them).
 *
 * @example const report = await evaluateBridging(parseHotpotqa(json, file), 'HotpotQA')
 */
export async function evaluateBridging(questions: readonly MultihopQuestion[], dataset: string, progress?: (stage: string) => void): Promise<BridgeEvalReport> {
  const byId = new Map<string, DocumentInput>();
  for (const q of questions)
    for (const p of q.passages) if (!byId.has(p.docid) && /\S/.test(p.text)) byId.set(p.docid, { id: p.docid, title: p.title, text: p.text });
  const documents = [...byId.values()];
  const k = BRIDGE_EVAL_K;
  progress?.('stores');
  // A throwaway build first: the timed ones then all run on compiled code.
  await (await build('warm-up', documents.slice(0, 200), { bridging: true })).ni.close();
  const plain = await build('no bridging facts (bridging: false)', documents, { bridging: false });
  const full = await build('bridging facts (bundled schema)', documents, { bridging: true });
  const named = await build('bridging facts, named compositions only', documents, { schema: namedOnly(defaultSchema()), bridging: true });
  try {
    const passages = new PassageBm25(documents);
    const store = (ni: NuggetIndex, kb: number) => async (q: MultihopQuestion) => {
      const r = await ni.retrieve(q.question, { k, kb, view: 'active' });
      return {
        docIds: r.results.flatMap((x) => x.nugget.provenance.evidence.map((e) => e.docId)),
        texts: r.results.map((x) => x.nugget.fact.text),
        bridges: r.results.filter((x) => isBridgingFact(x.nugget)).length,
      };
    };
    const systems: [string, (q: MultihopQuestion) => Promise<{ docIds: string[]; texts: string[]; bridges: number }>][] = [
      [
        'BM25 paragraphs',
        async (q) => {
          const top = passages.searchPassages(q.question, k);
          return { docIds: top.map((p) => p.docId), texts: top.map((p) => p.text), bridges: 0 };
        },
      ],
      ['nuggetindex, bridging off', store(full.ni, 0)],
      ['nuggetindex, bridging on (k_b = 3)', store(full.ni, 3)],
      [`nuggetindex, bridging on (k_b = ${k}: the ranking decides)`, store(full.ni, k)],
      ['nuggetindex, named compositions only (k_b = 3)', store(named.ni, 3)],
    ];
    const out: BridgeSystemFigures[] = [];
    for (const [name, run] of systems) {
      progress?.(name);
      out.push(await figures(name, questions, run));
    }
    const examples: string[] = [];
    for await (const batch of full.ni.nuggets())
      for (const n of batch) if (isBridgingFact(n) && n.epistemic.status === 'active' && examples.length < 5) examples.push(n.fact.text);
    return {
      dataset,
      questions: questions.length,
      answerable: questions.filter((q) => !/^(?:yes|no)$/i.test(q.answers[0]!.trim())).length,
      documents: documents.length,
      systems: out,
      stores: [plain.figures, full.figures, named.figures],
      examples,
    };
  } finally {
    for (const s of [plain, full, named]) await s.ni.close();
  }
}

/** The docs/EVALUATION.md section. */
export function bridgeReportMarkdown(reports: readonly BridgeEvalReport[], command: string): string {
  const f = (x: number) => x.toFixed(3);
  const lines = [
    '## Bridging facts (IndexRAG, offline generator)',
    '',
    `Regenerate: \`${command}\`. Every question's paragraphs form one undated store; each question is retrieved with K = ${BRIDGE_EVAL_K} ` +
      "(view active). Supporting-passage recall@10: the share of a question's supporting paragraphs among the documents its results cite " +
      '(a bridging fact cites both of its documents); answer recall@10: the share of questions (yes/no ones left out) whose results ' +
      'state the gold answer or an alias. Bridging off and on are the same store; "named compositions only" is a store built with the ' +
      'schema less its `*` composition.',
  ];
  for (const r of reports) {
    lines.push(
      '',
      `### ${r.dataset} (${r.questions} questions, ${r.answerable} with a non-yes/no answer, ${r.documents} documents)`,
      '',
      '| system | supporting-passage recall@10 | answer recall@10 | questions with a bridging fact in the top 10 | p50 ms |',
      '|---|---:|---:|---:|---:|',
      ...r.systems.map((s) => `| ${s.system} | ${f(s.supportingRecall)} | ${f(s.answerRecall)} | ${f(s.withBridge)} | ${s.p50Ms.toFixed(2)} |`),
      '',
      '| store | facts | bridge entities (2 ≤ df ≤ τ) | skipped (df > τ) | bridging facts active / contested / withdrawn | non-empty rate | ingest s |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...r.stores.map(
        (s) =>
          `| ${s.store} | ${s.nuggets} | ${s.bridgeEntities} | ${s.tooCommon} | ${s.bridges.active} / ${s.bridges.contested} / ${s.bridges.deprecated} | ${f(s.nonEmptyRate)} | ${(s.ingestMs / 1000).toFixed(2)} |`,
      ),
    );
    if (r.examples.length > 0) lines.push('', 'Bridging facts of the full store, the first five in id order:', '', ...r.examples.map((e) => `- ${e}`));
  }
  return `${lines.join('\n')}\n`;
}

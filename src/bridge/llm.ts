// The LLM bridging-fact generator (IndexRAG Stage 2, paper Figure 6): for one bridge entity, the
// facts of its chosen documents that name it, numbered, and the paper's requirements; the model
// answers with bridging facts that each cite the facts they combine. A reply is refused (and asked
// again, with the reason) when it cites a fact outside the bundle, combines facts of one document
// only, or adds a number or year none of its facts states — the paper's "no speculation", checked.

import type { ChatMessage } from '../llm/client.js';
import { askChecked, type CheckedModel, type ModelRunStats } from '../llm/ask.js';
import { parseJsonAnswer } from '../llm/json-answer.js';
import type { Nugget } from '../model/nugget.js';
import type { BridgeEntity } from './entities.js';

/** Keys the cache and the recorded replies: bump when the prompt or the reply contract changes. */
export const BRIDGE_PROMPT_VERSION = 'bridge@1';

/** A bridging fact longer than this is refused (the paper's average is 166 characters). */
const MAX_FACT_CHARS = 600;

/** What the model wrote for one entity: each fact with the bundle facts it combines, in its order. */
export interface ModelBridge {
  text: string;
  sources: Nugget[];
}

/** A bundle fact's label in the prompt: F1, F2, … in document order. */
function labelled(bridge: BridgeEntity): { label: string; docId: string; n: Nugget }[] {
  let i = 0;
  return bridge.documents.flatMap((d) => d.facts.map((n) => ({ label: `F${++i}`, docId: d.docId, n })));
}

/** The paper's Figure 6 prompt, with the facts numbered so each bridging fact can cite them. */
export function bridgeRequest(bridge: BridgeEntity): ChatMessage[] {
  const facts = labelled(bridge);
  const sections = bridge.documents.map((d, j) => {
    const own = facts.filter((f) => f.docId === d.docId);
    return `Document ${j + 1} (${d.docId}):\n${own.map((f) => `[${f.label}] ${f.n.fact.text}`).join('\n')}`;
  });
  const prompt =
    `Given the following information about "${bridge.name}" from multiple source documents, generate bridging facts that connect information across these documents.\n` +
    `${sections.join('\n\n')}\n` +
    'Requirements:\n' +
    '- Each bridging fact must combine information from 2+ documents\n' +
    '- Be factually accurate — only connect information that is logically related\n' +
    '- Each fact should be self-contained and understandable without context\n' +
    '- Do not generate speculative connections\n' +
    '- If documents share the entity name but are about unrelated topics, return empty\n' +
    // Our addition to the paper's contract: each fact names the facts it combines, so it is governed by them.
    'Return a JSON array of objects {"fact": "<the bridging fact>", "sources": ["F1", "F4"]}, where sources are the labels of the facts it combines. ' +
    'If no meaningful connections exist, return [].';
  return [{ role: 'user', content: prompt }];
}

/** Numbers and years a text states (a bridging fact may state only those of its sources). */
function numbersIn(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
}

/**
 * Reads a reply against its bundle: the bridging facts, or why the reply cannot be used.
 *
 * @example checkBridgeReply('[{"fact": "…", "sources": ["F1", "F3"]}]', bundle)
 */
export function checkBridgeReply(reply: string, bridge: BridgeEntity): { value: ModelBridge[] } | { reason: string } {
  const parsed = parseJsonAnswer(reply);
  if (!parsed) return { reason: 'it is not a JSON array' };
  const list = Array.isArray(parsed.value) ? parsed.value : (parsed.value as { facts?: unknown }).facts;
  if (!Array.isArray(list)) return { reason: 'it is not a JSON array of {"fact", "sources"} objects' };
  const facts = new Map(labelled(bridge).map((f) => [f.label, f]));
  const out: ModelBridge[] = [];
  for (const [i, item] of list.entries()) {
    const { fact, sources } = (item ?? {}) as { fact?: unknown; sources?: unknown };
    if (typeof fact !== 'string' || fact.trim() === '') return { reason: `item ${i + 1} has no "fact" text` };
    if (fact.length > MAX_FACT_CHARS) return { reason: `item ${i + 1} is longer than ${MAX_FACT_CHARS} characters` };
    if (!Array.isArray(sources) || !sources.every((s) => typeof s === 'string')) return { reason: `item ${i + 1} has no "sources" list of fact labels` };
    const outside = sources.filter((s) => !facts.has(s.trim()));
    if (outside.length > 0) return { reason: `item ${i + 1} cites ${outside.join(', ')}, which is not among the facts given (F1–F${facts.size})` };
    const cited = [...new Set(sources.map((s) => s.trim()))].map((s) => facts.get(s)!);
    if (new Set(cited.map((f) => f.docId)).size < 2) return { reason: `item ${i + 1} combines facts of one document only; each must combine 2+ documents` };
    const stated = numbersIn(cited.map((f) => `${f.n.fact.text} ${f.n.fact.object}`).join(' '));
    const added = [...numbersIn(fact)].filter((x) => !stated.has(x));
    if (added.length > 0) return { reason: `item ${i + 1} states ${added.join(', ')}, which none of its sources does (no speculation)` };
    // One fact stated by two documents is one source (it is listed under each).
    out.push({ text: fact.trim(), sources: [...new Map(cited.map((f) => [f.n.id, f.n])).values()] });
  }
  return { value: out };
}

/**
 * Asks the model for one entity's bridging facts; null when no usable reply came (the reasons are
 * in `failures`).
 */
export async function generateBridges(
  model: CheckedModel,
  bridge: BridgeEntity,
  stats: ModelRunStats,
  failures: { entity: string; reasons: string[]; reply: string }[],
): Promise<ModelBridge[] | null> {
  const got = await askChecked(model, bridgeRequest(bridge), (reply) => checkBridgeReply(reply, bridge), stats, {
    version: BRIDGE_PROMPT_VERSION,
    again: 'Answer again with only the JSON array.',
  });
  if ('value' in got) return got.value;
  failures.push({ entity: bridge.entity, reasons: got.reasons, reply: got.reply });
  return null;
}

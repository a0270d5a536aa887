// The three AutoNuggetizer prompts, in the paper's words (Pradeep et al., SIGIR 2025, Figures 1–3)
// laid out exactly as castorini/nuggetizer sends them (its prompt templates: spacing, blank lines,
// nugget lists as Python's str(list)), in one place and versioned: the version is part of every
// answer-cache key, so changing a prompt never serves an answer to the old one.

import type { ChatMessage } from '../../../llm/client.js';
import type { Passage } from '../records.js';

/** Bumped whenever a prompt's text changes. */
export const NUGGET_PROMPT_VERSION = 'autonuggetizer@2';

/** Passages per creation turn (Figure 1: `[1] … [10]`). */
export const CREATION_WINDOW = 10;
/** The most nuggets the creation prompt keeps (Figure 1). */
export const MAX_CREATED_NUGGETS = 30;
/** Nuggets per importance or assignment call (Figures 2 and 3: "at most 10 nuggets are passed"). */
export const LABEL_BATCH = 10;
/** AutoNuggets: the nuggets kept after sorting vital first (§4.1.1). */
export const AUTO_NUGGETS_KEPT = 20;

/**
 * A nugget list as nuggetizer shows it: Python's `str(list)` — each string in single quotes, or in
 * double quotes when it holds a single quote and no double quote (Python's repr), backslashes and
 * the chosen quote escaped.
 *
 * @example pythonList(["Swift's songs", 'a']) // `["Swift's songs", 'a']`
 */
export function pythonList(items: readonly string[]): string {
  return `[${items.map(pythonRepr).join(', ')}]`;
}

function pythonRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  const body = s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t').split(quote).join(`\\${quote}`);
  return `${quote}${body}${quote}`;
}

/**
 * Figure 1: the iterative nuggetization at turn i — the query, up to ten passages and the list so
 * far (empty at the first turn).
 *
 * @example creationMessages('who founded acme', [{ docid: 'd1', text: 'Acme was founded by Jane Doe.' }], [])[1]!.content.includes('[1] Acme was founded') // true
 */
export function creationMessages(query: string, passages: readonly Passage[], nuggets: readonly string[]): ChatMessage[] {
  const context = passages.map((p, i) => `[${i + 1}] ${p.text}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You are NuggetizeLLM, an intelligent assistant that can update a list of atomic nuggets to best provide all the information required for the query.',
    },
    {
      role: 'user',
      content:
        'Update the list of atomic nuggets of information (1-12 words), if needed, so they best provide the information required for the query. ' +
        'Leverage only the initial list of nuggets (if exists) and the provided context (this is an iterative process).  ' +
        'Return only the final list of all nuggets in a Pythonic list format (even if no updates). Make sure there is no redundant information. ' +
        `Ensure the updated nugget list has at most ${MAX_CREATED_NUGGETS} nuggets (can be less), keeping only the most vital ones. ` +
        'Order them in decreasing order of importance. Prefer nuggets that provide more interesting information.\n\n' +
        `Search Query: ${query}\nContext:\n${context}\nSearch Query: ${query}\n` +
        `Initial Nugget List: ${pythonList(nuggets)}\nInitial Nugget List Length: ${nuggets.length}\n\n` +
        'Only update the list of atomic nuggets (if needed, else return as is). Do not explain. Always answer in short nuggets (not questions). ' +
        'List in the form ["a", "b", ...] and a and b are strings with no mention of ".\nUpdated Nugget List:',
    },
  ];
}

/**
 * Figure 2: importance labels for at most ten nuggets.
 *
 * @example importanceMessages('who founded acme', ['Jane Doe founded Acme'])[1]!.content.startsWith('Based on the query, label each of the 1 nuggets') // true
 */
export function importanceMessages(query: string, nuggets: readonly string[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are NuggetizeScoreLLM, an intelligent assistant that can label a list of atomic nuggets based on their importance for a given search query.',
    },
    {
      role: 'user',
      content:
        `Based on the query, label each of the ${nuggets.length} nuggets either a vital or okay based on the following criteria. ` +
        'Vital nuggets represent concepts that must be present in a "good" answer; on the other hand, okay nuggets contribute worthwhile information about the target but are not essential. ' +
        'Return the list of labels in a Pythonic list format (type: List[str]). The list should be in the same order as the input nuggets. Make sure to provide a label for each nugget.\n\n' +
        `Search Query: ${query}\nNugget List: ${pythonList(nuggets)}\n\nOnly return the list of labels (List[str]). Do not explain.\nLabels:`,
    },
  ];
}

/**
 * Figure 3: assignment of at most ten nuggets against one answer (the paper's "passage").
 *
 * @example assignmentMessages('who founded acme', 'Jane Doe founded Acme in 1990.', ['Jane Doe founded Acme'])[0]!.content.startsWith('You are NuggetizeAssignerLLM') // true
 */
export function assignmentMessages(query: string, answer: string, nuggets: readonly string[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are NuggetizeAssignerLLM, an intelligent assistant that can label a list of atomic nuggets based on if they are captured by a given passage.',
    },
    {
      role: 'user',
      content:
        `Based on the query and passage, label each of the ${nuggets.length} nuggets either as support, partial_support, or not_support using the following criteria. ` +
        'A nugget that is fully captured in the passage should be labeled as support. A nugget that is partially captured in the passage should be labeled as partial_support. ' +
        'If the nugget is not captured at all, label it as not_support. ' +
        'Return the list of labels in a Pythonic list format (type: List[str]). The list should be in the same order as the input nuggets. Make sure to provide a label for each nugget.\n\n' +
        `Search Query: ${query}\nPassage: ${answer}\nNugget List: ${pythonList(nuggets)}\nOnly return the list of labels (List[str]). Do not explain.\nLabels:`,
    },
  ];
}

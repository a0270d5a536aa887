// Decisions on disputed keys in a SQLite store (the `decisions` table, format 3 on): one per key,
// its winner (or none) and losers, why, by whom and when. Losers are a JSON array of nugget ids.

import type Database from 'better-sqlite3';
import type { KeyDecision } from '../../model/decision.js';
import type { NuggetKey } from '../../model/nugget.js';

type Row = Record<string, unknown>;

export class DecisionTable {
  private readonly putDecision: Database.Statement;
  private readonly allDecisions: Database.Statement;
  private readonly anyDecision: Database.Statement;
  private readonly decisionsOf: Database.Statement;

  constructor(db: Database.Database) {
    this.putDecision = db.prepare('INSERT OR REPLACE INTO decisions VALUES (@scope, @subject, @predicate, @winner, @losers, @reason, @by, @at)');
    this.allDecisions = db.prepare('SELECT * FROM decisions ORDER BY key_scope, key_subject, key_predicate');
    this.anyDecision = db.prepare('SELECT 1 FROM decisions LIMIT 1');
    this.decisionsOf = db.prepare(`SELECT d.* FROM decisions d JOIN (SELECT DISTINCT value ->> '$[0]' AS scope, value ->> '$[1]' AS subject,
      value ->> '$[2]' AS predicate FROM json_each(?)) k ON d.key_scope = k.scope AND d.key_subject = k.subject AND d.key_predicate = k.predicate
      ORDER BY d.key_scope, d.key_subject, d.key_predicate`);
  }

  /** The decisions on `keys` (every decision when absent), in key order. */
  of(keys?: readonly NuggetKey[]): KeyDecision[] {
    // Most stores hold no decision: one row probe answers, before the keys are serialised for the join.
    if (keys !== undefined && this.anyDecision.get() === undefined) return [];
    // One query for any number of keys (ingest asks for every key a document touches).
    const rows = (
      keys === undefined ? this.allDecisions.all() : this.decisionsOf.all(JSON.stringify(keys.map((k) => [k.scope, k.subject, k.predicate])))
    ) as Row[];
    return rows.map(toDecision);
  }

  /** Inserts or replaces the decision on its key. */
  put(d: KeyDecision): void {
    this.putDecision.run({
      scope: d.key.scope,
      subject: d.key.subject,
      predicate: d.key.predicate,
      winner: d.winner,
      losers: JSON.stringify(d.losers),
      reason: d.reason,
      by: d.by,
      at: d.at,
    });
  }
}

function toDecision(r: Row): KeyDecision {
  return {
    key: { scope: r.key_scope as string, subject: r.key_subject as string, predicate: r.key_predicate as string },
    winner: (r.winner as string | null) ?? null,
    losers: JSON.parse(r.losers as string) as string[],
    reason: r.reason as string,
    by: r.decided_by as string,
    at: r.decided_at as number,
  };
}

// The entity alias table (Stage 2: "USA" → "United States"): bundled YAML plus user files merged on
// top. Lookup is by normal form, so "U.S." and "us" both find "United States".

import { parse } from 'yaml';
import { NuggetIndexError } from '../model/errors.js';
import { normalizeName } from './normalize.js';

export class AliasTable {
  /** normal form of an alias (or canonical name) → canonical display name */
  private readonly toCanonical = new Map<string, string>();
  /** canonical display name → its aliases (display forms), for indexing */
  private readonly aliasesOf = new Map<string, string[]>();

  /** Adds `canonical` with its aliases; a later file overrides an earlier one for the same alias. */
  add(canonical: string, aliases: readonly string[]): void {
    this.toCanonical.set(normalizeName(canonical), canonical);
    const list = this.aliasesOf.get(canonical) ?? [];
    for (const alias of aliases) {
      this.toCanonical.set(normalizeName(alias), canonical);
      if (!list.includes(alias)) list.push(alias);
    }
    this.aliasesOf.set(canonical, list);
  }

  /** The canonical display name of an entity, or null when the table does not know it. */
  canonical(surface: string): string | null {
    return this.canonicalByNorm(normalizeName(surface));
  }

  /** `canonical` for a surface form already in normal form (normalizeName), so it is not normalised twice. */
  canonicalByNorm(norm: string): string | null {
    return this.toCanonical.get(norm) ?? null;
  }

  /** Aliases of a canonical name (for the sparse index), empty when none. */
  aliases(canonical: string): readonly string[] {
    return this.aliasesOf.get(canonical) ?? [];
  }

  /** The table's content as stable text (sorted alias → canonical pairs), for fingerprints. */
  describe(): string {
    return JSON.stringify([...this.toCanonical].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  get size(): number {
    return this.aliasesOf.size;
  }

  /**
   * Merges a YAML alias file (`version: 1`, `entities: {Canonical: [alias, …]}`).
   *
   * @example new AliasTable().load('version: 1\nentities:\n  United States: [USA, U.S.]\n', 'aliases.yaml')
   */
  load(text: string, file: string): this {
    let data: unknown;
    try {
      data = parse(text);
    } catch (err) {
      const line = (err as { linePos?: { line: number }[] }).linePos?.[0]?.line;
      throw new NuggetIndexError('INVALID_SCHEMA', `${file}${line ? `:${line}` : ''}: not valid YAML`, { file, line });
    }
    const root = data as { version?: unknown; entities?: unknown } | null;
    if (!root || typeof root !== 'object' || root.version !== 1) {
      throw new NuggetIndexError('INVALID_SCHEMA', `${file}: version: unsupported alias file version (expected version: 1)`, { file, field: 'version' });
    }
    const entities = root.entities ?? {};
    if (typeof entities !== 'object' || Array.isArray(entities)) {
      throw new NuggetIndexError('INVALID_SCHEMA', `${file}: entities: must be a mapping of canonical name to a list of aliases`, { file, field: 'entities' });
    }
    for (const [canonical, aliases] of Object.entries(entities as Record<string, unknown>)) {
      if (!Array.isArray(aliases) || aliases.some((a) => typeof a !== 'string' && typeof a !== 'number')) {
        throw new NuggetIndexError('INVALID_SCHEMA', `${file}: entities.${canonical}: must be a list of aliases`, { file, field: `entities.${canonical}` });
      }
      this.add(canonical, aliases.map(String));
    }
    return this;
  }
}

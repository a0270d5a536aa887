// Dense vectors as the dense index keeps them: unit-length Float32 rows, compared by dot product
// (cosine, as every row and query is normalised once).

/** Scales `v` to unit length in place; a zero vector stays zero (it is similar to nothing). */
export function normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  if (sum === 0) return v;
  const scale = 1 / Math.sqrt(sum);
  for (let i = 0; i < v.length; i++) v[i]! *= scale;
  return v;
}

/** The dot product of `q` and row `row` of `rows` (laid out row after row, `q.length` wide). */
export function dotRow(q: Float32Array, rows: Float32Array, row: number): number {
  const d = q.length;
  const at = row * d;
  let s = 0;
  for (let i = 0; i < d; i++) s += q[i]! * rows[at + i]!;
  return s;
}

/** A growable table of fixed-width Float32 rows, addressed by row number. */
export class VectorRows {
  private data: Float32Array;
  private count = 0;

  constructor(
    readonly dimensions: number,
    capacity = 1024,
  ) {
    this.data = new Float32Array(dimensions * Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  /** All rows, back to back (a view: valid until the next push). */
  get rows(): Float32Array {
    return this.data;
  }

  /** Appends a row; answers its number. */
  push(v: Float32Array): number {
    if (v.length !== this.dimensions) throw new RangeError(`a vector of ${v.length} dimensions in a table of ${this.dimensions}`);
    if ((this.count + 1) * this.dimensions > this.data.length) {
      const grown = new Float32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(v, this.count * this.dimensions);
    return this.count++;
  }

  /** Row `row` (a copy). */
  row(row: number): Float32Array {
    return this.data.slice(row * this.dimensions, (row + 1) * this.dimensions);
  }

  /** The used part of the table (a view). */
  used(): Float32Array {
    return this.data.subarray(0, this.count * this.dimensions);
  }

  static from(dimensions: number, rows: Float32Array): VectorRows {
    const table = new VectorRows(dimensions, rows.length / dimensions);
    table.data.set(rows);
    table.count = rows.length / dimensions;
    return table;
  }
}

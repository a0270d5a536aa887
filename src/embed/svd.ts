// Truncated SVD of a sparse matrix by randomised range finding (Halko, Martinsson & Tropp 2011):
// a seeded Gaussian sketch, two power iterations, then the exact SVD of the small projected matrix
// through its Gram matrix. Written here because it is the offline embedder's heart, small (a few
// sparse products and one l×l eigenproblem), and must run in browsers without a numeric library.

import { seededRandom } from '../model/random.js';

/** A sparse matrix in compressed rows: row i's entries are cols/vals[rowStart[i] .. rowStart[i+1]). */
export interface SparseRows {
  rows: number;
  cols: number;
  rowStart: Int32Array;
  colIndex: Int32Array;
  values: Float64Array;
}

/** A dense matrix, row-major: entry (i, j) is data[i * width + j]. */
interface Dense {
  height: number;
  width: number;
  data: Float64Array;
}

function gaussian(height: number, width: number, random: () => number): Dense {
  const data = new Float64Array(height * width);
  for (let i = 0; i < data.length; i += 2) {
    // Box–Muller: two normal deviates from two uniform ones.
    const r = Math.sqrt(-2 * Math.log(1 - random()));
    const a = 2 * Math.PI * random();
    data[i] = r * Math.cos(a);
    if (i + 1 < data.length) data[i + 1] = r * Math.sin(a);
  }
  return { height, width, data };
}

/** M · X, with X dense (M.cols × w). */
function times(m: SparseRows, x: Dense): Dense {
  const w = x.width;
  const out = new Float64Array(m.rows * w);
  const { rowStart, colIndex, values } = m;
  const xd = x.data;
  for (let i = 0; i < m.rows; i++) {
    const o = i * w;
    for (let e = rowStart[i]!, end = rowStart[i + 1]!; e < end; e++) {
      const v = values[e]!;
      const xo = colIndex[e]! * w;
      for (let j = 0; j < w; j++) out[o + j]! += v * xd[xo + j]!;
    }
  }
  return { height: m.rows, width: w, data: out };
}

/** Mᵀ · Y, with Y dense (M.rows × w). */
function timesTransposed(m: SparseRows, y: Dense): Dense {
  const w = y.width;
  const out = new Float64Array(m.cols * w);
  const { rowStart, colIndex, values } = m;
  const yd = y.data;
  for (let i = 0; i < m.rows; i++) {
    const yo = i * w;
    for (let e = rowStart[i]!, end = rowStart[i + 1]!; e < end; e++) {
      const v = values[e]!;
      const o = colIndex[e]! * w;
      for (let j = 0; j < w; j++) out[o + j]! += v * yd[yo + j]!;
    }
  }
  return { height: m.cols, width: w, data: out };
}

/** Aᵀ · A (w × w, symmetric). */
function gram(a: Dense): Float64Array {
  const w = a.width;
  const g = new Float64Array(w * w);
  const ad = a.data;
  for (let i = 0; i < a.height; i++) {
    const o = i * w;
    for (let p = 0; p < w; p++) {
      const v = ad[o + p]!;
      if (v === 0) continue;
      const go = p * w;
      for (let q = p; q < w; q++) g[go + q]! += v * ad[o + q]!;
    }
  }
  for (let p = 0; p < w; p++) for (let q = 0; q < p; q++) g[p * w + q] = g[q * w + p]!;
  return g;
}

/**
 * Orthonormalises A's columns in place by Cholesky QR (A = Q R with R from the Cholesky factor of
 * AᵀA); a second pass restores the accuracy one pass loses on an ill-conditioned sketch. A small ridge keeps a rank-deficient sketch (a tiny corpus) factorable.
 */
function orthonormalise(a: Dense, passes = 2): void {
  const ad = a.data;
  for (let pass = 0; pass < passes; pass++) {
    const w = a.width;
    const g = gram(a);
    let trace = 0;
    for (let p = 0; p < w; p++) trace += g[p * w + p]!;
    const ridge = (trace / w) * 1e-10 + 1e-300;
    // g = L Lᵀ, L lower-triangular, written over g.
    for (let j = 0; j < w; j++) {
      let d = g[j * w + j]! + ridge;
      for (let k = 0; k < j; k++) d -= g[j * w + k]! ** 2;
      const ljj = Math.sqrt(Math.max(d, ridge));
      g[j * w + j] = ljj;
      for (let i = j + 1; i < w; i++) {
        let s = g[i * w + j]!;
        for (let k = 0; k < j; k++) s -= g[i * w + k]! * g[j * w + k]!;
        g[i * w + j] = s / ljj;
      }
    }
    // Each row q of Q solves L qᵀ = aᵀ (forward substitution).
    for (let i = 0; i < a.height; i++) {
      const o = i * w;
      for (let j = 0; j < w; j++) {
        let s = ad[o + j]!;
        const go = j * w;
        for (let k = 0; k < j; k++) s -= g[go + k]! * ad[o + k]!;
        ad[o + j] = s / g[go + j]!;
      }
    }
  }
}

/** Eigenvalues and eigenvectors (columns of `vectors`, row-major n × n) of a symmetric matrix, by cyclic Jacobi rotations. */
function symmetricEigen(matrix: Float64Array, n: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    let norm = 0;
    for (let p = 0; p < n; p++)
      for (let q = 0; q < n; q++) {
        const x = a[p * n + q]! ** 2;
        norm += x;
        if (p !== q) off += x;
      }
    if (off <= 1e-22 * norm) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = a[i * n + i]!;
  return { values, vectors: v };
}

export interface TruncatedSvd {
  /** The k largest singular values, descending. */
  singular: Float64Array;
  /** The left singular vectors, row-major (M.rows × k). */
  left: Float64Array;
  k: number;
}

/**
 * The rank-k truncated SVD of M (left vectors and singular values), approximately: a sketch of k +
 * `oversample` columns refined by `powerIterations` passes, exact for matrices of rank ≤ that width.
 */
export function truncatedSvd(m: SparseRows, k: number, options: { seed?: number; oversample?: number; powerIterations?: number } = {}): TruncatedSvd {
  const width = Math.max(1, Math.min(k + (options.oversample ?? 10), m.rows, m.cols));
  k = Math.min(k, width);
  const random = seededRandom(options.seed ?? 1);
  // The power iterations only need a well-spread basis; the final one must be orthonormal.
  const iterations = options.powerIterations ?? 1;
  let q = times(m, gaussian(m.cols, width, random));
  orthonormalise(q, iterations === 0 ? 2 : 1);
  for (let i = 0; i < iterations; i++) {
    const z = timesTransposed(m, q);
    orthonormalise(z, 1);
    q = times(m, z);
    orthonormalise(q, i === iterations - 1 ? 2 : 1);
  }
  // B = Qᵀ M; B Bᵀ = (Mᵀ Q)ᵀ (Mᵀ Q), whose eigenvectors are B's left singular vectors.
  const bt = timesTransposed(m, q);
  const { values, vectors } = symmetricEigen(gram(bt), width);
  const order = [...values.keys()].sort((x, y) => values[y]! - values[x]!).slice(0, k);
  const singular = Float64Array.from(order, (j) => Math.sqrt(Math.max(0, values[j]!)));
  // U = Q · (the chosen eigenvectors).
  const left = new Float64Array(m.rows * k);
  for (let i = 0; i < m.rows; i++) {
    for (let c = 0; c < k; c++) {
      const j = order[c]!;
      let s = 0;
      for (let p = 0; p < width; p++) s += q.data[i * width + p]! * vectors[p * width + j]!;
      left[i * k + c] = s;
    }
  }
  return { singular, left, k };
}

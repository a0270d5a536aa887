// The Embedder contract (paper §3.3, the dense index's encoder): texts in, one vector per text out.
// Implementations: the offline embedder trained on the store's own text (offline.ts), and any
// OpenAI-compatible /v1/embeddings endpoint (endpoint.ts). Vectors are compared by cosine, so
// whatever an embedder returns is normalised by the dense index.

export interface Embedder {
  /**
   * The vector space's name, stored with the vectors: a store's vectors are only ever compared
   * with vectors of the same id ("offline/ppmi-svd@1", "text-embedding-3-small").
   */
  readonly id: string;
  /** The vectors' length (known after the first call for an endpoint that does not say). */
  readonly dimensions: number;
  /** One vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Called before the dense index is built or loaded: an endpoint learns its vectors' length here. */
  prepare?(): Promise<void>;
}

/**
 * An embedder trained on the store's own text: the dense index trains it on the store's documents
 * when it builds, and again (re-embedding every nugget) when the corpus has doubled since.
 */
export interface TrainableEmbedder extends Embedder {
  readonly trainable: true;
  /** False for an embedder that has learned nothing yet (it is trained before it is used). */
  readonly trained: boolean;
  /** The embedder trained on `texts` (deterministic: the same texts give the same model). */
  train(texts: readonly string[]): TrainableEmbedder;
  /** Embeds without waiting (training embedders are local). */
  embedNow(texts: readonly string[]): Float32Array[];
  /** The trained model as bytes, and back (`decode` returns null for bytes of another format). */
  encode(): Uint8Array;
  decode(bytes: Uint8Array): TrainableEmbedder | null;
}

export function isTrainable(e: Embedder): e is TrainableEmbedder {
  return (e as Partial<TrainableEmbedder>).trainable === true;
}

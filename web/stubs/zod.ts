// Browser-only page stand-in for zod: only src/model/document.ts uses it, to validate documents on
// ingest, which the read-only page never does. Saves ~440 KiB of the bundle (zod/mini in
// document.ts would make this stub unnecessary).
import { inert } from './inert.js';

export const z = inert('zod') as never;

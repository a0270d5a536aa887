// The in-memory backend against the shared NuggetStore conformance suite.

import { MemoryNuggetStore } from '../../src/store/memory.js';
import { storeConformance } from './conformance.js';

storeConformance('memory', async () => {
  const store = new MemoryNuggetStore();
  return { store, cleanup: () => store.close() };
});

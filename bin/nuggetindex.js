#!/usr/bin/env node
// The nuggetindex command; the program lives in src/cli/ (built to dist/ by `npm run build`).
import '../dist/src/cli/run.js';

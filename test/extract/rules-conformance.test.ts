// The rule-based extractor honours the Extractor contract.
import { extractorConformance } from './conformance.js';
import { RuleBasedExtractor } from '../../src/extract/rules.js';
import { defaultSchema } from '../../src/defaults.js';

extractorConformance('RuleBasedExtractor', () => new RuleBasedExtractor(defaultSchema()), defaultSchema());

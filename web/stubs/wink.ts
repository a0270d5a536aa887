// Browser-only page stand-in for wink-nlp and its English model: the page searches an exported store
// and never extracts facts from text, so the tagger (3.5 MB of model) stays out of its bundle.
import { failing } from './inert.js';

export default failing('wink-nlp');

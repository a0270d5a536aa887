// Browser-only page stand-in for yaml: schema and alias files are parsed in Node (the export carries
// the parsed predicates and aliases), so the page never parses YAML.
import { failing } from './inert.js';

export const parse = failing('yaml.parse');
export const parseDocument = failing('yaml.parseDocument');
export const isMap = failing('yaml.isMap');
export const isSeq = failing('yaml.isSeq');
export class LineCounter {
  constructor() {
    failing('yaml.LineCounter')();
  }
}
// Writing YAML (`schema discover`'s output) never happens in the page either.
const failingClass = (name: string) =>
  class {
    constructor() {
      failing(`yaml.${name}`)();
    }
  };
export const Document = failingClass('Document');
export const YAMLMap = failingClass('YAMLMap');
export const YAMLSeq = failingClass('YAMLSeq');
export const Scalar = failingClass('Scalar');

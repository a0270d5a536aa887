// The governance pieces on their own: the temporal tagger, validity inference (Algorithm 1) and
// conflict evaluation for one key (Algorithm 2), and a schema override for co-CEOs.
// Run: node --import tsx examples/governance.ts
import {
  assertedValidity,
  combineEvidence,
  defaultGovernanceConfig,
  defaultSchema,
  evaluateKey,
  overrideCardinality,
  queryPeriod,
  tagTemporal,
  toIso,
  utc,
  type Evidence,
} from '../src/index.js';

const found = tagTemporal('She was chief executive from March 2004 to 2009, and has chaired the board since 2011.');
console.log(found.map((t) => `${t.text} → ${t.role} ${toIso(t.time)} (${t.granularity})`));

const stated = assertedValidity(found.slice(0, 2), utc(2015), 'functional');
console.log('stated validity:', toIso(stated.start), '→', toIso(stated.end)); // 2004-03-01 → 2009-01-01

const span = (source: string, start: number): Evidence => {
  const s = { start: utc(start), end: Infinity, startBasis: 'explicit' as const, endBasis: 'open' as const, granularity: 'year' as const };
  return { docId: source, revision: 1, source, start: 0, end: 1, quote: '', confidence: 0.9, documentTime: utc(start), stated: s, asserted: s };
};
const claims = [
  { id: 'roe', evidence: [span('reuters', 2001)] },
  { id: 'doe', evidence: [span('ap', 2008), span('bloomberg', 2008)] }, // two independent sources
].map((c) => ({ ...c, base: combineEvidence(c.evidence) }));
for (const [id, s] of evaluateKey(claims, 'functional', defaultGovernanceConfig)) {
  console.log(id, s.epistemic.status, toIso(s.validity.start), '→', toIso(s.validity.end)); // roe closes at 2008
}

const coCeo = overrideCardinality(defaultSchema(), { chiefExecutiveOfficer: 'multi-valued' });
console.log('CEO cardinality with override:', coCeo.byName.get('chiefExecutiveOfficer')?.cardinality);
console.log(queryPeriod('Who was CEO from 2004 to 2005?', undefined, Date.now()));

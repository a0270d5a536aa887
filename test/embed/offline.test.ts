// The offline embedder: word vectors learned from a corpus (PPMI + truncated SVD), deterministic,
// round-tripped through bytes, and texts about the same thing closer than texts about others.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OfflineEmbedder, trainOffline } from '../../src/embed/offline.js';
import { ByteReader } from '../../src/search/codec.js';
import { decodeOffline } from '../../src/embed/offline.js';

const dot = (a: Float32Array, b: Float32Array): number => a.reduce((s, x, i) => s + x * b[i]!, 0);

/** A corpus where "coach" and "manager" share contexts (clubs, seasons) and "married" others (families). */
function corpus(): string[] {
  const clubs = ['Rovers', 'United', 'Athletic', 'Albion', 'City', 'Wanderers', 'Harbour', 'Rangers'];
  const people = ['Anna', 'Boris', 'Carla', 'Dmitri', 'Elena', 'Farid', 'Greta', 'Hugo'];
  const out: string[] = [];
  for (let i = 0; i < 160; i++) {
    const club = clubs[i % clubs.length]!;
    const p = people[(i * 3) % people.length]!;
    const q = people[(i * 5 + 1) % people.length]!;
    out.push(
      i % 2 === 0
        ? `${p} was the head coach of ${club} football club for the season, leading the team in the league.`
        : `${p} was the manager of ${club} football club for the season, leading the team in the league.`,
    );
    out.push(`${p} married ${q} in a ceremony with family, and their daughter and son were born later.`);
  }
  return out;
}

test('texts on the same topic are closer than texts on another; unknown words embed to zero', () => {
  const e = trainOffline(corpus());
  const [coach, manager, married] = e.embedNow(['coach of the club', 'manager of the team', 'married his wife']);
  assert.ok(dot(coach!, manager!) > dot(coach!, married!) + 0.05, `${dot(coach!, manager!)} vs ${dot(coach!, married!)}`);
  assert.ok(Math.abs(dot(coach!, coach!) - 1) < 1e-5, 'unit length');
  const [none] = e.embedNow(['zyzzyva quokka']);
  assert.ok(none!.every((x) => x === 0));
  assert.ok(
    new OfflineEmbedder().embedNow(['anything'])[0]!.every((x) => x === 0),
    'an untrained embedder knows no words',
  );
});

test('training is deterministic and the model survives its bytes', () => {
  const a = trainOffline(corpus());
  const b = trainOffline(corpus());
  assert.deepEqual(a.encode(), b.encode());
  const back = decodeOffline(new ByteReader(a.encode()))!;
  assert.equal(back.terms, a.terms);
  assert.deepEqual(back.embedNow(['coach of the club']), a.embedNow(['coach of the club']));
  assert.equal(a.decode(new Uint8Array([3, 1, 2])), null);
  // A corpus too small for any vocabulary still trains (into an embedder that knows no words).
  assert.equal(trainOffline(['one sentence only']).terms, 0);
});

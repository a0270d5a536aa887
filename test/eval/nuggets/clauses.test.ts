// The clause cutter behind offline nugget creation from passages: clauses of 3–12 words with their
// asides removed, and a longer clause compressed to its subject with the head of its copula and with
// each participle phrase — in the source's words, with the span it came from.

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clausesOf } from '../../../src/eval/nuggets/offline/clauses.js';

const texts = (text: string) => clausesOf({ docid: 'd', text }).map((c) => c.text);

describe('clausesOf', () => {
  it('cuts at semicolons and before subordinate words, drops parentheses, keeps lists whole', () => {
    assert.deepEqual(texts('Christopher Nolan (born 1970) is a director, producer, and screenwriter; he lives in London.'), [
      'Christopher Nolan is a director, producer, and screenwriter',
      'he lives in London',
    ]);
  });

  it('leaves out dependent clauses, whose subject is elsewhere, and pieces of fewer than three words', () => {
    assert.deepEqual(texts('Acme makes anvils, which Wile E. Coyote buys. It grew.'), ['Acme makes anvils']);
  });

  it("compresses a long clause to its copula's head and its participle phrases, events in the past", () => {
    assert.deepEqual(texts('Maximum Overdrive is a 1986 American science fiction horror comedy film written and directed by Stephen King.'), [
      'Maximum Overdrive is a 1986 American science fiction horror comedy film',
      'Maximum Overdrive was written and directed by Stephen King',
    ]);
    assert.deepEqual(texts('Two Dollar Radio is an independent mom-and-pop publishing house based in Columbus, Ohio.'), [
      'Two Dollar Radio is an independent mom-and-pop publishing house',
      'Two Dollar Radio is based in Columbus',
    ]);
  });

  it('does not compress a clause whose subject is a pronoun (it names no one)', () => {
    assert.deepEqual(texts('It is a long and winding road built by the Romans across the hills of the north in 100 AD.'), []);
  });

  it("gives each statement its source clause's span", () => {
    const text = 'Acme was founded in 1990. Formula One Arcade is a racing video game developed by Studio 33 and published by Sony Computer Entertainment.';
    const found = clausesOf({ docid: 'd', text });
    const developed = found.find((c) => c.text === 'Formula One Arcade was developed by Studio 33');
    assert.ok(developed, JSON.stringify(found.map((c) => c.text)));
    assert.equal(text.slice(developed.start, developed.end).startsWith('Formula One Arcade is a racing video game'), true);
    assert.equal(found[0]!.text, 'Acme was founded in 1990');
    assert.deepEqual([found[0]!.start, found[0]!.end], [0, 25]);
  });
});

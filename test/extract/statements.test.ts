// Clause-level statements: what a dated sentence says about the page's subject when no schema
// predicate names it — one statement per named object, the verb phrase kept, dated by the clause's
// own time (or its paragraph's narrative time).

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { clauseStatements, datedList, STATEMENT_PREDICATE, type Statement } from '../../src/extract/statements.js';
import type { DocumentSubject } from '../../src/extract/structure.js';
import { tagTemporal, type TemporalExpression } from '../../src/extract/temporal.js';
import { toIso, utc } from '../../src/model/time.js';

const PIENING: DocumentSubject = { name: 'Adam Piening', mentions: new Set(['adam piening', 'piening', 'adam']), person: true, decided: true };
const HAMMARBY: DocumentSubject = { name: 'Hammarby IF', mentions: new Set(['hammarby if', 'hammarby']), person: false, decided: true };
const CHEMNITZ: DocumentSubject = { name: 'Chemnitz', mentions: new Set(['chemnitz']), person: false, decided: true };
const FORTET: DocumentSubject = { name: 'Fångarna på fortet', mentions: new Set(['fångarna på fortet']), person: false, decided: true };

/** Where the sentence sits in its (imaginary) document: statements keep document offsets. */
const OFFSET = 120;

/** A narrative START inherited from an earlier sentence of the paragraph (document offsets 20–27). */
const narrative = (year: number): TemporalExpression => ({
  start: 20,
  end: 27,
  text: `in ${year}`,
  role: 'START',
  time: utc(year),
  granularity: 'year',
  cue: 'narrative',
});

function statements(text: string, subject: DocumentSubject, options: { inherited?: TemporalExpression; covered?: string[] } = {}): Statement[] {
  const own = tagTemporal(text, { documentTime: utc(2021, 8, 1) }).map((t) => ({ ...t, start: t.start + OFFSET, end: t.end + OFFSET }));
  return clauseStatements({ text, offset: OFFSET, subject, own, inherited: options.inherited ?? null, covered: new Set(options.covered ?? []) });
}
const brief = (xs: Statement[]) => xs.map((s) => `${s.subject} | ${s.object} | ${s.temporal.map((t) => `${t.role} ${toIso(t.time)} ${t.cue}`).join(', ')}`);

test("statements are keyed under the schema's event-log predicate", () => assert.equal(STATEMENT_PREDICATE, 'statement'));

describe('statements about the page subject', () => {
  test('a dated clause gives one statement with its verb phrase and object', () => {
    assert.deepEqual(brief(statements('In 1930 , Piening joined the Reichsmarine .', PIENING)), [
      'Adam Piening | joined the Reichsmarine | START 1930-01-01 joined',
    ]);
  });

  test("the temporal expressions it returns are the sentence's own, in document offsets", () => {
    const text = 'In 1930 , Piening joined the Reichsmarine .';
    const [s] = statements(text, PIENING);
    assert.deepEqual(
      s!.temporal.map((t) => [t.start, t.end, t.text]),
      [[OFFSET, OFFSET + 'In 1930'.length, 'In 1930']],
    );
  });

  test('coordinated objects become one statement each, sharing the verb phrase', () => {
    assert.deepEqual(brief(statements('In 2004 , she completed fellowships at Alpha University , Beta College and Gamma Institute .', PIENING)), [
      'Adam Piening | completed fellowships at Alpha University | POINT 2004-01-01 in',
      'Adam Piening | completed fellowships at Beta College | POINT 2004-01-01 in',
      'Adam Piening | completed fellowships at Gamma Institute | POINT 2004-01-01 in',
    ]);
  });

  test('a person page takes "he"/"she" as its subject, not "it"', () => {
    assert.equal(statements('In 1998 , he won the Swedish Cup .', PIENING).length, 1);
    assert.deepEqual(statements('In 1998 , it won the Swedish Cup .', PIENING), []);
  });

  test('a page about a thing takes "it" and definite descriptions ("the club", "the company") as its subject, not "he"', () => {
    assert.deepEqual(brief(statements('In 1998 , the club won the Swedish Cup .', HAMMARBY)), ['Hammarby IF | won the Swedish Cup | POINT 1998-01-01 in']);
    assert.deepEqual(brief(statements('In 1998 , the company won the Swedish Cup .', HAMMARBY)), ['Hammarby IF | won the Swedish Cup | POINT 1998-01-01 in']);
    assert.deepEqual(brief(statements('In 1998 , it won the Swedish Cup .', HAMMARBY)), ['Hammarby IF | won the Swedish Cup | POINT 1998-01-01 in']);
    assert.deepEqual(statements('In 1998 , he won the Swedish Cup .', HAMMARBY), []);
  });

  test('a statement from its own date is surer than one from the narrative time', () => {
    const [dated] = statements('In 1930 , Piening joined the Reichsmarine .', PIENING);
    const [undated] = statements('Piening joined the Reichsmarine .', PIENING, { inherited: narrative(1930) });
    assert.deepEqual(brief([undated!]), ['Adam Piening | joined the Reichsmarine | START 1930-01-01 narrative']);
    assert.ok(undated!.confidence < dated!.confidence, `${undated!.confidence} < ${dated!.confidence}`);
  });

  test('a place and the region it lies in, after a preposition, are one object', () => {
    assert.deepEqual(brief(statements('In 1990 , he settled at Lax Kwalaams , British Columbia .', PIENING)), [
      'Adam Piening | settled at Lax Kwalaams , British Columbia | POINT 1990-01-01 in',
    ]);
    // Without the preposition, they are two objects of the verb.
    assert.equal(statements('In 1990 , he visited Lax Kwalaams , British Columbia .', PIENING).length, 2);
  });

  test('objects other extraction already covered are skipped', () => {
    assert.deepEqual(statements('In 1930 , Piening joined the Reichsmarine .', PIENING, { covered: ['reichsmarine'] }), []);
    assert.deepEqual(
      statements('In 2004 , she completed fellowships at Alpha University , Beta College and Gamma Institute .', PIENING, { covered: ['beta college'] }).map(
        (s) => s.object,
      ),
      ['completed fellowships at Alpha University', 'completed fellowships at Gamma Institute'],
    );
  });

  test('a clause with no named object is its own statement', () => {
    const [s] = statements('In 1944 , he was promoted to the rank of captain .', PIENING);
    assert.equal(s?.subject, 'Adam Piening');
    assert.match(s!.object, /^was promoted to the rank of captain\b/);
    assert.deepEqual(
      s!.temporal.map((t) => toIso(t.time)),
      ['1944-01-01'],
    );
  });

  test('a clause with no named object reads "was promoted to the rank of captain", without the sentence\'s period, as the comment says', () => {
    assert.equal(statements('In 1944 , he was promoted to the rank of captain .', PIENING)[0]?.object, 'was promoted to the rank of captain');
    assert.equal(statements('In 1944, he was promoted to the rank of captain.', PIENING)[0]?.object, 'was promoted to the rank of captain');
  });
});

describe('sentences about another entity on the page', () => {
  test('give one statement about that entity, decontextualised with the page subject', () => {
    const xs = statements('Since 2006 , Barbara Ludwig ( SPD ) has served as mayor .', CHEMNITZ);
    assert.equal(xs.length, 1);
    assert.equal(xs[0]!.subject, 'Barbara Ludwig');
    assert.match(xs[0]!.object, /^has served as mayor\b.*\(Chemnitz\)$/);
    assert.deepEqual(
      xs[0]!.temporal.map((t) => `${t.role} ${toIso(t.time)}`),
      ['START 2006-01-01'],
    );
  });

  test('read "has served as mayor (Chemnitz)", without the sentence\'s period', () => {
    assert.equal(statements('Since 2006 , Barbara Ludwig ( SPD ) has served as mayor .', CHEMNITZ)[0]?.object, 'has served as mayor (Chemnitz)');
  });

  test('a name that is not followed by its verb is not a subject', () => {
    assert.deepEqual(statements('In 2006 , Barbara Ludwig , the mayor .', CHEMNITZ), []);
  });
});

describe('time', () => {
  test('no time of its own and none inherited: no statement', () => {
    assert.deepEqual(statements('Piening joined the Reichsmarine .', PIENING), []);
  });

  test("a lifespan in parentheses after the subject is not the clause's time", () => {
    assert.deepEqual(statements('Piening ( born 12 May 1950 ) joined the Reichsmarine .', PIENING), []);
    assert.deepEqual(brief(statements('Piening ( 1909–1996 ) joined the Reichsmarine in 1930 .', PIENING)), [
      'Adam Piening | joined the Reichsmarine | START 1930-01-01 joined',
    ]);
  });

  test('"former" dates a noun, not the clause: it is never used', () => {
    assert.deepEqual(statements('Piening met former president Havel .', PIENING), []);
    const [s] = statements('Piening met former president Havel .', PIENING, { inherited: narrative(1990) });
    assert.deepEqual(
      s!.temporal.map((t) => t.cue),
      ['narrative'],
    );
  });

  test('a bare "until X" needs an earlier narrative time to start from', () => {
    const text = 'He was on display at the Louvre until 1955 .';
    assert.deepEqual(statements(text, PIENING), []);
    assert.deepEqual(statements(text, PIENING, { inherited: narrative(1960) }), []);
    assert.deepEqual(brief(statements(text, PIENING, { inherited: narrative(1950) })), [
      'Adam Piening | was on display at the Louvre | START 1950-01-01 narrative, END 1955-01-01 until',
    ]);
  });

  test('dates are chosen per comma segment: a range travels with the object in its segment', () => {
    assert.deepEqual(brief(statements('The show aired from 2000 to 2004 on Kanal 5 , in 2011 on TV11 .', FORTET)), [
      'Fångarna på fortet | aired on Kanal 5 | START 2000-01-01 from, END 2004-01-01 to',
      'Fångarna på fortet | on TV11 | POINT 2011-01-01 in',
    ]);
  });

  test('a verb that ends something ("left … in 1897") is an event at its date, not an end', () => {
    const [s] = statements('In April 1897 , Piening left the Dutch East Indies .', PIENING);
    assert.equal(s?.object, 'left the Dutch East Indies');
    assert.deepEqual(
      s!.temporal.map((t) => `${t.role} ${toIso(t.time)}`),
      ['POINT 1897-04-01'],
    );
  });
});

describe('possessive openers and names dated in place', () => {
  const NIVA: DocumentSubject = { name: 'Niva', mentions: new Set(['niva']), person: false, decided: true };

  test('"Its …" opens a clause about the page subject, the noun kept in the phrase', () => {
    assert.deepEqual(brief(statements('In 1870 , its editor was Viktor Klyushnikov .', NIVA)), ['Niva | editor was Viktor Klyushnikov | POINT 1870-01-01 in']);
  });

  test('several names dated in place are one statement each, with their own periods', () => {
    const text = 'Its editors included Viktor Klyushnikov ( 1870 to 1892 ) , Dmitry Stakheev ( 1875—1877 ) and Fedor Berg ( 1878—1887 ) .';
    const own = tagTemporal(text, { documentTime: utc(2021, 8, 1) }).map((t) => ({ ...t, start: t.start + OFFSET, end: t.end + OFFSET }));
    const got = datedList(text, OFFSET, NIVA, own).map((s) => `${s.object} | ${s.temporal.map((t) => `${t.role} ${toIso(t.time)}`).join(', ')}`);
    assert.deepEqual(got, [
      'editors included Viktor Klyushnikov | START 1870-01-01, END 1892-01-01',
      'editors included Dmitry Stakheev | START 1875-01-01, END 1877-01-01',
      'editors included Fedor Berg | START 1878-01-01, END 1887-01-01',
    ]);
  });

  test("the label is the verb phrase after the clause's own subject; a bare copula is none", () => {
    const list = (text: string) =>
      datedList(
        text,
        OFFSET,
        NIVA,
        tagTemporal(text, { documentTime: utc(2021, 8, 1) }).map((t) => ({ ...t, start: t.start + OFFSET, end: t.end + OFFSET })),
      ).map((s) => s.object);
    assert.deepEqual(list('Before accepting the Bernhardson Chair , she taught at Luther Seminary ( 1985-1990 ) and Luther College ( 1990-1995 ) .'), [
      'taught at Luther Seminary',
      'taught at Luther College',
    ]);
    assert.deepEqual(list('The characters starred in two films ; these are A Princesa e o Robô ( 1983 ) and Uma Aventura no Tempo ( 2007 ) .'), []);
    // (A label with a subject of its own says nothing about the page's subject.)
    assert.deepEqual(list('Analysts included Gil Stratton ( 1950s ) and Dick Bass ( 1970s ) .'), []);
    // (The six words before the first name hold no verb: no verb phrase for the names.)
    assert.deepEqual(
      list(
        'She went on to appear in a number of Shakespeare productions , in Quo Vadis ( 1900 ) , and as the lead in Mrs Danes Defence ( 1900 ) and Leah Kleschna ( 1905 ) .',
      ),
      [],
    );
  });

  test('one dated name is not a list (it may be a lifespan)', () => {
    const text = 'The mathematician Herbert Dallmann ( 1909–1996 ) was appointed as the first rector .';
    const own = tagTemporal(text, { documentTime: utc(2021, 8, 1) }).map((t) => ({ ...t, start: t.start + OFFSET, end: t.end + OFFSET }));
    assert.deepEqual(datedList(text, OFFSET, NIVA, own), []);
  });
});

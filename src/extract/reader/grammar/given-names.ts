// Common given names whose bearer's gender is all but certain, so that "she" does not resolve to
// the last-named David. "May, who succeeded David Cameron as prime minister, … She has failed three
// times": the most recent person is Cameron, and nothing else in the text says he is not "she".
// Names that are given to both (Alex, Jean, Kim, Robin) are left out: an unknown gender fits either.

// prettier-ignore
const MALE = new Set([
  'aaron', 'adam', 'adolf', 'adrian', 'alan', 'albert', 'alexander', 'alfred', 'andrew', 'angelo', 'anthony', 'antonio',
  'arnold', 'arthur', 'barack', 'benjamin', 'bernard', 'bill', 'bob', 'boris', 'brian', 'bruce', 'carl', 'carlos',
  'charles', 'christopher', 'colin', 'daniel', 'david', 'dennis', 'dick', 'donald', 'douglas', 'edward',
  'emmanuel', 'eric', 'ernst', 'felix', 'francesco', 'francis', 'frank', 'franz', 'fred', 'frederick', 'friedrich',
  'george', 'gerald', 'gerhard', 'giovanni', 'giuseppe', 'gordon', 'gregory', 'hans', 'harold', 'harry', 'heinrich',
  'helmut', 'henry', 'herbert', 'howard', 'hugh', 'ian', 'igor', 'ivan', 'jack', 'jacob', 'james', 'jason', 'jeff',
  'jeffrey', 'jeremy', 'jerry', 'jim', 'joe', 'johann', 'johannes', 'john', 'jonathan', 'jorge', 'josé', 'joseph',
  'juan', 'karl', 'keith', 'kenneth', 'kevin', 'klaus', 'larry', 'lawrence', 'leonard', 'louis', 'ludwig', 'luigi',
  'manuel', 'marco', 'mario', 'mark', 'martin', 'matthew', 'matthias', 'michael', 'mike', 'mikhail', 'nicholas',
  'nikolai', 'oliver', 'otto', 'patrick', 'paul', 'pedro', 'peter', 'philip', 'pierre', 'ralph', 'raymond', 'richard',
  'robert', 'roger', 'ronald', 'roy', 'samuel', 'scott', 'sergei', 'sergey', 'simon', 'stephen', 'steve', 'steven',
  'stuart', 'ted', 'thomas', 'timothy', 'tom', 'tony', 'victor', 'vladimir', 'walter', 'wilhelm', 'william', 'wolfgang',
  'yuri',
]);

// prettier-ignore
const FEMALE = new Set([
  'abigail', 'alice', 'amanda', 'amy', 'angela', 'ann', 'anna', 'anne', 'annie', 'barbara', 'betty', 'brenda',
  'carol', 'caroline', 'catherine', 'charlotte', 'christina', 'christine', 'claire', 'clara', 'cynthia', 'deborah',
  'diana', 'diane', 'donna', 'dorothy', 'elena', 'elisabeth', 'elizabeth', 'ellen', 'emily', 'emma', 'eva',
  'frances', 'grace', 'hannah', 'heather', 'helen', 'helena', 'hillary', 'ingrid', 'irene', 'isabel',
  'jane', 'janet', 'jennifer', 'jessica', 'joan', 'joanna', 'josephine', 'judith', 'julia', 'julie', 'karen',
  'katherine', 'kathleen', 'kathryn', 'laura', 'linda', 'lisa', 'louise', 'lucy', 'margaret', 'maria', 'marie',
  'marion', 'martha', 'mary', 'melissa', 'michelle', 'monica', 'nancy', 'natalia', 'natalie', 'nicole', 'olga',
  'pamela', 'patricia', 'paula', 'rachel', 'rebecca', 'rosa', 'rose', 'ruth', 'sandra', 'sarah', 'sharon', 'sofia',
  'sophie', 'susan', 'teresa', 'theresa', 'ursula', 'victoria', 'wendy',
]);

/**
 * The gender a person's given name (the first word of a full name) all but settles, else null.
 *
 * @example givenNameGender('David Cameron') // 'male'
 * @example givenNameGender('Cameron') // null
 */
export function givenNameGender(name: string): 'male' | 'female' | null {
  // The first word of a name of two or more: what precedes its first white space (nothing, when it
  // opens with some). The same as splitting on white space, without making the array.
  const space = name.search(/\s/);
  if (space < 0) return null;
  const first = name.slice(0, space).toLowerCase();
  return MALE.has(first) ? 'male' : FEMALE.has(first) ? 'female' : null;
}

/** Is a one-word name a common given name ("Hugh", "Mary"): a person the text names only by it is not named enough? */
export function isGivenName(word: string): boolean {
  const w = word.toLowerCase();
  return MALE.has(w) || FEMALE.has(w);
}

// Names that are places wherever they occur: countries, continents, US states and a few regions, and
// large cities, in the one- or two-word forms texts write them in. Shared by mention typing
// (discover/) and the prose reader's first guess at what a name is (reader/grammar/references.ts).

/** Countries by their one- or two-word names. */
// prettier-ignore
export const COUNTRIES: ReadonlySet<string> = new Set(
  ('Afghanistan Albania Algeria Argentina Armenia Australia Austria Azerbaijan Bangladesh Belarus Belgium Bolivia Bosnia Brazil Bulgaria ' +
    'Cambodia Cameroon Canada Chile China Colombia Croatia Cuba Cyprus Czechoslovakia Denmark Ecuador Egypt England Estonia Ethiopia ' +
    'Finland France Georgia Germany Ghana Greece Hungary Iceland India Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan ' +
    'Kazakhstan Kenya Korea Kosovo Latvia Lebanon Libya Lithuania Luxembourg Malaysia Mexico Moldova Mongolia Montenegro Morocco ' +
    'Nepal Netherlands Nigeria Norway Pakistan Panama Paraguay Peru Philippines Poland Portugal Prussia Romania Russia Scotland Serbia ' +
    'Singapore Slovakia Slovenia Somalia Spain Sudan Sweden Switzerland Syria Taiwan Thailand Tunisia Turkey Uganda Ukraine Uruguay ' +
    'Venezuela Vietnam Wales Yugoslavia Zambia Zimbabwe'
  ).split(' ').concat(['United States', 'United Kingdom', 'Soviet Union', 'South Africa', 'Saudi Arabia', 'Sri Lanka', 'Great Britain', 'New Zealand', 'Northern Ireland']),
);

/** A state's name: one of the countries above or a realm by its kind ("Russian Empire", "Kingdom of Prussia"). */
export function polityName(name: string): boolean {
  return COUNTRIES.has(name) || OTHER_STATES.has(name) || REALM.test(name);
}
const REALM =
  /\b(?:Empire|Kingdom|Republic|Caliphate|Khanate|Sultanate|Emirate|Confederation|Commonwealth|Federation|Monarchy|Union|SSR)$|^(?:Kingdom|Republic|Duchy|Grand Duchy|Archduchy|Principality|Grand Principality|Tsardom|Electorate|Margraviate|Emirate|Sultanate|Khanate|Caliphate) of\b/;
/** States the countries above leave out: by short, former or historic names ("Britain", "USSR", "Austria-Hungary", "Venice"). */
// prettier-ignore
const OTHER_STATES: ReadonlySet<string> = new Set([
  'Britain', 'USA', 'U.S.', 'US', 'America', 'USSR', 'PRC', 'ROC', 'UAE', 'Austria-Hungary', 'West Germany', 'East Germany', 'Nazi Germany',
  'Imperial Japan', 'Venice', 'Genoa', 'Byzantium', 'Sardinia', 'Savoy', 'Muscovy', 'Persia', 'Siam', 'Burma', 'Ceylon', 'Rhodesia', 'Zaire',
  'Bohemia', 'Bavaria', 'Saxony', 'Hanover', 'Württemberg', 'Piedmont', 'Tuscany', 'Naples', 'Sicily', 'Castile', 'Aragon', 'Navarre',
  'Myanmar', 'Kyrgyzstan', 'Tajikistan', 'Turkmenistan', 'Uzbekistan', 'Qatar', 'Kuwait', 'Bahrain', 'Oman', 'Yemen',
]);

/** Countries, US states and large cities whose one- or two-word names are places wherever they occur. */
export const PLACES: ReadonlySet<string> = new Set(
  [...COUNTRIES].concat(
    (
      'Europe Asia Africa America Antarctica ' +
      'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky ' +
      'Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon ' +
      'Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming Ontario Quebec Bavaria Saxony Catalonia Siberia ' +
      'London Paris Berlin Rome Madrid Vienna Moscow Tokyo Beijing Shanghai Delhi Mumbai Cairo Istanbul Athens Lisbon Dublin Edinburgh ' +
      'Glasgow Manchester Liverpool Birmingham Amsterdam Brussels Prague Warsaw Budapest Stockholm Oslo Copenhagen Helsinki Munich Hamburg ' +
      'Milan Naples Barcelona Boston Chicago Philadelphia Detroit Seattle Toronto Montreal Vancouver Sydney Melbourne Odessa Kiev Kyiv ' +
      'St. Petersburg'
    )
      .split(' ')
      .concat([
        'New York',
        'New Jersey',
        'New Mexico',
        'New Hampshire',
        'North Carolina',
        'South Carolina',
        'North Dakota',
        'South Dakota',
        'West Virginia',
        'Rhode Island',
        'Los Angeles',
        'San Francisco',
        'Hong Kong',
        'Washington, D.C.',
        // ("City" is otherwise a club's word: "Manchester City".)
        'New York City',
        'Mexico City',
        'Kansas City',
        'Salt Lake City',
        'Oklahoma City',
        'Quebec City',
        'Panama City',
        'Guatemala City',
        'Kuwait City',
        'Vatican City',
        'Ho Chi Minh City',
      ]),
  ),
);

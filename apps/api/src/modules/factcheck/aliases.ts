/**
 * How Nigerians name people, places and things in a rumour, mapped to how fact-checks write
 * them: nicknames and titles, everyday synonyms, shorthand. Triggers are matched as whole words
 * after normalisation (lower case, Pidgin mapped); `terms` are added to the query.
 */
export interface Alias {
  triggers: string[];
  terms: string[];
}

export const aliases: Alias[] = [
  // ---- people, by nickname or title
  {
    triggers: ['jagaban', 'asiwaju', 'bat', 'emilokan', 'city boy'],
    terms: ['tinubu', 'bola tinubu', 'president'],
  },
  {
    triggers: ['pmb', 'sai baba', 'baba buhari', 'mai gaskiya'],
    terms: ['buhari', 'muhammadu buhari', 'president'],
  },
  { triggers: ['gej', 'ebele', 'jona'], terms: ['goodluck jonathan', 'jonathan'] },
  { triggers: ['obj', 'baba iyabo', 'ebora owu'], terms: ['obasanjo', 'olusegun obasanjo'] },
  { triggers: ['ibb', 'maradona'], terms: ['babangida', 'ibrahim babangida'] },
  {
    triggers: ['baba go slow', 'baba go-slow'],
    terms: ['buhari', 'muhammadu buhari', 'president'],
  },
  { triggers: ['umyu'], terms: ["yar'adua", 'yaradua', 'umaru'] },
  {
    triggers: ['waziri', 'waziri adamawa', 'turaki', 'atiku'],
    terms: ['atiku', 'abubakar', 'atiku abubakar'],
  },
  {
    triggers: ['obidient', 'obidients', 'okwute', 'peter obi'],
    terms: ['peter obi', 'obi', 'labour party'],
  },
  { triggers: ['white lion', 'gya gya'], terms: ['yahaya bello', 'kogi', 'governor'] },
  { triggers: ['wike', 'mr projects', 'mr project'], terms: ['wike', 'nyesom wike', 'rivers'] },
  {
    triggers: ['el rufai', 'elrufai', 'mallam nasir'],
    terms: ['el-rufai', 'nasir el-rufai', 'kaduna'],
  },
  {
    triggers: ['sanwo', 'mr fix'],
    terms: ['sanwo-olu', 'babajide sanwo-olu', 'lagos', 'governor'],
  },
  { triggers: ['osinbajo', 'prof', 'yemi'], terms: ['osinbajo', 'vice president'] },
  { triggers: ['shettima'], terms: ['kashim shettima', 'vice president'] },
  { triggers: ['kwankwaso', 'kwankwasiyya'], terms: ['kwankwaso', 'rabiu kwankwaso', 'kano'] },
  { triggers: ['aisha', 'first lady'], terms: ['aisha buhari', 'first lady', 'wife'] },
  { triggers: ['remi', 'mama remi'], terms: ['remi tinubu', 'first lady', 'senator'] },
  { triggers: ['trump', 'donald'], terms: ['trump', 'donald trump', 'president'] },
  { triggers: ['biden', 'sleepy joe'], terms: ['biden', 'joe biden'] },
  { triggers: ['pelosi', 'pelosy'], terms: ['pelosi', 'nancy pelosi'] },
  { triggers: ['bill gates', 'gates'], terms: ['bill gates', 'gates foundation', 'vaccine'] },
  { triggers: ['fauci'], terms: ['fauci', 'anthony fauci'] },
  { triggers: ['who boss', 'tedros'], terms: ['tedros', 'world health organization', 'who'] },
  { triggers: ['pope', 'vatican'], terms: ['pope', 'pope francis', 'vatican'] },
  { triggers: ['nnamdi kanu', 'kanu', 'ipob', 'biafra'], terms: ['nnamdi kanu', 'ipob', 'biafra'] },
  { triggers: ['sunday igboho', 'igboho'], terms: ['sunday igboho', 'yoruba nation'] },
  { triggers: ['davido', 'omo baba olowo', 'obo'], terms: ['davido', 'singer'] },
  { triggers: ['wizkid', 'starboy', 'big wiz'], terms: ['wizkid', 'singer'] },
  { triggers: ['burna', 'odogwu'], terms: ['burna boy', 'singer'] },

  // ---- places
  { triggers: ['osun capital'], terms: ['osogbo', 'osun'] },
  { triggers: ['lasgidi', 'eko', 'gidi'], terms: ['lagos'] },
  { triggers: ['naija', '9ja'], terms: ['nigeria', 'nigerian'] },
  {
    triggers: ['yankee', 'yankees', 'america', 'usa', 'us', 'states'],
    terms: ['united states', 'american', 'us', 'usa'],
  },
  {
    triggers: ['uk', 'london', 'britain', 'england'],
    terms: ['united kingdom', 'uk', 'britain', 'british'],
  },
  {
    triggers: ['aso rock', 'aso villa', 'villa'],
    terms: ['presidential villa', 'aso rock', 'president'],
  },
  { triggers: ['red planet'], terms: ['mars'] },
  { triggers: ['china', 'chinese', 'wuhan'], terms: ['china', 'chinese', 'wuhan'] },

  // ---- institutions and shorthand
  {
    triggers: ['fg', 'feds', 'federal government'],
    terms: ['federal government', 'government', 'nigerian government'],
  },
  { triggers: ['cbn', 'central bank'], terms: ['central bank', 'cbn', 'naira'] },
  {
    triggers: ['inec', 'electoral body', 'election body'],
    terms: ['inec', 'electoral commission', 'election'],
  },
  { triggers: ['efcc'], terms: ['efcc', 'economic and financial crimes commission'] },
  { triggers: ['dss', 'sss'], terms: ['department of state services', 'dss'] },
  {
    triggers: ['nysc', 'corper', 'corpers', 'youth corper'],
    terms: ['nysc', 'national youth service corps', 'corps members'],
  },
  { triggers: ['jamb', 'utme'], terms: ['jamb', 'utme', 'admission'] },
  { triggers: ['waec', 'neco', 'ssce'], terms: ['waec', 'examination', 'neco'] },
  { triggers: ['asuu', 'lecturers strike'], terms: ['asuu', 'strike', 'university'] },
  { triggers: ['yellow network', 'mtn'], terms: ['mtn', 'telecom', 'network'] },
  { triggers: ['glo', 'airtel', 'network provider'], terms: ['telecom', 'network', 'data'] },
  { triggers: ['5g', 'mast', 'masts'], terms: ['5g', 'network', 'radiation', 'masts'] },
  {
    triggers: ['army', 'soldiers', 'military', 'troops'],
    terms: ['army', 'soldiers', 'military', 'troops'],
  },
  { triggers: ['police', 'sars', 'olopa'], terms: ['police', 'officers', 'sars'] },
  { triggers: ['ecowas'], terms: ['ecowas', 'west african'] },

  // ---- health
  {
    triggers: ['corona', 'covid', 'rona', 'coro', 'pandemic', 'virus'],
    terms: ['covid-19', 'coronavirus', 'covid', 'virus'],
  },
  { triggers: ['hcq', 'chloroquine'], terms: ['hydroxychloroquine', 'chloroquine'] },
  {
    triggers: ['jab', 'jabs', 'vaccine', 'vaccines', 'vaccinated', 'vaccination'],
    terms: ['vaccine', 'vaccines', 'vaccination'],
  },
  {
    triggers: ['face mask', 'facemask', 'nose mask', 'mask', 'masks'],
    terms: ['mask', 'masks', 'face masks'],
  },
  {
    triggers: ['stay at home', 'stay home', 'sit at home', 'lockdown', 'curfew'],
    terms: ['lockdown', 'stay-at-home', 'curfew', 'restriction'],
  },
  {
    triggers: ['cure', 'cures', 'heal', 'remedy', 'treat', 'treatment'],
    terms: ['cure', 'cures', 'treatment', 'remedy'],
  },
  {
    triggers: ['hospital', 'hospitals', 'clinic'],
    terms: ['hospital', 'hospitals', 'medical', 'health system'],
  },
  { triggers: ['crash', 'collapse'], terms: ['collapse', 'overwhelmed'] },
  {
    triggers: ['garlic', 'ginger', 'lemon', 'herbs', 'agbo'],
    terms: ['garlic', 'ginger', 'lemon', 'herbal', 'remedy'],
  },
  {
    triggers: ['booze', 'alcohol', 'liquor', 'ogogoro', 'gin', 'drink'],
    terms: ['alcohol', 'liquor', 'drinking'],
  },
  { triggers: ['monkeypox', 'mpox'], terms: ['monkeypox', 'mpox'] },
  { triggers: ['lassa'], terms: ['lassa fever'] },
  { triggers: ['hiv', 'aids'], terms: ['hiv', 'aids'] },

  // ---- everyday life
  {
    triggers: ['no light', 'light', 'nepa', 'phcn', 'blackout', 'power'],
    terms: ['electricity', 'power', 'outage', 'supply'],
  },
  {
    triggers: ['petrol', 'fuel', 'pms', 'gas price', 'pump price', 'subsidy'],
    terms: ['fuel', 'petrol', 'subsidy', 'price', 'pump'],
  },
  {
    triggers: ['naira', 'money', 'notes', 'cash', 'new notes'],
    terms: ['naira', 'currency', 'notes', 'cash'],
  },
  { triggers: ['dollar', 'dollars', 'exchange rate'], terms: ['dollar', 'exchange rate', 'naira'] },
  {
    triggers: ['hired', 'hire', 'recruit', 'recruiting', 'recruitment', 'employ', 'jobs', 'job'],
    terms: ['recruitment', 'recruiting', 'employment', 'jobs', 'hiring'],
  },
  {
    triggers: ['grant', 'grants', 'free money', 'palliative', 'palliatives', 'relief'],
    terms: ['grant', 'palliatives', 'relief', 'funds', 'cash transfer'],
  },
  { triggers: ['scholarship', 'scholarships'], terms: ['scholarship', 'scholarships', 'students'] },
  {
    triggers: ['dead', 'die', 'died', 'dies', 'death', 'kpai', 'kpeme'],
    terms: ['dead', 'died', 'death', 'killed'],
  },
  { triggers: ['kill', 'killed', 'murder', 'murdered'], terms: ['killed', 'murdered', 'dead'] },
  {
    triggers: ['arrest', 'arrested', 'carry', 'detained', 'detain'],
    terms: ['arrested', 'detained', 'arrest'],
  },
  { triggers: ['ban', 'banned', 'bans', 'stop', 'stopped'], terms: ['ban', 'banned', 'suspended'] },
  {
    triggers: ['kidnap', 'kidnapped', 'kidnappers', 'abduct', 'abducted'],
    terms: ['kidnapped', 'abducted', 'kidnappers'],
  },
  {
    triggers: ['bandit', 'bandits', 'herdsmen', 'terrorists', 'boko haram'],
    terms: ['bandits', 'herdsmen', 'terrorists', 'boko haram', 'attack'],
  },
  {
    triggers: ['protest', 'endsars', 'end sars', 'protesters'],
    terms: ['protest', 'protesters', 'endsars'],
  },
  { triggers: ['video', 'clip', 'viral video'], terms: ['video', 'footage'] },
  { triggers: ['photo', 'picture', 'pic', 'image'], terms: ['photo', 'image', 'picture'] },
  { triggers: ['oyinbo', 'white people', 'whites'], terms: ['white', 'foreigners', 'europeans'] },
  { triggers: ['pikin', 'children', 'kids', 'child'], terms: ['children', 'child', 'kids'] },
  { triggers: ['okada', 'keke', 'danfo'], terms: ['motorcycle', 'tricycle', 'bus', 'transport'] },
  {
    triggers: ['school', 'schools', 'resume', 'reopen'],
    terms: ['schools', 'reopening', 'resumption'],
  },
  { triggers: ['salary', 'wage', 'minimum wage'], terms: ['salary', 'minimum wage', 'workers'] },
  { triggers: ['tax', 'levy'], terms: ['tax', 'levy'] },
  {
    triggers: ['election', 'vote', 'votes', 'rigging', 'rigged'],
    terms: ['election', 'votes', 'rigging', 'ballot'],
  },
  {
    triggers: [
      'extend',
      'extended',
      'extends',
      'more weeks',
      'another two weeks',
      'add more',
      'adding',
    ],
    terms: ['extends', 'extension', 'extended', 'additional'],
  },
  {
    triggers: [
      'dress like woman',
      'dressed like a woman',
      'disguise',
      'disguised',
      'wear hijab',
      'in hijab',
    ],
    terms: ['disguised', 'dressed as a woman', 'hijab', 'female attire'],
  },
  {
    triggers: ['hanged himself', 'hang himself', 'killed himself', 'kill himself', 'suicide'],
    terms: ['suicide', 'committed suicide', 'took his own life'],
  },
  { triggers: ['customs'], terms: ['nigeria customs service', 'customs'] },
  { triggers: ['20k', '20,000'], terms: ['20,000', '20000'] },
  { triggers: ['50k'], terms: ['50,000', '50000'] },
  { triggers: ['100k'], terms: ['100,000', '100000'] },
];

#!/usr/bin/env python3
"""Builds factcheck-eval-blind5.jsonl from sample.jsonl and the hand-written decisions below.

Run from the repo root:  python3 bench/factcheck-blind-set-5/build-set.py
Each ITEMS entry is keyed by the sample line number (1-110 = Nigeria ranks 1-110, 111-170 = COVID
ranks 1-60) and holds (query, tier, lang, dups). `dups` are other store records that check the
same assertion; each entry is either a full source_url or a substring that matches exactly one
distinct source_url in the store (the script fails otherwise). The sampled record's own URL is
always expected_urls[0]. Queries were written by hand from the claim and were never run against
any search engine.

SKIPPED lists the sampled claims that were dropped, with the reason (none in this set). Item ids
are assigned in sample order over the kept claims (b5-001 ...), so ids have no gaps.

How duplicates were found (see README section 3): IDF-weighted word overlap of every sampled
claim (plus the Dubawa URL slug, with boilerplate words such as "Twitter user claimed" removed)
against all 9,615 store claims, top 5 read by hand; then regex searches on each claim's
distinctive words, names and numbers (accents stripped), over the whole store including the
records the sampler drops (yo/ha/ig/fr and exclude-listed); and all 85 yo/ha/ig/fr Dubawa records
read by slug. Rule: same person/object/event and the same assertion (same amount, same scope).
Claim text decides; where a URL's slug and its stored claim disagree, the stored claim wins.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.environ.get('FACTCHECKS_PATH', '/work/shared/data/factchecks.jsonl')

S, H = 'standard', 'hard'

# Sampled claims that were not turned into items. None: every sampled claim has a usable,
# well-defined answer set.
SKIPPED = {}

QUEEN = [
    'leadstories.com/hoax-alert/2020/03/fact-check-queen-elizabeth-ii-did-not-test-positive',
    'politifact.com/factchecks/2020/apr/02/blog-posting/no-reports-queen-elizabeth',
    'thejournal.ie/queen-coronavirus-5066430',
    'observador.pt/factchecks/fact-check-rainha-isabel-ii-esta-infetada',
]

ITEMS = {
    # ---------------- Nigeria pool (sample ranks 1-110) ----------------
    1: ('Amotekun shot dead kidnappers of Ekiti pupils?', S, 'en', []),
    # Not the same event as line 21 (sickbed photo of the sitting president): this one is the
    # 2023 "president-elect hospitalised on Monday, critical condition" tweet.
    2: ('Na true say Tinubu dey hospital, condition critical before swearing-in?', H, 'pcm', []),
    3: ('did Tinubu win seven local governments in Yobe', S, 'en', []),
    4: ('government hospitals now doing free paternity tests from June?', H, 'en', []),
    5: ('NLC says no need to hold Imo governorship election', S, 'en', []),
    6: ('EFCC and Cubana Chief Priest settle case out of court image', S, 'en', []),
    7: ('Naija get second highest paternity fraud for world, 30 percent?', H, 'pcm', []),
    8: ('over 50 Fulani cows poisoned in Akoko, Ondo picture', S, 'en', []),
    9: ('soldiers shot a man and dragged his body at Urata, Aba', H, 'en', []),
    10: ('Elon Musk building the most expensive hotel in Nigeria TikTok video', S, 'en', []),
    11: ('Flight from Lagos go Ibadan na N6,500 now?', H, 'pcm', []),
    12: ('is Olumide Oworu the LP candidate for Surulere 1 on INEC list', S, 'en', []),
    13: ('FBI arrests 80 Nigerians for fraud after years of tracking', S, 'en', []),
    14: ('Kaduna iron ore mining company recruitment WhatsApp message real?', S, 'en', []),
    15: ('video of Igbo people attacking our embassy in Senegal', H, 'en', []),
    16: ('FG plans to train 37,000 fact checkers, news report', S, 'en', []),
    17: ('photo of cattle eating tomatoes, is it from Naija?', H, 'en', []),
    18: ('Sowore disrupts pro-government town hall meeting in America video', S, 'en', []),
    19: ('video of people fleeing Zurmi in Zamfara state', S, 'en', []),
    20: ('INEC talk say Anambra women no go wear make-up for election day?', H, 'pcm', []),
    21: ('photo of President Tinubu on sickbed in hospital', S, 'en', []),
    22: ('NCDC circular says Nigeria has no travel ban for coronavirus countries', S, 'en', []),
    23: ('Kukah says Tinubu never signed 2023 peace accord', S, 'en', []),
    # "Katsina" comes from the Dubawa URL slug (public context; the claim does not name the state).
    24: ('Katsina women protest video telling Buhari to free Mallam', H, 'en', []),
    25: ('Labour Party leading poll with 36 percent image', S, 'en', []),
    26: ('Jigawa presidential results APC 460,302 declared?', S, 'en', []),
    27: ('photo of Buhari with Rouhani shows Nigeria backs Iran in Gaza war', S, 'en', []),
    28: ('Shell don pack comot from Naija because of hardship?', H, 'pcm', []),
    29: ('National Assembly passes local government autonomy bill for 774 LGAs', S, 'en', []),
    30: ('video of shops burning during Imo guber election', S, 'en', []),
    31: ('Abuja residents loot NEMA food warehouse video', S, 'en', []),
    32: ('stolen manhood being sold as meat for dollars in Abuja', H, 'en', []),
    33: ('Fulani attackers destroyed Aba power plant photo', S, 'en', []),
    34: ('INEC ad-hoc staff recruitment still open for 2023 election?', S, 'en', []),
    35: ('Obi went to the Pope for blessing before 2023 election, pictures', H, 'en', []),
    36: ('video of corpses recovered from Maiduguri flood', S, 'en', []),
    37: ('Biafran man wey dey Russia don build nuclear missile?', H, 'pcm', []),
    38: ('video of Igbo men fighting in India over drug turf', S, 'en', []),
    # Misspelling of FUNAAB.
    39: ('is funab second best university in nigeria', H, 'en', []),
    40: ('Dino Melaye failed to mobilise agents for Kogi governorship poll', S, 'en', []),
    41: ('Ghana police seize ransom cash smuggled by Nigerian kidnappers TikTok', S, 'en', []),
    # Lines 42 and 163 are both sampled and check the same rumour, so each lists the other.
    42: ('Buckingham Palace says Queen has tested positive for covid', S, 'en',
         ['dubawa.org/what-is-the-queen-of-englands-covid-19-status/'] + QUEEN),
    43: ('FG says ASUU strike will be handled after APC convention', S, 'en', []),
    44: ('fake NCDC Twitter and Facebook accounts warning', S, 'en', []),
    45: ('LUTH broadcast list of things that harm women, is it from the hospital?', H, 'en', []),
    # Misspelling "captian".
    46: ('captian traore guards arrested over plot to kill him', H, 'en', []),
    47: ('video of Nigerians scrambling for food during covid lockdown', S, 'en', []),
    48: ('X user figures on Nigeria HIV infant infection and awareness', S, 'en', []),
    # Role instead of name (Zulum).
    49: ('Borno governor buying voter cards from displaced people', H, 'en', []),
    50: ('Hope Uzodinma wins all 27 LGAs in Imo governorship election', S, 'en', []),
    51: ('Federal Civil Service Commission recruitment link on WhatsApp fake?', S, 'en', []),
    52: ('Makinde says LAUTECH school fees cheapest in South West', S, 'en', []),
    53: ('45 percent of Kaduna debt borrowed before El-Rufai took office', S, 'en', []),
    # OBJ = Obasanjo.
    54: ('OBJ storm INEC collation centre with results from 36 states', H, 'en', []),
    55: ('Boko Haram don release video wey dem dey cut soldiers head?', H, 'pcm', []),
    # Duplicate: the Yoruba Dubawa twin of the same check.
    56: ('is Naira Marley now an NDLEA anti-drug ambassador', S, 'en', ['ndlea-yan-naira-marley']),
    57: ('Guinness Nigeria exiting the country over economic crisis', S, 'en', []),
    # Misspelling "amusa".
    58: ('tobi amusa won gold medal paris olympics 2024', H, 'en', []),
    59: ('APC chairman in Kailahun shot dead picture Sierra Leone', S, 'en', []),
    # Role ("ASUU president") and misspelling ("slaped").
    60: ('asuu president slaped during meeting with fg', H, 'en', []),
    61: ('warehouse full of new naira notes hoarded in the north video', S, 'en', []),
    62: ('Linda Ikeji says Indian covid variant has entered Nigeria', S, 'en', []),
    63: ('viral Customs officer is a repentant bandit recruited into service', S, 'en', []),
    64: ('video of APC northern governors visiting Atiku after primaries', S, 'en', []),
    # "juju" = Nigerian English for charms / black magic. Duplicate: second Dubawa check of the
    # same photo.
    65: ('Ivory Coast keeper wore juju behind his back in AFCON final against Super Eagles', H,
         'en', ['goalkeeper-allegedly-wearing-charm-in-viral-image-not-ivorian-footballer']),
    66: ('Federal Government bans Edo vigilante group video', S, 'en', []),
    67: ('voice note wey talk say Tinubu don die, na true?', H, 'pcm', []),
    68: ("Nigerian doctor's new drug cures hypertension in hours, stop your BP medicine", H, 'en', []),
    69: ('picture of Peter Obi visiting MC Oluomo to pay homage', S, 'en', []),
    70: ('United Nations says Nigeria may not have any active covid case', S, 'en', []),
    71: ('cab man infected with corona says he will infect people unless government pays him', H,
         'en', []),
    72: ('Tinubu don resign as ECOWAS chairman?', H, 'pcm', []),
    # "Discover Nigeria" (the book's title) is from the URL slug.
    73: ("Buhari's Discover Nigeria photo book certified by Guinness World Records", S, 'en', []),
    74: ('FCT minister wants to pull down part of the National Mosque', H, 'en', []),
    75: ('Nigerians march for Donald Trump in Lagos during US election video', S, 'en', []),
    76: ('must a presidential candidate win 25% of votes in Abuja FCT', S, 'en', []),
    77: ('Dem shoot Buhari die for Edo? I see am for headline', H, 'pcm', []),
    78: ('picture of chicken farm under flood water in Lagos', H, 'en', []),
    79: ('video from the Niger State tanker explosion fire', S, 'en', []),
    80: ('MI Abaga just got his first million views on YouTube', S, 'en', []),
    81: ('werewolf wey dem kill for Naija, the video real?', H, 'pcm', []),
    82: ('Akpabio video telling Nigerians to grab free food', S, 'en', []),
    83: ('472 confirmed cases TV screenshot is coronavirus in Nigeria?', S, 'en', []),
    84: ('hunger protest: government killed more northerners than Boko Haram', H, 'en', []),
    85: ('WhatsApp voice note says covid will kill 45 million Nigerians', S, 'en', []),
    86: ('video of looted shopping mall in Osun during xenophobia protests', S, 'en', []),
    87: ('Messi come Naija come celebrate Christmas with Davido?', H, 'pcm', []),
    88: ('French soldiers arrive in Nigeria to attack Niger Republic video', S, 'en', []),
    89: ('Enugu teenager builds bomb that can destroy seven tanks', S, 'en', []),
    # "Ochendo" is Theodore Orji's widely used title.
    90: ('Ochendo threatens Abia government over his pension', H, 'en', []),
    91: ('IReV portal says Obi won 19 states and Abuja', S, 'en', []),
    92: ('N50,000 conditional grant batch B portal now open?', S, 'en', []),
    93: ('Algerians protesting for all politicians to leave office photo', S, 'en', []),
    94: ('Finland gives Simon Ekpa 48-hour ultimatum letter', S, 'en', []),
    95: ('APGA boys and Labour boys clash for Anambra, the video true?', H, 'pcm', []),
    96: ('finance minister says Nigeria 7.5% VAT is the lowest globally', S, 'en', []),
    97: ("can a mistress claim part of a dead man's property under Lagos law", H, 'en', []),
    98: ('photo of recent killings in Madaka, Niger State', S, 'en', []),
    99: ('Burkinabe army kills Fulani terrorists heading to Nigeria video', S, 'en', []),
    100: ('Peter Obi don travel London because he sick?', H, 'pcm', []),
    101: ("Twitter statement on why Buhari's tweet was deleted fake?", S, 'en', []),
    # "Big Wiz" = Wizkid.
    102: ('Big Wiz joins hunger protest video', H, 'en', []),
    103: ('Joe Biden signs executive order for US work e-visa for Nigerians', S, 'en', []),
    104: ('NERC recruitment portal on WhatsApp is it genuine', S, 'en', []),
    # Misspelling "sanwolu"; "70k" for N70,000.
    105: ('sanwolu raise minimum wage to 70k', H, 'en', []),
    # Not the exclude-listed "bandits roasted by lightning on their way to Zamfara" records
    # (different group, different target).
    106: ('lightning strikes Boko Haram fighters on their way to attack Biafrans', S, 'en', []),
    # "petrol" (British/Nigerian usage) for "fuel".
    107: ('Nigeria petrol among the cheapest in Africa, top 10 list', H, 'en', []),
    # Not "FUOYE declared tutorials / resumption" (a later, different announcement).
    108: ('FUOYE resumption date October 3 calendar real?', S, 'en', []),
    109: ('South Africans dey kill our people again, see video', H, 'pcm', []),
    110: ('video of Obasanjo fleeing Nigeria during EndSARS protests', S, 'en', []),

    # ---------------- COVID pool (sample ranks 1-60) ----------------
    # Every record claiming Israel has no deaths thanks to / cures with a hot lemon drink.
    # Not included: lemon + bicarbonate claims that do not mention Israel.
    111: ('Israelis drink hot lemon tea so nobody died of corona there', H, 'en', [
        'africacheck.org/fbcheck/no-lemon-and-baking-soda-mix-doesnt-cure',
        'english.factcrescendo.com/2020/03/31/lemon-and-baking-soda-solution',
        'factcheck.org/2020/04/lemon-juice-tea-does-not-cure-covid-19-in-israel',
        'leadstories.com/hoax-alert/2020/04/Fact-Check-Israeli-Recipe-For-Lemon',
        'factly.in/telugu-no-evidence-to-suggest-that-the-mixture-of-lemon',
        'factly.in/no-evidence-to-suggest-that-the-mixture-of-lemon',
        'verificado.com.mx/falso-que-israel-no-tiene-muertes',
        'vishvasnews.com/english/health/fact-check-post-claiming-israel-has-no-deaths',
        'vishvasnews.com/health/fact-check-post-claiming-israel-has-no-deaths',
        'delfi.lt/news/melo-detektorius/melas/plinta-melas-apie-izraeli',
        'voxukraine.org/uk/fejk-limon-i-bikarbonat',
        'indiatoday.in/fact-check/story/mixing-lemon-baking-soda-tea',
        'factcheck.afp.com/false-social-media-posts-claim-israel-has-reported-zero-deaths',
    ]),
    112: ('covid deaths already in Yopal Colombia?', S, 'en', []),
    113: ('Satyendar Jain says no Markaz attendee tested covid positive', S, 'en', []),
    114: ('Colombian doctor dies after curing six covid patients', S, 'en', []),
    115: ('man who died of coronavirus had visited Albany New York', S, 'en', []),
    116: ('police in Italy arresting old people walking outside during lockdown video', H, 'en', [
        'tfc-taiwan.org.tw/articles/3494',
    ]),
    117: ('South Florida stay at home order for everyone coronavirus', S, 'en', []),
    # Included: "a person with coronavirus in Huelva" (newtral, 4 Feb). Not included: "two cases
    # confirmed in Huelva's Juan Ramon Jimenez hospital" (a different, later claim).
    118: ('first coronavirus case confirmed in Huelva Spain', S, 'en', [
        'newtral.es/es-falso-que-se-haya-detectado-un-caso-de-coronavirus-en-huelva',
    ]),
    119: ('corona found in horses?', S, 'en', []),
    # Role instead of the hospital's name. Duplicate: the same TikTok doctor (boomlive). Not
    # included: the exclude-listed "Dean of Kasturba says salt-water gargle" record.
    120: ('Mumbai hospital doctor says drink tea and hot water to kill covid', H, 'en', [
        'boomlive.in/tiktok-video-on-coronavirus-goes-viral-as-doct',
    ]),
    121: ('mother and child hang themselves in Gujarat over hunger in lockdown', S, 'en', []),
    122: ('Italian cop shot himself so police would not take him to isolation', H, 'en', []),
    123: ('YouTube video says coronavirus is already in the Philippines', S, 'en', []),
    124: ('World Bank praises Tanzania covid response', S, 'en', [
        'africacheck.org/fbcheck/no-world-bank-hasnt-praised-tanzanias',
        'pesacheck.org/false-the-world-bank-has-not-lauded-tanzanias',
    ]),
    # Not included: newtral "Italian TV predicted the coronavirus in 2015" (prediction, not lab).
    125: ('old Italian news report from 2015 shows China created the virus in a lab', H, 'en', [
        'faktograf.hr/2020/03/27/rai-koronavirus',
        'piaui.folha.uol.com.br/lupa/2020/04/08/verificamos-reportagem-italiana',
        'colombiacheck.com/chequeos/video-italiano-de-2015',
        'aosfatos.org/noticias/e-falso-que-tv-italiana-noticiou-em-2015',
    ]),
    126: ('Doria says 215 countries have covid but only 193 exist', S, 'en', []),
    127: ('EU relaxing vaccine rules so Gates can rush covid vaccine', S, 'en', []),
    # Every "China seeks court approval to kill 20,000 patients" record. Not included: "police
    # in China have killed 25,000 patients" and "China killed patients because it had no cure".
    128: ('China wan kill all the corona patients dem, court don approve?', H, 'pcm', [
        'newsmobile.in/articles/2020/02/07/china-seeking-courts-approval',
        'dubawa.org/china-is-not-seeking-approval-for-gross-homicide',
        'boomlive.in/fake-news/false-china-seeks-court-approval-to-kill',
        'factly.in/telugu-china-was-not-planning',
        'hoax-alert.leadstories.com/3471622',
        'indiatoday.in/fact-check/story/china-permission-court-kill',
        'https://bit.ly/2SLwFuu',
        'teyit.org/cinin-20-bin-koronaviruslu',
        'newschecker.in/article/news-detail/275_14816745',
        'vishvasnews.com/english/health/fact-check-post-claiming-china-seeks',
        'pesacheck.org/false-china-has-not-sought-approval',
        'verafiles.org/articles/vera-files-fact-check-report-claiming-china-kill-20k',
        'vishvasnews.com/urdu/viral/fact-check-china-government-is-not-seeking',
        'factcheck.afp.com/hoax-report-claims-china-sought-supreme-court-approval',
    ]),
    129: ('keep your throat wet because the virus sticks in a dry throat', H, 'en', []),
    130: ('Grace Poe video slamming Duterte over covid response', S, 'en', []),
    131: ('Pendarovski exempt from two-week isolation unlike Zaev and Mickoski', S, 'en', []),
    # Included: the Italian Health Ministry circular "bans autopsies" (facta). Not included:
    # "WHO banned autopsies" (different actor).
    132: ('Italian government bans autopsies on covid victims', S, 'en', [
        'facta.news/notizia-falsa/2020/05/12/non-e-vero-che-una-circolare-del-ministero',
    ]),
    133: ('Oman spraying chemicals from helicopters to kill coronavirus', S, 'en', [
        'https://factly.in/telugu-oman-is-not-releasing-any-pesticides-in-the-air-to-eliminate-coronavirus/?check=1',
    ]),
    # Not included: factly "a coronavirus suspect found in Hajipur prison" (a suspect, not a
    # police officer).
    134: ('policeman at Hajipur jail tests positive for coronavirus', S, 'en', [
        'www.boomlive.in/fake-news/mock-drill-video-from-bihar',
        'hindi.boomlive.in/fake-news/mock-drill-video-from-bihar',
        'bangla.boomlive.in/fake-news/mock-drill-video-from-bihar',
        'malayalam.factcrescendo.com/mock-drill-video-from-hajipur',
    ]),
    135: ('recovered covid patients testing positive again means reinfection', S, 'en', []),
    # Not included: gargling with baking soda (a different act).
    136: ('hot water and baking soda fit cure corona?', H, 'pcm', []),
    137: ('can cooking spices keep the coronavirus away', H, 'en', []),
    138: ('gargle Betadine to kill coronavirus before it reaches the lungs', S, 'en', [
        'https://fatabyyano.net/%d8%a7%d9%84%d8%a8%d9%8a%d8%aa%d8%a7%d8%af%d9%8a%d9%86_%d9%83%d9%88%d8%b1%d9%88%d9%86%d8%a7_%d8%b9%d9%84%d8%a7%d8%ac/',
    ]),
    139: ('Trillanes tweet blames Duterte for coronavirus and calamities', S, 'en', []),
    140: ('Italy covid morgue photo taken from a 2017 film', S, 'en', []),
    # "dogoyaro" is the common Nigerian name for neem. Not included: "gale of the wind and neem
    # protect" (prevention, with another plant).
    141: ('dogoyaro leaf fit cure corona?', H, 'pcm', [
        'factcheck.afp.com/no-scientific-evidence-neem-leaves',
        'pesacheck.org/false-there-is-no-scientific-evidence-that-neem',
        'pesacheck.org/faux-il-ny-a-pas-preuve-scientifique-que-le-m',
        'factuel.afp.com/lefficacite-du-neem',
    ]),
    142: ('Spain health ministry emergency notice about coronavirus fake', S, 'en', [
        'newtral.es/el-ministerio-de-sanidad-no-ha-emitido-ninguna',
    ]),
    143: ('Japan government making masks with the national flag', S, 'en', []),
    # British spelling "hospitalised".
    144: ('teenager hospitalised with lung infection from wearing face mask at work', H, 'en', [
        'healthfeedback.org/claimreview/facebook-posts-spread-unsupport',
    ]),
    145: ('PTI reports new confirmed covid cases in Kolkata', S, 'en', []),
    146: ('army being deployed in Telangana over coronavirus', S, 'en', [
        'www.factcrescendo.com/fact-check-army-posting-at-telangana',
    ]),
    147: ('Korle Bu CEO Citi TV interview doubts Ghana covid cases', S, 'en', []),
    # British "mobile" for phone. Duplicate: maldita "government will record all calls during
    # the state of alarm". Not included: the French version (different country).
    148: ("Spanish government will record everyone's mobile calls during lockdown", H, 'en', [
        'maldita.es/malditobulo/2020/03/30/grabar-llamadas',
    ]),
    149: ('Singapore Ministry of Health advisory on early covid symptoms', S, 'en', [
        'verafiles.org/articles/vera-files-fact-check-netizen-says-covi',
    ]),
    # Misspelling "adutwumwa".
    150: ('adutwumwa bitters cure corona', H, 'en', []),
    151: ('doctors advise carbon filter masks against covid', S, 'en', []),
    # The June 2020 WHO remark on asymptomatic spread. Not included: claims about a study
    # (healthfeedback, open, facta) and one exclude-listed healthfeedback record.
    152: ('WHO says people without symptoms cannot spread covid', S, 'en', [
        'piaui.folha.uol.com.br/lupa/2020/06/09/verificamos-oms-assintomaticos',
        'lemonde.fr/planete/article/2020/06/11/l-oms-clarifie',
        'voxukraine.org/uk/manipulyatsiya-vooz',
        'aosfatos.org/noticias/e-incorreto-dizer-que-oms',
        'lasillavacia.com/detector-no-oms-no-dijo-los-asintomaticos',
    ]),
    153: ('photo of Sri Lankan soldiers suffering during covid duty', S, 'en', []),
    154: ('KCR 500 crore covid fund fully paid by central government', S, 'en', []),
    155: ('Guatemala health ministry hiding covid case in Amatitlán hospital', S, 'en', []),
    156: ('picture of pikin wey dey cry because papa and mama get corona for hospital', H, 'pcm', [
        'factcheck.afp.com/photos-vaping-illness-patients',
        'srilanka.factcrescendo.com/english/fact-check-this-is-not-a-ch',
    ]),
    157: ("Egypt's Sisi inflated coronavirus cases to get World Bank money", S, 'en', []),
    # Spelling variant "Bengaluru" (the claim has "Bangalore").
    158: ('Bengaluru council will spray medicine at night, stay indoors message', H, 'en', [
        'https://english.factcrescendo.com/2020/03/21/fact-check-bbmp-spraying-medicine-to-kill-coronavirus/',
        'factly.in/the-message-that-bbmp',
    ]),
    159: ('El Espinal mayor bought fake covid test kits', S, 'en', []),
    160: ('Japan few covid deaths because of higher social standards', S, 'en', []),
    161: ('Philippine antiviral injection cures covid Facebook posts', S, 'en', [
        'rappler.com/newsbreak/fact-check/257981-philippines-developed-coronavirus-cure',
    ]),
    # Not included: "a dog in Hong Kong died of COVID-19" (teyit; a different assertion).
    162: ('dog for Hong Kong catch corona, dem quarantine am?', H, 'pcm', []),
    163: ('Na true say the Queen of England catch corona?', H, 'pcm',
          ['factcheck.afp.com/buckingham-palace-did-not-say-queen-tested-positive'] + QUEEN),
    # British "jab". Duplicate: "flu shots are contaminated with dogs' coronaviruses" (the same
    # Plandemic claim). Not included: multi-claim Plandemic summaries and the "36% higher risk"
    # flu-shot study claims.
    164: ('Plandemic documentary: flu jab contains coronavirus', H, 'en', [
        'open.online/2020/05/22/covid-19-i-vaccini-antinfluenzali',
    ]),
    165: ('Unilever and Pampers giving free hygiene kits, comment your city', S, 'en', []),
    166: ('Italian man killed himself after losing whole family to covid photo', S, 'en', [
        'factly.in/old-and-unrelated-suicide-photos',
        'factly.in/telugu-old-and-unrelated-suicide-video',
        'thequint.com/news/webqoof/man-killed-self-after-losing-kin',
        'boomlive.in/fake-news/2015-video-from-philadelphia',
    ]),
    # Duplicate: open.online on the same conspiracy video ("Bergamo coffins were not a hoax").
    167: ('Bergamo coffins footage on Italian TV was fake', S, 'en', [
        'open.online/2020/04/28/coronavirus-il-video-dei-complottisti',
    ]),
    168: ('is COVID an acronym for a Chinese origin virus disease', H, 'en', [
        'politifact.com/factchecks/2020/mar/30/viral-image/covid-st',
    ]),
    # Not included: the separate fake quote "2020 is the year to survive".
    169: ('Tata boss says experts are wrong and Indian economy will bounce back after corona', H,
          'en', [
              'factly.in/no-ratan-tata',
              'boomlive.in/fake-news/ratan-tata-quote-on-impact',
              'thequint.com/news/webqoof/ratan-tata-coronavirus-indian-economy',
              'newsmeter.in/did-ratan-tata-penned',
              'english.factcrescendo.com/2020/04/11/fact-check-ratan-tatas-view',
          ]),
    170: ('Martinelli video and WhatsApp Gold warning hoax again', S, 'en', []),
}


def main() -> None:
    store = [json.loads(line) for line in open(STORE, encoding='utf-8') if line.strip()]
    urls = sorted({r['source_url'] for r in store})
    url_set = set(urls)

    def resolve(key: str) -> str:
        if key in url_set:
            return key
        hits = [u for u in urls if key in u]
        if len(hits) != 1:
            sys.exit(f'dup key {key!r} matches {len(hits)} store URLs: {hits[:5]}')
        return hits[0]

    sample = [json.loads(line) for line in open(os.path.join(HERE, 'sample.jsonl'), encoding='utf-8')]
    if set(ITEMS) | set(SKIPPED) != set(range(1, len(sample) + 1)) or set(ITEMS) & set(SKIPPED):
        sys.exit('ITEMS and SKIPPED must cover every sample line exactly once')
    out = []
    for n, rec in enumerate(sample, 1):
        if n in SKIPPED:
            continue
        query, tier, lang, dups = ITEMS[n]
        expected = [rec['source_url']]
        for key in dups:
            url = resolve(key)
            if url in expected:
                sys.exit(f'sample line {n}: duplicate URL {url}')
            expected.append(url)
        out.append({
            'id': f'b5-{len(out) + 1:03d}',
            'query': query,
            'expected_urls': expected,
            'target_claim': rec['claim'],
            'lang': lang,
            'tier': tier,
        })
    with open(os.path.join(HERE, 'factcheck-eval-blind5.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print(f'wrote {len(out)} items ({len(SKIPPED)} sampled claims skipped)')


if __name__ == '__main__':
    main()

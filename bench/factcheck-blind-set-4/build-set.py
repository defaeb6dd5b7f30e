#!/usr/bin/env python3
"""Builds factcheck-eval-blind4.jsonl from sample.jsonl and the hand-written decisions below.

Run from the repo root:  python3 bench/factcheck-blind-set-4/build-set.py
Each ITEMS entry is keyed by the sample line number (1-110 = Nigeria ranks 1-110, 111-170 = COVID
ranks 1-60) and holds (query, tier, lang, dups). `dups` are other store records that check the
same assertion; each entry is either a full source_url or a substring that matches exactly one
distinct source_url in the store (the script fails otherwise). The sampled record's own URL is
always expected_urls[0]. Queries were written by hand from the claim and were never run against
any search engine.

SKIPPED lists the sampled claims that were dropped, with the reason. Item ids are assigned in
sample order over the kept claims (b4-001 ...), so ids have no gaps.

How duplicates were found (see README section 3): IDF-weighted word overlap of every sampled
claim (plus the Dubawa URL slug) against all 9,615 store claims, top 7 read by hand; then regex
searches on each claim's distinctive words, names and numbers (accents stripped), over the whole
store including the records the sampler drops (yo/ha/ig/fr and exclude-listed); and all 85
yo/ha/ig/fr Dubawa records read (by slug, and by claim where the slug suggested a match).
Rule: same person/object/event and the same assertion (same amount, same scope). Claim text
decides; where a URL's slug and its stored claim disagree, the stored claim wins.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.environ.get('FACTCHECKS_PATH', '/work/shared/data/factchecks.jsonl')

S, H = 'standard', 'hard'

# Sampled claims that were not turned into items.
SKIPPED = {
    # COVID rank 55 (factly.in telugu ... senegal airport exercise): the stored claim is only
    # "Video of the current situation in Italy due to coronavirus." It does not say what the video
    # shows (that is only in the URL slug), and the store has several different "situation in
    # Italy" videos (body bags in a ditch, bodies on streets), so no fair query has a well-defined
    # answer set.
    165: 'claim too generic: video content only in the URL slug',
    # COVID rank 58 (faktograf.hr ... ?check=1, gargle salt water and vinegar): the same rumour
    # ("gargling warm salt water or vinegar eliminates the coronavirus") has 20+ store records and
    # most of them are in exclude-urls.txt, i.e. an earlier set already used this rumour. Keeping it
    # would either break the rule that no exclude-listed URL is used or leave a wrong answer set.
    168: 'rumour already used by an earlier set (duplicates are exclude-listed)',
}

ITEMS = {
    # ---------------- Nigeria pool (sample ranks 1-110) ----------------
    1: ('Did Starboy send free buses to pack people into his Tottenham show?', H, 'en', []),
    2: ('Facebook page giving free smartphones to students for online classes', S, 'en', []),
    3: ('TheCable report on LP votes at Gbajabiamila polling unit fake?', S, 'en', []),
    4: ('Elon Musk wan marry Naija babe, say our girls are the best?', H, 'pcm', []),
    5: ('video of fire burning on the sea at Lekki beach', S, 'en', []),
    6: ('IReV showed a photo, not result sheet, for Ekiti polling unit', S, 'en', []),
    7: ('Ghana COVID food distribution worse than Nigeria, Niger and Rwanda?', S, 'en', []),
    8: ('FG don approve 30k for every Nigerian as covid lockdown money?', H, 'pcm', []),
    9: ('Did Ajayi Crowther write the first book in Igbo?', S, 'en', []),
    10: ('customs seize truck of 200,000 bullets heading to Onitsha', S, 'en', []),
    # Mahmood Yakubu is the INEC chairman the claim refers to (name instead of role).
    11: ('Did Yakubu confess in court that he declared blurred results?', H, 'en', []),
    12: ('Katsina police arrest party agents for hacking INEC server', S, 'en', []),
    13: ('FG announces June 1 resumption for all schools in Nigeria', S, 'en', []),
    14: ('VDM says a man with two heads has arrived in Nigeria', H, 'en', []),
    15: ('video of lawyer burning his wig over tribunal judgment for Tinubu', S, 'en', []),
    16: ('CBN giving out eNaira money to people who register wallet', S, 'en', []),
    17: ('NYSC don hold corpers January allawee?', H, 'pcm', []),
    18: ('Tinubu signs law jailing people who refuse to sing national anthem', S, 'en', []),
    19: ('police arrest Spiderman protester at EndBadGovernance protest picture', S, 'en', []),
    20: ('did tinibu lose 4 south west states in 2023 election', H, 'en', []),
    21: ('is the CBN press release on new forex policy actions recent?', S, 'en', []),
    22: ('Sokoto lawmakers bill to strip Sultan of power to appoint kingmakers', S, 'en', []),
    23: ('Na true say government don ban blood money scenes for Nollywood films?', H, 'pcm', []),
    24: ('Kperogi says Nigeria is second most terrorised country and poverty capital', S, 'en', []),
    25: ('picture of Gambian singer Jizzle with OBO real?', H, 'en', []),
    26: ('apply for FG N75,000 stipend for young Nigerians', S, 'en', []),
    # Not the same as "CBN plans to revoke licences of Unity, Keystone, Polaris" (exclude-listed):
    # different act (revoke licence vs dissolve) and a different bank (Unity vs Union).
    27: ('CBN don scatter Union Bank, Polaris and Keystone?', H, 'pcm', []),
    28: ('website to check your NIN SIM linkage status, is it fake?', S, 'en', []),
    29: ('Fani-Kayode made finance minister and Reno Omokri CBN governor?', S, 'en', []),
    30: ('agriculture revolution created over 13 million jobs in Nigeria true?', S, 'en', []),
    31: ('Jagaban wedding second wife on February 18 jingle', H, 'en', []),
    32: ('picture of Okpoko road used to praise Anambra government', S, 'en', []),
    33: ('PDP and Atiku agree Bala Mohammed as 2027 presidential candidate', S, 'en', []),
    34: ('dangote refinary recruitment salary 290k to 800k', H, 'en', []),
    35: ('Ondo governorship poll: PDP worst result ever in the state?', S, 'en', []),
    36: ('NNPC N287 billion profit first in 44 years, Buhari claim', S, 'en', []),
    37: ('Buhari don sack Pantami, the communications minister?', H, 'pcm', []),
    38: ('did Buhari visit Kankara after the schoolboys were abducted?', S, 'en', []),
    39: ('Is there a Nigerian firm making armoured trucks for our military?', H, 'en', []),
    40: ('Queen Elizabeth wrote condolence letter to Nigeria over Buhari death', S, 'en', []),
    41: ('Information minister says blank bullets cannot kill anybody', H, 'en', []),
    42: ('photo of Bauchi governor mansion built amid poverty', S, 'en', []),
    43: ('army intercepts sand truck hiding weapons for bandits in Kaduna', S, 'en', []),
    44: ('woman wey use fake naira buy foodstuff for Osun, dem catch am?', H, 'pcm', []),
    # "Mr Project" is Nyesom Wike's common nickname.
    45: ('Is Mr Project the first southerner to be FCT minister?', H, 'en', []),
    46: ('northern imam says killing of southern Kaduna Christians is taming infidels', S, 'en', []),
    # Not the same as the exclude-listed "Yahaya Bello dressed as a woman to evade arrest" or
    # "flaunting a new car after escaping EFCC" (different acts).
    47: ('Did the former Kogi governor jump a fence to run from EFCC?', H, 'en', []),
    # Not the same as the exclude-listed "how Boko Haram receives arms from bandits by helicopter"
    # (different supplier).
    48: ('video of government helicopters supplying food and arms to terrorists', S, 'en', []),
    49: ('USA offering 5,000 Nigerians free two-year work visa', S, 'en', []),
    50: ('INEC collation officer beaten by thugs in Obingwa Abia', S, 'en', []),
    51: ('people no come out to vote for Owerri, polling units empty', H, 'pcm', []),
    52: ('Delta police spokesman: carrying sex pills is not a crime?', H, 'en', []),
    53: ('Did Obaseki say the Edo election is do or die?', S, 'en', []),
    54: ('video of Nigerian lawmaker revealing how much he earns monthly', S, 'en', []),
    55: ('court orders MTN to pay customer N5.5 million over N50 airtime', S, 'en', []),
    56: ('Sahara Reporters video showing Nigerian soldiers torturing people', S, 'en', []),
    57: ('Algeria to give Niger Republic free electricity after ECOWAS sanctions', S, 'en', []),
    58: ('foods that reduce high BP article, is it true?', H, 'en', []),
    # Mele Kyari was the NNPC boss the claim calls "Managing Director" (name instead of role).
    # Duplicate: the same old video of the NNPC head denying subsidy payments.
    59: ('Mele Kyari video saying there is no fuel subsidy', H, 'en', [
        'https://dubawa.org/old-video-of-nnpc-boss-denying-fuel-subsidy-payment-resurfaces-online/',
    ]),
    # Not the same as N500,000 youth grant, N3m grant (exclude-listed) or N50,000 child support:
    # different amounts and schemes.
    60: ('federal government N250,000 empowerment grant link for all Nigerians', S, 'en', []),
    61: ('Dino Melaye video of APC thugs arrested in Lagos', S, 'en', []),
    62: ('UK parliament video confirming Nigerian elections were rigged', S, 'en', []),
    63: ('Is Kerry Washington married to a Nigerian man?', S, 'en', []),
    64: ('Liberian singer JZyNo buys $50 million house in Lagos', S, 'en', []),
    # The claim misspells "Deizani"; the query uses the usual spelling.
    65: ('diezani alison madueke bra worlds most expensive 12.5 million', H, 'en', []),
    66: ('video of new Port Harcourt train commissioned by Tinubu government', S, 'en', []),
    67: ('Lokoja council chairman Danasabe died hours before Kogi election', S, 'en', []),
    68: ('INEC go do music show for Eagle Square make people register PVC?', H, 'pcm', []),
    69: ('Tatabu bridge in Niger State has collapsed, use Lokoja bypass', S, 'en', []),
    70: ('ballot papers tampered before reaching Imo polling unit video', S, 'en', []),
    71: ('UBA and CBN giving N500,000 grant on WhatsApp', S, 'en', []),
    72: ('National Intelligence Agency recruitment portal on WhatsApp, real or fake?', S, 'en', []),
    73: ('Arab League warns Nigeria over Biafra agitation', S, 'en', []),
    74: ('BAT tell APC people make dem snatch ballot box?', H, 'pcm', []),
    75: ('INEC uploads Senate and Reps results on IReV but not presidential', S, 'en', []),
    76: ('OBJ letter: Fulanis repeating what they did in Central African Republic', H, 'en', []),
    77: ('baby born with a small Quran in Ijebu Ode', S, 'en', []),
    78: ('Has inflation risen under George Weah in Liberia?', S, 'en', []),
    # "African Giant" is Burna Boy's album title and nickname.
    79: ('African Giant calls Wizkid god of Afrobeats and Davido Joseph', H, 'en', []),
    80: ('FoodCo anniversary giveaway of N30,000 cash on WhatsApp', S, 'en', []),
    81: ("Is Mimiko the only Ondo governor who didn't die in office?", S, 'en', []),
    82: ("APC running mate says Lagos is Africa's 3rd biggest economy", H, 'en', []),
    83: ('Buhari siddon watch im own broadcast for TV, na true picture?', H, 'pcm', []),
    84: ('Akarachi Amadi arrested for hijacking election materials in Imo', S, 'en', []),
    85: ('does postnor 2 cause pcos in most women', H, 'en', []),
    86: ('did dollar fall to N650 against naira in April 2024?', S, 'en', []),
    87: ('Oyeyemi says police is least corrupt agency in Nigeria', S, 'en', []),
    # Not the same as the exclude-listed "PDP's Ighodalo stepped down for LP's Akpata" (reverse).
    88: ('LP candidate for Edo governorship stepped down for PDP?', H, 'en', []),
    89: ('Britain get secret airport inside Zamfara forest to carry gold?', H, 'pcm', []),
    # Not the same as "large doses of paracetamol in a carbonated drink damage the liver" (a true
    # claim about liver damage, not about Lagos doctors saying it kills).
    90: ('Lagos doctors say make una no take Panadol with Coke, e dey kill?', H, 'pcm', []),
    91: ('Dangote refinery signs $20bn supply agreement with TotalEnergies', S, 'en', []),
    92: ('video of highway robbery on Abuja road', S, 'en', []),
    93: ('Ibadan kidnappers den discovered with chopped human body parts', H, 'en', []),
    94: ('Enugu people protest at INEC office over stolen mandate', S, 'en', []),
    95: ('Samura Kamara concedes defeat to President Bio press statement', S, 'en', []),
    # Sunday Adeyemo is Sunday Igboho's real name; he was held in Cotonou (Benin Republic).
    96: ('Did a crowd follow Sunday Adeyemo to court in Cotonou?', H, 'en', []),
    97: ('IMSU renamed after Buhari?', H, 'en', []),
    98: ('pictures of refuse dumped on Ibadan streets, are they recent?', S, 'en', []),
    99: ('Offa poly recruitment for lecturers and non teaching staff', H, 'en', []),
    100: ('ASUU tell students make dem prepare to resume next week?', H, 'pcm', []),
    101: ('JAMB fixes 2024/2025 minimum cut-off mark for admission', S, 'en', []),
    102: ('EndSARS protesters burn Adekunle police station in Yaba', S, 'en', []),
    103: ('soldiers beating civilian in Abia after gunmen killed soldiers', S, 'en', []),
    104: ('police helped PDP thugs carry ballot boxes in Port Harcourt ward 20', S, 'en', []),
    105: ('VP audio leaked by Ekpa on Igbo businesses in Lagos', H, 'en', []),
    # "Hunger protest" is the everyday name of the #EndBadGovernance protest.
    106: ('pictures of OBO joining the hunger protest', H, 'en', []),
    107: ('army raids Boko Haram camp in Sambisa forest photos', S, 'en', []),
    108: ('corona don dey spread inside community for Kano?', H, 'pcm', []),
    109: ('Dino Melaye video of fake policemen caught in Ankpa', S, 'en', []),
    # Duplicate: the Yoruba Dubawa check of the same claim ("Facebook users say Nigeria's economy is
    # the largest in Africa").
    110: ('Is Nigeria still the biggest economy in Africa?', S, 'en', [
        'https://dubawa.org/orile-ede-egipti-ni-oro-aje-re-tobi-julo-ni-ile-afrika-kiise-naijiria/',
    ]),
    # ---------------- COVID pool (sample ranks 1-60) ----------------
    # Duplicates: records that a video shows the Wuhan market where the virus started (the viral
    # video was of an Indonesian market). Left out: "bat market and bat meat sold in Wuhan"
    # (france24 check=6) and "wholesale market in China" (pagellapolitica), which do not say Wuhan
    # market video.
    111: ('video of Wuhan market where coronavirus started', S, 'en', [
        'http://u.afp.com/3ok2',
        'origine-coronavirus?check=7',
        'coronavirus-imagens-de-mercado-de-animais-sao-da-indonesia',
        'newtral.es/coronavirus-el-video-que-dice-mostrar-imagenes-del-mercado-de-wuhan',
        'factly.in/video-shows-a-market-in-langowan-indonesia',
        'boomlive.in/fake-news/coronavirus-indonesian-market-video-viral-as-wuhan',
        'lupa/2020/01/30/verificamos-video-feira',
        'raskrinkavanje.ba/analiza/ne-ovo-nije-pijaca',
        'https://s.id/czBlu',
        'this-viral-video-of-a-meat-market-is-not-from-wuhan',
        'coronavirus-viral-video-of-an-indonesian-market-misrepresented',
        'https://tfc-taiwan.org.tw/articles/2301',
        'ellinikahoaxes.gr/2020/02/03/video-wuhan-market-debunked',
        'vera-files-fact-check-video-bats-snakes-other-animals',
    ]),
    # Not the same as bat-soup, bat-rooftop or "eating bats" claims.
    112: ('covid virus officially found in bats', S, 'en', []),
    113: ('state sent covid patients to nursing homes because of Trump CDC guidance', S, 'en', []),
    # Duplicate: the same picture of a woman "scientist who discovered a COVID vaccine".
    114: ('photo of Mexican woman scientist who found coronavirus vaccine', S, 'en', [
        'animal.mx/2020/05/falso-mia-khalifa-personal-medico-coronavirus',
    ]),
    # Duplicates: the same old Pakistani video of a naked man, passed on as a Tablighi Jamaat
    # member in an Indian quarantine ward. The newschecker "video-of-birds" URL carries this claim
    # (store quirk); the newschecker URL whose slug mentions the naked man carries an unrelated
    # claim (nigella and honey) and is not expected.
    115: ('video: unclothed man smashing up a mosque in India over corona', H, 'en', [
        'old-video-from-pakistan-shared-to-claim-tablighi-jamaat-man-roaming-naked',
        'malayalam.factcrescendo.com/old-video-from-pakistan-falsely-relating-to-nizamuddin',
        'factly.in/old-video-from-pakistan-falsely-shared-as-tablighi-jamaat-member-roaming-naked',
        'hindi.boomlive.in/fake-news/false-video-shows-tablighi-jamaat-member-running-naked',
        'newschecker.in/2020/04/11/video-of-birds-flocking-in-ahmedabad',
    ]),
    116: ('Ecuador magazine exposes corruption in buying COVID tests', S, 'en', []),
    117: ('has government published the end date of COVID lockdown measures', S, 'en', []),
    118: ('US testing remdesivir on Georgians, Gilead made dangerous Sovaldi', S, 'en', []),
    # "Igbo" is common Nigerian slang for cannabis. Duplicates: cannabis/weed/marijuana "cures" or
    # "kills" the coronavirus. Left out: prevent/immunity/study claims, Thailand patients, Aaj Tak
    # alcohol-or-weed, weed plus ginger, Siam weed.
    119: ('does smoking igbo cure corona?', H, 'en', [
        'politifact.com/factchecks/2020/feb/17/instagram-posts/marijuana-not-shown-treat',
        'rappler.com/newsbreak/fact-check/252096-cannabis-kills-coronavirus',
        'fit.thequint.com/fit-webqoof/fit-webqoof-could-weed-kill-the-novel-coronavirus',
        'boomlive.in/fake-news/marijuana-kills-coronavirus-meme-viral',
        'vishvasnews.com/english/health/fact-check-post-claiming-weed-kills-coronavirus',
        'fakty.afp.com/marihuana-nie-je-liekom-proti-koronavirusu',
        'myanmar.factcrescendo.com/fact-check-did-cannabis-can-cure-covid-19',
    ]),
    120: ('protest sign blaming Obama for coronavirus, woman with strange maths', S, 'en', []),
    # Duplicates: every "Elisa Granato, first UK vaccine-trial volunteer, has died" record.
    121: ('UK vacine trial first volunteer Elisa Granato died', H, 'en', [
        'healthfeedback.org/claimreview/volunteer-for-u-k-covid-19-vaccine-trial-elisa-granato',
        'open.online/2020/04/26/coronavirus-e-morta-elena-granato',
        'factly.in/telugu-tv9-scrolls-fake-news-that-uks-corona-vaccine-trial-volunteer',
        'srilanka.factcrescendo.com/english/fact-check-fake-article-about-dr-elisa-granatos-death',
        'dubawa.org/im-very-much-alive-elisa-granato',
        'https://fullfact.org/online/elisa-granato-fake/',
        'checkyourfact.com/2020/04/29/fact-check-elisa-granato',
        'newsmeter.in/fact-check-no-uks-covid-vaccine-trial-volunteer',
    ]),
    # Duplicates: (colloidal) silver prevents/treats/kills the coronavirus.
    122: ('drinking colloidal silver protects you from corona', H, 'en', [
        'factual.afp.com/consumir-plata-coloidal',
        'politifact.com/factchecks/2020/mar/17/sherill-sellman/no-silver-solution',
    ]),
    123: ('Sri Lanka president gives seven months pay to COVID fund', S, 'en', []),
    # Duplicates: the same viral Facebook post misattributed to Trey Gowdy.
    124: ('Gowdy post: more going on with COVID than meets the eye', S, 'en', [
        'leadstories.com/hoax-alert/2020/04/Fact-Check-Trey-Gowdy-Did-NOT-Go-On-Rant',
        'checkyourfact.com/2020/04/30/fact-check-trey-gowdy',
        'factcheck.org/2020/05/gowdy-didnt-author-viral-conspiracy-theory',
    ]),
    125: ('does Russia already have a covid vaccine', S, 'en', [
        'chequeado.com/verificacionfb/no-rusia-no-tiene-una-vacuna-lista',
    ]),
    # Duplicates: steam from boiled orange/citrus peel (alone or with cayenne or sea salt) kills,
    # cures or prevents COVID. Left out: plain-steam records (no citrus; several exclude-listed).
    126: ('if you boil orange peel come inhale the steam, e go kill corona?', H, 'pcm', [
        'leadstories.com/hoax-alert/2020/03/fact-check-boiled-orange-peels-with-cayenne-pepper',
        'politifact.com/factchecks/2020/mar/25/facebook-posts/water-boiled-orange-peels',
        'indiatoday.in/fact-check/story/do-not-believe-this-home-remedy-cure-covid-19',
        'africacheck.org/fbcheck/no-breathing-steam-from-boiling-orange-or-lemon-peels',
        'vishvasnews.com/viral/fact-check-post-claiming-inhaling-steam-of-orange-peels',
    ]),
    127: ('brazil navy ivermectine protocol for mild covid patients', H, 'en', []),
    # Duplicates: crows swarming/attacking Wuhan during the outbreak. Left out: Xining crows (claim
    # text names no outbreak link) and crows "coming to Texas".
    128: ('video of crows attacking and giant mosquito in China during corona', S, 'en', [
        'http://u.afp.com/notWuhancrows',
        'https://misbar.com/factcheck/5e4c0180d4a2293a6f27d373',
        'factual.afp.com/el-video-de-una-bandada-de-cuervos',
    ]),
    129: ('Khargone Madhya Pradesh man died of COVID, media reports', S, 'en', []),
    130: ('Preta Gil sang to huge crowd while infected with coronavirus', S, 'en', [
        'lupa/2020/03/17/verificamos-preta-gil-covid',
    ]),
    # Duplicates: the photo of people lying in a street passed on as virus victims in China
    # (a 2014 art project in Germany).
    131: ('picture of people killed by the virus in China', H, 'en', [
        'dans-une-rue-en-chine?check=5',
        'https://s.id/cBpjr',
        'newsmobile.in/articles/2020/02/02/fact-check-this-viral-picture-of-people-lying',
        'factly.in/telugu-2014-image-from-germany-is-being-shared-as-coronavirus-victims-in-china',
        'chequeado.com/verificacionfb/la-imagen-viral-no-esta-relacionada-con-el-coronavirus',
    ]),
    # Duplicate: the same seven-country "survival rates" post. Left out: single-country or
    # overall survival-rate claims (different scope).
    132: ('COVID survival rates 99.9% for US, Spain, Italy, UK post', S, 'en', [
        'factcheck.afp.com/coronavirus-survival-rates-remain-unknown-experts-say',
    ]),
    133: ('Tablighi Jamaat members in a lorry spreading corona video', H, 'en', []),
    # Duplicates: "the COVID-19 vaccine will contain / implant microchips". Left out: microchips via
    # testing, babies, travel, Pope, UN, EU, Democrats, depopulation compounds.
    134: ('Na true say covid vaccine from America get microchip inside?', H, 'pcm', [
        'estadao-verifica/vacina-do-coronavirus-nao-tera-microchip',
        'open.online/2020/04/10/coronavirus-il-vaccino-e-il-fantomatico-microchip',
        'lasillavacia.com/detector-teoria-conspirativa-vacuna-obligatoria-y-id-2020-76521',
        'lupa/2020/05/08/bill-gates-vacina-monitorar-pessoas',
        'politifact.com/factchecks/2020/may/20/facebook-posts/no-gates-foundation-isnt-pushing',
        'demagog.org.pl/analizy_i_raporty/nie-bill-gates-nie-chce-wszczepiac',
        'factcheck.kz/health/faktchek-nanovakciny',
        'newtral.es/bulo-vacuna-coronavirus-microchip-bill-gates',
        'factcheck.afp.com/hoax-about-bill-gates-plan-microchip-vaccine',
        'efeverifica/es-imposible-implantar-un-chip-en-la-vacuna',
    ]),
    135: ('Zamora cancels Holy Week over coronavirus?', S, 'en', []),
    136: ('Rajapaksa says no point recalling Parliament as opposition rejected COVID budget', S, 'en', []),
    # Duplicates: scientists/research "found" the virus is an engineered bioweapon. Left out: the
    # many plain "coronavirus is a bioweapon" records (no study claimed; several exclude-listed).
    137: ('research proves corona was made in a lab as a weapon', H, 'en', [
        'hoax-alert.leadstories.com/3471581-fake-news-scientists-did-not-claim',
        'https://tfc-taiwan.org.tw/articles/2453',
        'efectococuyo.com/cocuyo-chequea/quintero-sirio-coronavirus',
    ]),
    138: ("Imran Khan's wife has coronavirus, Indian TV report", H, 'en', [
        'malayalam.factcrescendo.com/fake-news-propagating-with-artificial-screenshot-of-aajtak',
        'hindi.boomlive.in/fake-news/morphed-aajtak-screenshot-claims-pak-pms-wife',
        'gujarati.factcrescendo.com/photoshopped-image-claimed-wife-of-pakistan-pm',
        'bangla.boomlive.in/fake-news/morphed-aajtak-screenshot-claims-pak-pms-wife',
    ]),
    139: ('Wibs bread factory worker has coronavirus, avoid the bread', S, 'en', []),
    140: ('CDC confesses lying about covid death figures', S, 'en', []),
    141: ('photo of corona virus magnified 2600 times', S, 'en', []),
    # Duplicates: "a flu shot makes you test positive for COVID-19" (3-5 years, 10 years, any).
    142: ('if you take flu vacine you go test positive for covid?', H, 'pcm', [
        'checkyourfact.com/2020/05/20/fact-check-flu-vaccines-people-test-positive',
        'factcheck.afp.com/flu-shot-will-not-make-you-test-positive-covid-19',
        'healthfeedback.org/claimreview/claim-that-flu-shot-causes-false-positive',
        'vishvasnews.com/english/health/fact-check-post-claiming-flu-shot-can-make-you-test',
    ]),
    143: ('travel allowed by ID number during coronavirus?', S, 'en', []),
    144: ('US gave Myanmar 176 million dollars coronavirus aid video', S, 'en', []),
    145: ('Melbourne factory stockpiling baby formula and loo roll for export to China', H, 'en', []),
    146: ('MBS said only India can fight corona?', H, 'en', []),
    147: ("Salvadoran doctor's COVID home treatment protocol to avoid hospital", S, 'en', []),
    148: ('Madrid coronavirus cases linked to two universities and a nightclub', S, 'en', []),
    # Duplicates: every "Disaster Management Act bars citizens from posting about COVID" record.
    # The newschecker URL whose slug names the Act carries an unrelated claim (whales) and is not
    # expected.
    149: ('India law says only government can now post about corona', H, 'en', [
        'english.factcrescendo.com/2020/04/02/disaster-management-act',
        'indiatoday.in/fact-check/story/fact-check-no-disaster-management-act',
        'thequint.com/news/webqoof/fake-message-on-disaster-management-act',
        'malayalam.factcrescendo.com/hoax-message-claiming-except-govt-posting',
        'factcheck.afp.com/new-hoax-circulates-online-india-has-outlawed-social-media-posts',
        'digiteye.in/censor-on-coronavirus-messages-admins-in-trouble',
    ]),
    150: ('Kanika Kapoor treated at Wockhardt hospital, hospital shut', S, 'en', []),
    # Duplicates: tonic water (with zinc, or its quinine) cures/kills COVID. Not the sampled
    # "tonic water prevents COVID-19" (item for rank 42), which is a prevention claim.
    151: ('tonic water and zinc cure coronavirus because of quinine', S, 'en', [
        'vishvasnews.com/english/health/fact-check-the-post-claiming-tonic-water-and-zinc',
        'lupa/2020/04/15/quinino-agua-tonica-coronavirus',
    ]),
    152: ('does tonic drink stop you from catching covid', H, 'en', []),
    # Not the same as "Wisconsin's in-person election caused a surge" (the opposite claim).
    153: ('did media fake a COVID surge from Wisconsin election voting', S, 'en', []),
    154: ('German scientist say chlorine dioxide fit fight corona', H, 'pcm', [
        'maldita.es/malditaciencia/2020/04/03/mms-clorito-sodio-coronavirus-cientifico-aleman',
    ]),
    # Duplicates: "WHO offered/paid Madagascar's president to poison its COVID remedy". Left out:
    # China/US offer (factuel), "called African states to quit WHO", "leaving WHO".
    155: ('WHO offered Madagascar $20m to spoil their herbal covid cure', H, 'en', [
        'facta.news/notizia-falsa/2020/05/21/no-il-presidente-del-madagascar',
        'rappler.com/newsbreak/fact-check/261927-madagascar-president-says-who-offered',
        'https://fatabyyano.net/%d8%b1%d8%a6%d9%8a%d8%b3-%d9%85%d8%af%d8%ba%d8%b4%d9%82%d8%b1',
        'lupa/2020/06/03/verificamos-madagascar-oms-covid',
        'lasillavacia.com/detector-no-presidente-madagascar-no-denuncio-soborno-oms',
    ]),
    156: ('private jet carrying Nabila Obaid and Nadia El Gendy from Beirut', S, 'en', []),
    # Not the same as "Minas Gerais has fewer deaths than São Paulo" (different comparison).
    157: ('Minas Gerais fewer COVID deaths than Ceara without isolation', S, 'en', []),
    158: ('New Zealand bans people without covid tracing app from shops', S, 'en', []),
    159: ('hand sanitiser no dey work against corona?', H, 'pcm', [
        'factcheck.org/2020/03/contrary-to-false-posts-sanitizer-helpful',
    ]),
    160: ('photo of Pope Francis falling at mass then testing positive for covid', S, 'en', []),
    # Not the same as the North Carolina "felony for wearing a mask and concealed carrying" claim
    # (state law, criminal charge; different scope).
    161: ('does wearing a face mask cancel your concealed gun licence', H, 'en', []),
    162: ('WHO now says it never recommended lockdowns against coronavirus', S, 'en', []),
    # Mattarella is Italy's president. Duplicates: "Italy's president crying over the virus" photo
    # records. Left out: "Italian prime minister crying" variants (different person named; one of
    # them is exclude-listed).
    163: ("Mattarella crying on camera over Italy's coronavirus failure", H, 'en', [
        'factcheck.afp.com/photo-shows-brazils-president-getting-emotional',
        'rappler.com/newsbreak/fact-check/255534-photo-italy-president-crying',
        'thequint.com/news/webqoof/italy-president-crying-coronavirus-deaths',
    ]),
    164: ('Kenya covid-positive truckers tested negative in Tanzania', S, 'en', []),
    166: ('since corona nobody in Germany dies of heart attack or cancer', S, 'en', []),
    # Duplicates: Zimbabwe police beating churchgoers for defying the gathering ban.
    167: ('Zimbabwe police beat churchgoers for defying lockdown ban', S, 'en', [
        'factcheck.afp.com/video-shows-zimbabwe-police-beating-opposition-members',
        'ghana.dubawa.org/video-of-zimbabwe-police-brutality',
        'observador.pt/factchecks/fact-check-a-policia-do-zimbabue',
        'factuel.afp.com/non-des-fideles-nont-pas-ete-frappes',
    ]),
    169: ('South American professional association recommends chlorine dioxide for COVID', S, 'en', []),
    170: ('India shifts fiscal year to 1 July because of corona', H, 'en', [
        'hindi.boomlive.in/fake-news/indias-financial-year-has-not-been-extended',
    ]),
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
            'id': f'b4-{len(out) + 1:03d}',
            'query': query,
            'expected_urls': expected,
            'target_claim': rec['claim'],
            'lang': lang,
            'tier': tier,
        })
    with open(os.path.join(HERE, 'factcheck-eval-blind4.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print(f'wrote {len(out)} items ({len(SKIPPED)} sampled claims skipped)')


if __name__ == '__main__':
    main()

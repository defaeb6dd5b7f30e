#!/usr/bin/env python3
"""Writes factcheck-eval-blind8.jsonl from sample.jsonl (see README sections 2 and 3).

Run from the repo root:  python3 bench/factcheck-blind-set-8/build-set.py
One entry per sampled record, in sample order (Nigeria ranks 1-110, then COVID ranks 1-60):
(query, tier, lang, extra URL keys). Every query was written by hand from the claim; none was run
against any search engine. `extra` lists the other store records that check the same assertion
about the same event, given as a substring of their source_url (resolved against the store; each
key must match exactly one URL; a key ending in '$' must match the end of the URL).
expected_urls = [the sampled record's URL] + extras.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.environ.get('FACTCHECKS_PATH', '/work/shared/data/factchecks.jsonl')

# Sample line numbers (1-based) that were not turned into items. None were skipped.
SKIPPED = set()

S, H = 'standard', 'hard'

NIGERIA = [
    # 1-10
    ('new army chief Faruk Yahaya, 22nd or 26th COAS?', S, 'en', []),
    ('town called Abeokuta in Jamaica true?', S, 'en', []),
    ('Reno talk say civil servants for Naija dey earn only N18,000 minimum wage?', H, 'pcm', []),
    ('INEC staff absent at Ighodalo polling unit in Edo', S, 'en', []),
    ('information minister says foreign partners refused to sell Nigeria weapons to fight terrorists',
     H, 'en', []),
    ('former president says traders hiding foodstuff are why food is so expensive', H, 'en', []),
    ('video of Kaduna residents stoning police officers during protest', S, 'en', []),
    ('international police agency links 500k euro virus fraud to Nigeria', H, 'en', []),
    ('video of Asaba buildings pulled down to target Igbo people', H, 'en', []),
    ('Rep Shina Peller says Tinubu should not be anointed in 2023', S, 'en', []),
    # 11-20
    ("judge moved to Port Harcourt as punishment for ruling on Atiku and Obi's case", H, 'en', []),
    ('NDLEA nabs agents with 100 ATM cards for vote buying in Ogun', S, 'en', []),
    ('Thugs dey threaten voters for Ojo say make dem vote APC or dem go kill dem?', H, 'pcm', []),
    ('Labour candidate came first in 2023 polls, Atiku second, Tinubu third', H, 'en', []),
    ('photo of Nigerians carrying Mungo Park on their shoulders', S, 'en', []),
    ('PDP deputy national youth leader Timothy Osadolo is 60 years old', S, 'en', []),
    ('NFF don reject friendly match wey Libya propose?', H, 'pcm', []),
    ('photos Fulani herders camp destroyed in Yewa Ogun', S, 'en', []),
    ('Simon Ekpa says army has Islamic school but none for Christians', S, 'en', []),
    ('video of schoolchildren being kidnapped in Nigeria this week', S, 'en', []),
    # 21-30
    ('Ikot Ekpene senate candidate Akpabio withdrew for his rival', H, 'en', []),
    ("Ekweremadu's wife Beatrice freed and back in Nigeria", S, 'en', []),
    ('Pls share: US visa lottery 2021/2022 registration now open online for Nigerians', H, 'en',
     ['the-viral-american-visa-lottery-registration-form-is-a-scam']),
    ('Dino Melaye bullet-riddled G-Wagon photo EndSARS', S, 'en', []),
    ('Nigerians burning Chinese shops video', S, 'en', []),
    ('touching naira notes spreads coronavirus in Nigeria', S, 'en', []),
    ('Obi Anambra IGR N7bn to N8bn vs El-Rufai Kaduna N93bn', S, 'en', []),
    ('Obi says Nigeria infant mortality worse than India', S, 'en', []),
    ('Government don start to register prisoners make dem vote for election, even death row?', H,
     'pcm', []),
    ('AIT video INEC official caught with ballot papers in Olamaboro', S, 'en', []),
    # 31-40
    ('how much does the Nigerian president collect as pay yearly, N30m?', H, 'en', []),
    ('photos of corpses carried on motorcycles after Plateau attack', S, 'en', []),
    ('Kano leads all states in women inclusion in governance, Ganduje claims', S, 'en', []),
    ('Tinubu and Reps don confirm say Ibadan blast na terrorist attack?', H, 'pcm', []),
    ('video shows Buhari thumbprinting for the Labour Party candidate', H, 'en', []),
    ('Muhammad Oyanki 23 years old elected Doma North Nasarawa assembly', S, 'en', []),
    ('photos of huge crowd at Tinubu rally in Katsina', S, 'en', []),
    ('video of Donald Trump scolding Nigerians for complaining about hardship under Tinubu', H,
     'en', []),
    ('Dem pursue Tinubu comot from France? Video dey go round', H, 'pcm', []),
    ('video soldiers attacking unarmed people in South East', S, 'en', []),
    # 41-50
    ('Ngozi Okonjo-Iweala don become first woman wey go head WTO?', H, 'pcm', []),
    ('government cancels admission of female cadets into NDA', S, 'en', []),
    ('ex-NDDC chair Onochie thrown out of her house in the UK', H, 'en', []),
    ('UI first class graduate killed over bread in Bayelsa', H, 'en', []),
    ('yahoo boy barked to death in Ogbomosho video', S, 'en', []),
    ('Keyamo photo of huge APC rally crowd in Sokoto', S, 'en', []),
    ('Britain says sorry to Obi for holding him at London airport', H, 'en', []),
    ('Delta commissioner Weyinmi carry sack of guns, dem catch am?', H, 'pcm', []),
    ('has every candidate backed by Obasanjo won the presidency', S, 'en', []),
    ("Labour's 2023 candidate seen at the Abuja hardship protest on August 1", H, 'en', []),
    # 51-60
    ('photo of Tinubu and Obi shaking hands, are they working together', S, 'en', []),
    ('WAEC Sierra Leone uncovers syndicate changing grades for money', S, 'en', []),
    ('FUOYE VC don tell students make dem prepare for exam during ASUU strike?', H, 'pcm', []),
    ('Abia lawmaker Chinasa Abiola is Yoruba Umuahia Central', S, 'en', []),
    ('Atiku empowerment grant N10,150 apply online', S, 'en', []),
    ('president cut the cost of running government because of the hunger protest', H, 'en', []),
    ('Adamawa youths burning brooms for Atiku video', S, 'en', []),
    ('video of northerners protesting against Tinubu government this week', S, 'en', []),
    ('DSS don carry Naira Marley and Sam Larry?', H, 'pcm', []),
    ('wrong Kano results uploaded for a Kaduna polling unit on IReV', S, 'en', []),
    # 61-70
    ('Osun teacher recruitment test not held after N2,000 fee', S, 'en', []),
    ('Dem see over 200 missing pikin for one compound for Port Harcourt?', H, 'pcm', []),
    ('Oyedele says 774 LGs got less than N50 billion in 2022', S, 'en', []),
    ('northern federal university stops Christians from Sunday service on campus', H, 'en', []),
    ('Senate president will approve new presidential jet while Nigerians starve', H, 'en', []),
    ('Dem don release Nnamdi Kanu from DSS custody?', H, 'pcm', []),
    ('Alex Otti starts dredging Aba seaport', S, 'en', []),
    ('video Dapo Abiodun leading thugs snatching ballot boxes in Iperu', S, 'en', []),
    ('I fit vote without PVC if I don register with INEC?', H, 'pcm', []),
    ('video of rice bus looted in Kwara', S, 'en', []),
    # 71-80
    ("BBNaija host spotted in Tinubu's signature cap", H, 'en', []),
    ('Adeola Sowemimo first Nigerian female pilot at Qatar Airways true', S, 'en', []),
    ('Simon Ekpa video of Israel striking Iran', S, 'en', []),
    ('Shehu Sani students kidnapped Ondo bus', S, 'en', []),
    ('is UCJ Unilorin the oldest campus newspaper in Nigeria', S, 'en', []),
    ("Kenyan president's Twitter suspended because of IPOB leader's arrest", H, 'en', []),
    ("Tinubu's spokesman says Dubai visa ban on Nigerians is over", H, 'en', []),
    ('Lagos monthly environmental sanitation is back', S, 'en', []),
    ('video of Dino Melaye campaigning for Peter Obi', S, 'en', []),
    ('soldiers flogging people for breaking covid lockdown in Nigeria video', H, 'en', []),
    # 81-90
    ('Saudi don kill 20 Naija people for drug matter?', H, 'pcm', []),
    ('Goita threatens to invade Abuja over Niger', S, 'en', []),
    ('Hausa people say zobo drink controls high BP, true?', H, 'en', []),
    ('new teachers salary scale approved by Buhari compared to police', S, 'en', []),
    ('Buhari died and Jubril from Sudan is the one in Aso Rock now', H, 'en', []),
    ('Buhari handshake with Code of Conduct chairman wearing masks photo', S, 'en', []),
    ('did Lakurawa start under Tinubu', S, 'en', []),
    ('videos of unclothed women protesting hunger in Nigeria', H, 'en', []),
    ('CBN don bring out N5000 note wey get Tinubu face?', H, 'pcm', []),
    ('Tinubu giving N20,000 swearing-in celebration money', S, 'en',
     ['iro-ponbele-ni-ogbeni-tinubu']),
    # 91-100
    ('EFCC found container full of rotten naira in Abuja, video', H, 'en', []),
    ('Oba of Benin dances after Edo poll result is announced, video', S, 'en', []),
    ('WhatsApp message says Tinubu brought back fuel and light subsidy in a speech', H, 'en', []),
    ('INEC suspends voting in Yenagoa and Esan areas over violence', S, 'en', []),
    ('photo 17 corpses Lekki toll gate EndSARS victims', S, 'en', []),
    ('customs intercepted 661 rifles France sent to Boko Haram', S, 'en', []),
    ('richest man in Africa moving 60 percent of his money to America', H, 'en', []),
    ('Na Hausa okada riders dey kill Igbo people for Asaba protest?', H, 'pcm', []),
    ('blog claims Abba Kyari is dead citing Kemi Olunloye', S, 'en', []),
    ('Betta Edu says Labour has no candidate for Cross River governorship', S, 'en', []),
    # 101-110
    ('picture of pupils in a flooded mud classroom in Nigeria', S, 'en', []),
    ('Buhari vote don void? Dem talk say e no count', H, 'pcm', []),
    ('Garba Shehu says petrol sold at N600 Easter 2013', S, 'en', []),
    ('prefilled result sheets at all Kogi polling units protest', S, 'en', []),
    ('BREAKING: Edo PDP has announced the governorship results at a press briefing, share', H,
     'en', []),
    ('ex-president warned LG chairmen not to hand council money to governors', H, 'en', []),
    ('photo of Kenyans protesting in solidarity with Nigerians June 12', S, 'en', []),
    ('Onome Ebi na first African wey play six World Cups for age 40?', H, 'pcm',
     ['gaskiya-onome-ebi']),
    ('Rivers INEC REC wearing Tinubu cap photo', S, 'en', []),
    ('Rotten tomato wey dem dey call esa fit give person liver cancer?', H, 'pcm', []),
]


# Records shared by sample lines 151 and 152 (the Italian-autopsy "treat COVID-19 with
# antibiotics and anticoagulants, not ventilators" chain; see README section 3).
CLOTS = ['lasillavacia.com/detector-imagen-enganosa-sobre-uso-antibioticos',
         'politifact.com/factchecks/2020/may/19/facebook-posts/no-covid-19-wont-respond-antibiotics',
         'newtral.es/el-covid-19-ni-es-una-trombosis']
# fatabyyano.net record on heat killing the virus; its Arabic slug is percent-encoded.
FATABYYANO_HEAT = ('%d8%a7%d9%84%d8%b5%d9%8a%d9%81_%d9%83%d9%88%d8%b1%d9%88%d9%86%d8%a7_'
                   '%d9%81%d9%8a%d8%b1%d9%88%d8%b3_%d9%85%d8%b5%d8%b1')

COVID = [
    # 1-10
    ('19 Tigres fans covid positive in New York', S, 'en', []),
    ('video Malaysians storming Johor customs after Singapore border closure', S, 'en', []),
    ('ICMR report 8 lakh covid cases without lockdown', S, 'en', []),
    ('Ordinary flu dey kill people pass corona, na true?', H, 'pcm', []),
    ('people who beat covid can never live normally again', H, 'en', []),
    ('pandemic every 100 years pattern covid', S, 'en',
     ['spondeomedia.com/a-medias-de-1320-a-1920', 'misbar.com/factcheck/5e43e45dd4a229117b146953',
      'animal.mx/2020/03/epidemias-cada-100-anos', 'VoxCheck/posts/1163564417308395',
      'lemonde.fr/les-decodeurs/article/2020/03/25/non-une-epidemie-mortelle',
      'colombiacheck.com/chequeos/los-brotes-de-nuevas-pandemias',
      'srilanka.factcrescendo.com/english/viral-hoax-of-pandemic-repeating',
      'youtu.be/4mK1A9mY87Y']),
    ('WCVB video: US arrests man who created coronavirus for China', S, 'en',
     ['thequint.com/news/webqoof/covid-19-fact-check-no-a-us-professor']),
    ('FORWARD: cloth masks give you hypercapnia and cancer, stop wearing them', H, 'en',
     ['factcheck.afp.com/myth-circulates-online-prolonged-use',
      'healthfeedback.org/claimreview/wearing-face-masks-does-not-cause-hypercapnia',
      '15min.lt/naujiena/aktualu/lietuva/devint-veido-kauke',
      'chequeado.com/verificacionfb/es-falso-que-el-uso-o-abuso-de-la-mascarilla-produzca-'
      'hipercapnia', 'rappler.com/newsbreak/fact-check/263009',
      'maldita.es/malditaciencia/2020/06/12/afirmaciones-falsas-mascarillas-cancer',
      'lasillavacia.com/detector-falso-video-sobre-uso-del-tapabocas-77547',
      'maldita.es/malditaciencia/2020/07/10/imagen-mascarilla-hipoxia-falso']),
    ('picture of migrant workers stuck in Gujarat during India lockdown', S, 'en',
     ['thequint.com/news/webqoof/people-violating-lockdown-in-gujarat']),
    ('photo woman holding baby has covid', S, 'en', []),
    # 11-20
    ('Person fit drink soap or sanitizer kill corona for body?', H, 'pcm', []),
    ('Rahul Gandhi mixes up red and green zones in covid speech video', H, 'en',
     ['factcrescendo.com/clipped-video-of-rahul-gandhi']),
    ('West Sumatra residents chase Chinese tourists and burn belongings video', S, 'en', []),
    ('melanin makes black people immune to coronavirus', S, 'en',
     ['leadstories.com/hoax-alert/2020/03/fact-check-black-people-are-not-immune',
      'factuel.afp.com/non-les-personnes-noires', 'observador.pt/factchecks/fact-check-a-pele-negra',
      'dubawa.org/sub-saharan-africans-are-not-blessed']),
    ('plasma from recovered patients cures covid, no vaccine needed', S, 'en', []),
    ("ex-PM Rajoy's walk during confinement was filmed back in December", H, 'en',
     ['newtral.es/las-imagenes-de-rajoy']),
    ('TV Globo passed off Lampedusa shipwreck funeral as Italy covid deaths', S, 'en',
     ['aosfatos.org/noticias/globo-nao-veiculou-foto-de-mortos-de-naufragio']),
    ('Turmeric with lemon dey help fight corona, e true?', H, 'pcm',
     ['thequint.com/news/webqoof/turmeric-and-lemon']),
    ('Lombardy covid deaths caused by flu vaccines', S, 'en', []),
    ('1500 dead from coronavirus by 31 January', S, 'en', []),
    # 21-30
    ('government allowed Madrid gay pride despite coronavirus headline', S, 'en', []),
    ('8 Peru regions without coronavirus plan', S, 'en', []),
    ('Chinese medics told Italians to sing from their balconies to beat the virus', H, 'en', []),
    ('Kalcker chlorine dioxide cured 100 covid patients in Ecuador', S, 'en', []),
    ('25 police officers positive after migrants landing Roccella Ionica', S, 'en', []),
    ('clip of Italian covid dead being dumped in pits', H, 'en',
     ['factcheck.afp.com/clip-scene-2007-us-television-series-pandemic',
      'factly.in/telugu-video-clip-from-a-movie-shared-as-dead-bodies-thrown-in-italy',
      'indiatoday.in/fact-check/story/viral-video-mass-graves-dead-bodies-italy',
      'rappler.com/newsbreak/fact-check/256810',
      'srilanka.factcrescendo.com/english/fact-check-scene-from-pandemic-movie',
      'boomlive.in/fake-news/scene-from-mini-series-pandemic',
      'politifact.com/factchecks/2020/apr/13/facebook-posts/no-video-doesnt-show-italys',
      'factly.in/a-clip-from-a-movie-the-flu-is-being-falsely-shared-as-situation-in-italy',
      'factly.in/telugu-a-clip-from-a-movie-the-flu',
      'hindi.newschecker.in/2020/04/03/google-donated-5900-crore',
      'newsmeter.in/fact-check-is-italy-burying']),
    ('Milan doctor says virus survives 9 days on street, leave shoes outside', S, 'en',
     ['lasillavacia.com/detector-no-no-se-ha-comprobado-covid-19-dura-9-dias-asfalto']),
    ('Seville university suspends classes over coronavirus', S, 'en',
     ['newtral.es/universidad-sevilla-coronavirus-suspende-clases']),
    ('Kyiv hiding true virus numbers, more than 6000 infected', H, 'en', []),
    ('Ahmedabad Civil Hospital separating covid patients by religion', S, 'en', []),
    # 31-40
    ('Facebook new rule to use our photos during covid', S, 'en', []),
    ('Venezuelan man spreading coronavirus in Colombian town', S, 'en', []),
    ('Zhong Nanshan says showering can cause coronavirus infection', S, 'en', []),
    ('Tanzania Zambia first coronavirus cases March 2020', S, 'en', []),
    ('Madrid slashed its coronavirus death count to 2,000', H, 'en', []),
    ('If you dey take hot steam and tea, corona go comot?', H, 'pcm',
     ['africacheck.org/fbcheck/no-hot-steam-and-tea']),
    ('Chinese hair weave lace front wigs carry coronavirus', S, 'en',
     ['hair-extensions-arent-source-2019-coronavirus/$']),
    ('CR7 turning his hotels into hospitals for covid', H, 'en',
     ['dubawa.org/ronaldo-is-not-transforming-his-hot',
      'factcheck.afp.com/hoax-report-circulates-cristiano-ronaldo',
      'africacheck.org/fbcheck/no-footballer-ronaldo',
      'colombiacheck.com/chequeos/cristiano-ronaldo-no-ha-convertido',
      'demagog.org.pl/analizy_i_raporty/nie-cristiano-ronaldo',
      'factuel.afp.com/non-cristiano-ronaldo', 'faktograf.hr/2020/03/16/cristiano-ronaldo',
      'observador.pt/factchecks/fact-check-cristiano-ronaldo-vai',
      'poligrafo.sapo.pt/fact-check/hoteis-de-ronaldo',
      'aap.com.au/cristiano-ronaldo-is-not-converting',
      'lemonde.fr/les-decodeurs/article/2020/03/16/coronavirus-la-fausse-rumeur-des-hotels',
      'leadstories.com/3471937-fact-check-cristiano-ronaldo',
      'pagellapolitica.it/bufale/show/1001', 'boomlive.in/fake-news/no-cristiano-ronaldos-hotels',
      'cekfakta.tempo.co/fakta/674/', 'teyit.org/ronaldonun-otellerini',
      'newschecker.in/article/news-detail/275_15247675',
      'newsmeter.in/has-cristiano-ronaldo-turned']),
    ('novel from 1981 foretold coronavirus as Wuhan-400', H, 'en',
     ['maldita.es/malditobulo/libro-1981-predijo-coronavirus',
      'teyit.org/dean-koontz-koronavirus', '15min.lt/kultura/naujiena/literatura/knygu-galia',
      'factnameh.com/fact-checks/2020-02-26-coronavirus-predicted-1981-novel',
      'misbar.com/factcheck/5e6933b3d4a229450a7872f3', 'cekfakta.tempo.co/fakta/684/',
      'verafiles.org/articles/vera-files-fact-check-old-news-report-claiming-2-novels',
      'fullfact.org/online/book-didnt-predict-coronavirus']),
    ('Di Bella method cures covid', S, 'en', []),
    # 41-50
    ('Italian post-mortems show covid is blood clots, treat with antibiotics not ventilators', H,
     'en', CLOTS + ['aosfatos.org/noticias/nao-e-verdade-que-covid-19-pode-ser-tratada',
                    'chequeado.com/verificacionfb/es-falso-que-el-coronavirus-se-combate-solo',
                    'colombiacheck.com/chequeos/no-el-coronavirus-no-ha-sido-vencido']),
    ('covid treated with antibiotics only, no ventilators', S, 'en',
     ['healthfeedback.org/claimreview/the-main-cause-of-death-in-covid-19-patients'] + CLOTS),
    ('study debunks theory China created coronavirus for economic reasons', S, 'en', []),
    ("coronavirus won't spread in Philippines because of the heat", S, 'en',
     ['rappler.com/newsbreak/fact-check/250679']),
    ('chloroquine study cured every single coronavirus patient', H, 'en', []),
    ('beard increases risk of catching coronavirus', S, 'en',
     ['lemonde.fr/les-decodeurs/article/2020/02/28/non-les-autorites-sanitaires',
      'factual.afp.com/las-autoridades-sanitarias-de-estados-unidos-no-recomendaron']),
    ('Trump tweet: some old people will have to die so we can reopen', H, 'en',
     ['checkyourfact.com/2020/05/22/fact-check-donald-trump-tweet-some-oldies']),
    ('14 of 25 new Ethiopia covid cases are Oromo prisoners', S, 'en', []),
    ('Corona no fit survive hot weather, sun go kill am?', H, 'pcm',
     ['voxukraine.org/uk/fejk-speka-zupinit',
      'maldita.es/malditaciencia/2020/02/28/coronavirus-calor-temperatura',
      'pesacheck.org/false-this-post-claiming-covid-19-cannot-spread-in-warm-weather',
      FATABYYANO_HEAT]),
    ('Japanese professor says coronavirus made in China', S, 'en', []),
    # 51-60
    ('photo of Duterte working late during the covid pandemic', S, 'en', []),
    ('whistleblower doctor from Wuhan said tea cures covid', H, 'en',
     ['indiatoday.in/fact-check/story/viral-post-china-whistleblower-doctor-tea',
      'cekfakta.tempo.co/fakta/702/',
      'newschecker.in/2020/03/26/indian-government-has-not-issued-any-guideline',
      'marathi.factcrescendo.com/no-tea-cannot-control',
      'factly.in/there-is-no-scientific-evidence-to-suggest-that-drinking-tea',
      'bangla.boomlive.in/health/false-different-types-of-tea']),
    ('three coronavirus positive cases Kothapet Hyderabad message', S, 'en', []),
    ('Tamil Nadu approves Thanikasalam Siddha covid medicine', S, 'en',
     ['tamil.factcrescendo.com/factcheck-tamil-nadu-govt-not-approved-thanikasalam']),
    ('Ahmadinejad says coronavirus made in lab by world powers', S, 'en', []),
    ('Rashid Buttar Fauci knew in 2017, mannequins shown as patients', S, 'en', []),
    ('COVID stands for China Outbreak Virus', S, 'en',
     ['english.factcrescendo.com/2020/02/14/who-declared-coronavirus-as-covid-19']),
    ('Barranquilla hospital packed with covid patients video', S, 'en', []),
    ('Raila Odinga don catch corona?', H, 'pcm', []),
    ('Bill Gates charity bankrolled the making of the new virus', H, 'en',
     ['chequeado.com/el-explicador/es-falso-que-el-nuevo-coronavirus-fue-creado-en-un-laboratorio']),
]


def resolve(key: str, urls: list) -> list:
    if key.endswith('$'):
        return [u for u in urls if u.endswith(key[:-1])]
    return [u for u in urls if key in u]


def main() -> None:
    assert len(NIGERIA) == 110 and len(COVID) == 60, (len(NIGERIA), len(COVID))
    store = [json.loads(line) for line in open(STORE, encoding='utf-8') if line.strip()]
    urls = sorted({r['source_url'] for r in store})
    with open(os.path.join(HERE, 'sample.jsonl'), encoding='utf-8') as f:
        sample = [json.loads(line) for line in f if line.strip()]
    out = []
    for n, (rec, (query, tier, lang, extra)) in enumerate(zip(sample, NIGERIA + COVID), 1):
        if n in SKIPPED:
            continue
        expected = [rec['source_url']]
        for key in extra:
            hits = resolve(key, urls)
            assert len(hits) == 1, (n, key, hits)
            assert hits[0] not in expected, (n, key)
            expected.append(hits[0])
        out.append({'id': f'b8-{len(out) + 1:03d}', 'query': query, 'expected_urls': expected,
                    'target_claim': rec['claim'], 'lang': lang, 'tier': tier})
    with open(os.path.join(HERE, 'factcheck-eval-blind8.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print('wrote', len(out), 'items')


if __name__ == '__main__':
    main()

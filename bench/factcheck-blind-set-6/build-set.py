#!/usr/bin/env python3
"""Writes factcheck-eval-blind6.jsonl from sample.jsonl (see README sections 2 and 3).

Run from the repo root:  python3 bench/factcheck-blind-set-6/build-set.py
One entry per sampled record, in sample order (Nigeria ranks 1-110, then COVID ranks 1-60):
(query, tier, lang, extra URL keys). Every query was written by hand from the claim; none was run
against any search engine. `extra` lists the other store records that check the same assertion
about the same event, given as a substring of their source_url (resolved against the store; each
key must match exactly one URL). expected_urls = [the sampled record's URL] + extras.
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
    ('former Abia governor now senator caught with bundles of money in his house', H, 'en', []),
    ('Sanwo-Olu picture at Labour Party rally in Lagos', S, 'en', []),
    ('Na 800 people die for the Jos school collapse?', H, 'pcm', []),
    ('INEC deleted election results from IReV portal 7am video', S, 'en', []),
    ('Na true say Akeredolu thugs almost kill PDP agent for Ijomu during Ondo election?', H,
     'pcm', []),
    ('Ilorin protest at emir palace over hardship video', S, 'en', []),
    ('Uzodinma bombed Awo Omamma community video of burning cars', S, 'en', []),
    ('information minister said they raised petrol price so fewer cars cause accidents', H, 'en',
     []),
    ('IBB hints at military coup over economic hardship', H, 'en', []),
    ('students running away from covid vaccine in Lagos school video', S, 'en', []),
    # 11-20
    ('Lai Mohammed warns US, UK, EU to leave Nigeria alone quote', S, 'en', []),
    ('CBN sues Seun Okinbaloye Channels TV over interview', S, 'en', []),
    ('Wizkid, Burna and Portable sitting with OBO at his trad wedding picture', H, 'en', []),
    ("Davido's dad says he supplies 15% of Nigeria electricity", H, 'en', []),
    ('FUOYE mechatronics students built robot waiter serving food', S, 'en', []),
    ('Tinubu promises APC will win Edo governorship election video', S, 'en', []),
    ('Dem flog APC LG chairman because him sell palliative, na true?', H, 'pcm', []),
    ('NCC giving free data and airtime for NIN SIM linkage', S, 'en', []),
    ('Sowore photo of Buhari and Buratia holding Boko Haram flag', H, 'en', []),
    ('South African president snubbed Tinubu at his swearing-in', H, 'en', []),
    # 21-30
    ('Na solar panel cause the fire for Murg Plaza Abuja?', H, 'pcm', []),
    ('Professor Aderinto asked Tinubu to give Obi mandate', S, 'en', []),
    ('white man from Holland wants to be governor of Plateau', H, 'en', []),
    ('did Davido win a Grammy in 2025', S, 'en', []),
    ('Akpabio praying in Abuja National Mosque photo', S, 'en', []),
    ('video of dead Nigerian soldiers killed by Boko Haram in Borno', S, 'en', []),
    ('Na crime to use surrogate mother for Naija?', H, 'pcm', []),
    ('92% of Nigerians earn below N60,000 NBS report', S, 'en', []),
    ('Alex Otti declared winner Abia governorship election', S, 'en', []),
    ('Elon Musk video telling South Africans to apologise to Nigerians over ride hailing fight',
     H, 'en', []),
    # 31-40
    ('Supreme Court disqualifies Ighodalo before Edo election', S, 'en', []),
    ('prophetess says Awolowo leaf juice cures coronavirus', H, 'en', []),
    ('Kano govt wan stop women from driving motor?', H, 'pcm', []),
    ('catholic bishop asked government to remove tithe from civil servants pay', H, 'en', []),
    ('Nigerian paid dowry with fake rands in South Africa and his in-laws got arrested', H, 'en',
     []),
    ('Oye-Ekiti don get 24 hours light now?', H, 'pcm', []),
    ('National Youth Empowerment Fund FG giving money WhatsApp message', S, 'en', []),
    ('Sokoto State University recruitment 2024 is it real', S, 'en', []),
    ('does boiled corn hair tea cure diseases', H, 'en',
     ['dubawa.org/no-evidence-corn-silk-works', 'gemun-masara-na-warkar']),
    ('Anambra state debt over N200 billion true?', S, 'en', []),
    # 41-50
    ('Charly Boy says Qian Princess model is AI robot', S, 'en', []),
    ('viral video of building collapsing in Abuja', S, 'en', []),
    ('FG cash transfer to 200,000 Nigerians SMS message', S, 'en', []),
    ('Dubawa live fact-check 2023 governorship and state assembly elections', S, 'en', []),
    ('Britain scraps Huawei 5G contract over faulty coronavirus test kits', H, 'en',
     ['africacheck.org/fbcheck/huawei-doesnt-produce']),
    ('Lagos Red Line second urban rail in West Africa after Abuja', S, 'en', []),
    ('Kogi governor prostrating for White Lion Yahaya Bello', H, 'en', []),
    ('asuu presido osodeke daugther graduated in chicago', H, 'en', []),
    ('Senator Abaribe killed by gunmen at his Abia home', S, 'en', []),
    ('Dubai built with $12 billion infrastructure fund Buhari $2.4 billion', S, 'en', []),
    # 51-60
    ('Dem see dragon for Anambra, the video na real?', H, 'pcm', []),
    ('APC MP-elect against party boycott of parliament video', S, 'en', []),
    ('Bauchi Toro thatched school roof fell on pupils video', S, 'en', []),
    ('terrorists enforcing Islamic law on villagers in Niger State', H, 'en', []),
    ('Niger Republic man wanted for $400 million arms fraud Buhari', S, 'en', []),
    ('soldiers flog Fulani kidnappers on Ife-Ibadan road video', S, 'en', []),
    ('emeka madu arested ikotun fake malaria drug factry', H, 'en', []),
    ('JAMB go do resit for anybody wey score below 170?', H, 'pcm', []),
    ('protest in South West over Tinubu hardship video', S, 'en',
     ['fonran-atijo-ni-won-fi-']),
    ('MTN and Imo govt wan off network for election day, na true?', H, 'pcm', []),
    # 61-70
    ('NNPC new filling station to buy petrol at N200', S, 'en', []),
    ('Akeredolu impeached two deputies in eight years', S, 'en', []),
    ('DSS exhibits from Igboho house are old 2013 pictures', S, 'en', []),
    ('ex Senate President beaten by protesters in London video', H, 'en', []),
    ('CAF sanctions on Libya over Super Eagles treatment', S, 'en', []),
    ('Fulani herdsmen behind Igbariam killings Anambra', S, 'en', []),
    ('Ramsey Nouah wedding with Nadia Buari true', S, 'en', []),
    ('Sanwo-Olu cabinet 30 percent women true', S, 'en', []),
    ('Government dey pay repentant Boko Haram N150k every month?', H, 'pcm', []),
    ('is acting Chief Justice appointment illegal under constitution', S, 'en', []),
    # 71-80
    ('INEC moved ICT staff out of Abuja before rerun', S, 'en', []),
    ('NUC list of worst universities in Nigeria', S, 'en', []),
    ('Akufo-Addo tweet Nigeria better than Ghana', S, 'en', []),
    ('efcc found money and drugs in el rufia son house kaduna', H, 'en',
     ['efcc-ri-owo-ati-oogun-oloro-nile-omo-el-rufai']),
    ('Ife monarch says herbs and sulphur can cure covid and make vaccine', H, 'en', []),
    ('Peter Obi demolished mosque and chased northerners from Anambra', S, 'en', []),
    ('INEC not yet distributing PVCs before Anambra 2021 election', S, 'en', []),
    ('Nigeria first country to roll out Men5CV meningitis vaccine', S, 'en', []),
    ('Ondo contributes 12 percent of Nigeria oil and gas', S, 'en', []),
    ('fake CNN clip says Buhari and his chief of staff have corona', H, 'en', []),
    # 81-90
    ('lady used as bait to capture Nnamdi Kanu video', S, 'en', []),
    ('nine corpses photo police brutality Oyo EndSARS', S, 'en', []),
    ('money found in Maiduguri flood water photo', S, 'en', []),
    ('Zamfara Maradun killings photo bodies in white cloth', S, 'en', []),
    ('EFCC chairman Magu says corruption caused coronavirus', S, 'en', []),
    ('Buhari talk say him no go travel abroad for treatment again?', H, 'pcm', []),
    ('cash transfer programme excludes Igbos humanitarian minister', S, 'en', []),
    ('restructuring bill to create 42 states, seven per geopolitical zone', S, 'en', []),
    ('Wike says Rivers spends 30% budget on education', S, 'en', []),
    ('motor wey no get steering dey move for Lagos road?', H, 'pcm', []),
    # 91-100
    ('Tinubu wan cancel naira make we dey use dollar?', H, 'pcm', ['dola-ropo-naira']),
    ('ex-feminist crying begging for husband TikTok video', S, 'en', []),
    ('youths are 65% of Nigeria population 130 million', S, 'en', []),
    ('Lagos-Calabar coastal highway 180 bridges Niger Delta', S, 'en', []),
    ('Tinubu stopped US deportation plane from landing', S, 'en', []),
    ('11 female bank CEOs in Nigeria', S, 'en', []),
    ('Obaseki moves deputy governor office', S, 'en', []),
    ('new ritualists arrested in Ogun gory photo', S, 'en', []),
    ('Attahiru wife also died in Kaduna air crash', S, 'en', []),
    ('Nollywood movie about Russia Ukraine war poster', S, 'en', []),
    # 101-110
    ('Jonathan says seven states hold off-cycle elections', S, 'en', []),
    ('EFCC Bawa tells INEC not to sell forms to politicians with files', S, 'en', []),
    ('police arrest Action Alliance candidate Braimoh in Kogi election', S, 'en', []),
    ('Fayemi talk say make corpers go fight Boko Haram?', H, 'pcm', []),
    ('crowd crossing Sahara desert are Nigerians running abroad', H, 'en', []),
    ('EFCC operatives raided Peter Obi house during election', S, 'en', []),
    ('is Gen Yakubu Gowan dead', H, 'en', ['gowon-o-ku-o']),
    ('US gives Nigeria 48 hours ultimatum to arrest Abba Kyari', S, 'en', []),
    ('Army School of Nursing HND admission form real?', S, 'en', []),
    ('Osibanjo giving out grants link on WhatsApp', H, 'en', []),
]

THROMBOSIS = [
    'animalpolitico.com/elsabueso/no-covid-no-es-trombosis',
    'efe.com/efe/espana/efeverifica/la-trombosis-puede-ser',
    'maldita.es/malditaciencia/2020/04/27/coronavirus-neumonia-trombosis',
    'open.online/2020/04/29/coronavirus-morti-di-polmonite',
    'animalpolitico.com/elsabueso/sacado-de-contexto-heparina',
    'correctiv.org/faktencheck/2020/04/28/corona-kettenbrief',
    'facta.news/notizia-falsa/2020/05/20/no-le-morti',
    'voxukraine.org/uk/fejk-koronavirus-sprichinyaye-tromboz-a-ne',
    'thejournal.ie/coronavirus-factcheck-debunked-covid-thrombosis',
    'chequeado.com/el-explicador/es-falso-que-la-oms-prohibe-las-autopsias',
    'rappler.com/newsbreak/fact-check/262152',
    'indiatoday.in/fact-check/story/blot-clot',
]
CHLORINE_DIOXIDE = [
    'factcheck.org/2020/02/fake-coronavirus-cures-part-1-mms',
    'correctiv.org/faktencheck/medizin-und-gesundheit/2020/02/07/die-einnahme-von-chlordioxid',
    'newtral.es/bulo-dioxido-de-cloro',
    'boliviaverifica.bo/cuidado-el-dioxido',
    'colombiacheck.com/chequeos/no-el-dioxido',
    'chequeado.com/verificacionfb/es-falso-que-consumir-dioxido',
    'verificado.com.mx/dioxido-de-cloro-no-cura',
    'animal.mx/2020/06/dioxido-de-cloro-no-cura',
    'animalpolitico.com/elsabueso/mms-clorito',
    'fatabyyano.net/%d9%85%d8%b1%d9%83%d8%a8_mms',
]
THROAT = [
    'factly.in/an-old-image-falsely-shared-as-image-of-covid-19-infected',
    'factcheck.afp.com/photo-does-not-show-throat',
    'colombiacheck.com/chequeos/foto-de-garganta',
    'verafiles.org/articles/vera-files-fact-check-not-photo-covid-19-patients-throat',
    'vishvasnews.com/english/health/fact-check-viral-post-shows-an-old-image-unrelated',
]
HARVARD = [
    'aosfatos.org/noticias/prisao-de-professor-de-harvard',
    'nacion.com/no-coma-cuento/nocomacuento-estados-unidos-no-detuvo',
    'boomlive.in/fake-news/false-harvard-professor-arrested',
    'pesacheck.org/false-the-arrest-of-harvard',
    'crithink.mk/lazhna-e-vesta',
    'verafiles.org/articles/vera-files-fact-check-online-post-arrest-man-behind',
]

COVID = [
    # 1-10
    ('thrombosis not pneumonia kills COVID patients, misdiagnosed', S, 'en', THROMBOSIS),
    ('Man fall down die for road five minutes after corona symptoms, India', H, 'pcm',
     ['thequint.com/news/webqoof/video-of-covid-19-mock-drill-in-colombia']),
    ('Dem dig up covid coffins for Brazil, na stone dey inside?', H, 'pcm',
     ['aosfatos.org/noticias/e-falso-que-caixoes']),
    ('empty body bags on streets to fake coronavirus deaths', S, 'en', []),
    ('Mike Sonko WHO research alcohol kills coronavirus video', S, 'en', []),
    ('Carrefour R$300 voucher for families WhatsApp', S, 'en', []),
    ("St Luke's hospital memo alcohol vodka reduces covid risk", S, 'en',
     ['rappler.com/newsbreak/fact-check/254434', 'indiatoday.in/fact-check/story/coronavirus-fact-check-clai']),
    ('US covid death count inflated by counting other deaths', S, 'en',
     ['leadstories.com/hoax-alert/2020/04/Fact-Check-US-Coronavirus-Death-Tolls']),
    ('Pentagon says coronavirus got into chemtrail supply', S, 'en', []),
    ('Duque compares Colombia COVID numbers with other countries', S, 'en', []),
    # 11-20
    ('Dr Natalia Prego video against PCR tests', S, 'en', []),
    ('99.7% of people survive covid, is that right', H, 'en', []),
    ('Na banana dem take spread coronavirus?', H, 'pcm',
     ['voxukraine.org/uk/fejk-nebezpechnij-virus-peredayetsya-cherez']),
    ('Germany sends China invoice for £130bn corona damages', H, 'en',
     ['indiatoday.in/fact-check/story/fact-check-did-germany-send-chi',
      'checkyourfact.com/2020/05/19/fact-check-germany-send-china',
      'aosfatos.org/noticias/governo-da-alemanha-nao-enviou']),
    ('ginger honey onion and aspirin mixture cures covid', S, 'en', []),
    ('Hyderabad covid patients being treated on the street outside hospital', S, 'en', []),
    ('only government can post about corona on WhatsApp, others will be prosecuted India', H,
     'en', ['www.boomlive.in/fake-news/no-home-ministry-has-not-made-sharing',
            'hindi.boomlive.in/fake-news/no-home-ministry-has-not-made-sharing',
            'factcrescendo.com/fact-check-goi-announces-fake-news',
            'hindi.newschecker.in/2020/03/31/hospital-with-6370',
            'assamese.factcrescendo.com/has-home-ministry-made-sharing']),
    ('UNICEF says avoid ice cream to prevent coronavirus', S, 'en', []),
    ('covid treatment for only Rs 600 India post', S, 'en', []),
    ('Pedro Sanchez 14 doctors medical team coronavirus', S, 'en', []),
    # 21-30
    ('Cardinal Cañizares says COVID vaccine uses aborted fetus cells', S, 'en', []),
    ('Trump Pence swastika banner at Michigan lockdown protest', S, 'en', []),
    ('did eminem catch the corona virus', H, 'en', []),
    ('Tunisian scientist killed in Germany before COVID vaccine discovery', S, 'en',
     ['%d8%a8%d8%b2%d8%b1%d8%aa%d9%8a']),
    ('baby born inside amniotic sac because mother had covid video', S, 'en', []),
    ('WHO said coronavirus cannot float in the air', H, 'en', []),
    ('Make person drink chlorine dioxide, e go cure corona?', H, 'pcm', CHLORINE_DIOXIDE),
    ('photos of covid patient throat warning', S, 'en', THROAT),
    ('havard professor arrested for making corona virus in lab', H, 'en', HARVARD),
    ('Birx says no covid testing because labs not making profit', S, 'en', []),
    # 31-40
    ('tunisia closing boarders again because of covid', H, 'en', []),
    ('policemen beating a coronavirus patient in India video', H, 'en',
     ['vishvasnews.com/politics/fact-check-mockdrill-took-place-in-barabanki',
      'odia.factcrescendo.com/2020/05/11/mock-drill-from-barabanki']),
    ('can you have coronavirus without fever', S, 'en', []),
    ('WHO approved chloroquine for coronavirus treatment', S, 'en', []),
    ('picture of Italian medics lying dead on hospital floor from covid', H, 'en',
     ['africacheck.org/fbcheck/photo-not-of-italian-doctors-dead',
      'english.factcrescendo.com/2020/03/24/fact-check-image-showing-doctors-and-nurses']),
    ('Tamil Siddhas herbal cure for coronavirus', S, 'en', []),
    ('Manaus covid deaths dropped after health minister visit', S, 'en',
     ['aosfatos.org/noticias/numero-de-mortes-por-covid-19-no-amazonas',
      'piaui.folha.uol.com.br/lupa/2020/05/08/verificamos-mortes-manaus']),
    ('Taiwan doctors say COVID is combination of AIDS and SARS', S, 'en', []),
    ('coronavirus treatment in intermediate zoology textbook', S, 'en', []),
    ('Adidas dey give free shoes because of corona?', H, 'pcm', []),
    # 41-50
    ('flu jab contains coronavirus and spreads covid', H, 'en',
     ['efe.com/efe/espana/efeverifica/el-coronavirus-no-se-ha-propagado']),
    ("Lukashenko says COVID doesn't exist, measures to control people", S, 'en', []),
    ('Nature journal says covid vaccine not needed as virus mutates', S, 'en', []),
    ('Tanzania COVIDOL herbal drug cures coronavirus', S, 'en', []),
    ('mass grave in Milan for covid victims photo', S, 'en', []),
    ('ICMR study no covid case among Assamese indigenous people', S, 'en', []),
    ('Pope Francis kisses feet of black people coronavirus', S, 'en', []),
    ('Dem dey inject sea water give corona patients?', H, 'pcm', []),
    ('Nuevo Leon lawmaker says covid tests are inconsistent', S, 'en', []),
    ('Swiss Medical owner WhatsApp audio coronavirus advice', S, 'en', []),
    # 51-60
    ('masks reduce covid spread by 98.5 percent', S, 'en', []),
    ('India built 6,370 bed hospital overnight China 1000 beds', S, 'en', []),
    ('Filipce says COVID patients will pay hospital fee', S, 'en', []),
    ('street drama video blaming Muslims for spreading coronavirus', S, 'en', []),
    ('coronavirus infected chicken found in Bangalore', H, 'en',
     ['vishvasnews.com/english/health/fact-check-post-claiming-chicken']),
    ('Italians singing goodbye to the world coronavirus video', S, 'en', []),
    ("doctor says corona is ordinary catarrh, it won't kill", H, 'en', []),
    ('Australian money note has Bill Gates and corona virus picture on it', H, 'en', []),
    ('K-drama that predicted corona in 2018', H, 'en',
     ['teyit.org/my-secret-terrius', 'boomlive.in/fake-news/did-netflix-show-my-secret',
      'correctiv.org/faktencheck/2020/04/15/nein-die-netflix']),
    ('Salva Kiir and Riek Machar flown abroad for COVID treatment', S, 'en', []),
]


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
            hits = [u for u in urls if key in u]
            assert len(hits) == 1, (n, key, hits)
            assert hits[0] not in expected, (n, key)
            expected.append(hits[0])
        out.append({'id': f'b6-{len(out) + 1:03d}', 'query': query, 'expected_urls': expected,
                    'target_claim': rec['claim'], 'lang': lang, 'tier': tier})
    with open(os.path.join(HERE, 'factcheck-eval-blind6.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print('wrote', len(out), 'items')


if __name__ == '__main__':
    main()

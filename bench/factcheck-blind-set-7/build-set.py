#!/usr/bin/env python3
"""Writes factcheck-eval-blind7.jsonl from sample.jsonl (see README sections 2 and 3).

Run from the repo root:  python3 bench/factcheck-blind-set-7/build-set.py
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
    ('Twitter changed retweet button to green for Nigeria protest', S, 'en', []),
    ('LP name no dey for Ondo governorship ballot paper, na true?', H, 'pcm', []),
    ('Lagos to Kano train ticket only N2,600 true?', S, 'en', []),
    ('video of terrorists and bandits overrunning Jos, Plateau capital', H, 'en', []),
    ('Edo governor heckled by protesters in Europe', H, 'en', []),
    ('Tunji Adeleke appointed Osun local government commission chairman', S, 'en', []),
    ('Tuface and Annie don settle, na Ned Nwoko make peace?', H, 'pcm', []),
    ('2 million voters to elect Ondo governor true', S, 'en', []),
    ('Tribune says Peter Mbah won Enugu governorship election', S, 'en', []),
    ('Rufai Oseni Tinubu first year loans exceed Buhari Ways and Means', S, 'en', []),
    # 11-20
    ('IBB wants government to arrest people calling for Nigeria break-up', H, 'en', []),
    ('Surulere armed robbery video July 2024 before protest', S, 'en', []),
    ('south-east varsities excluded from FG student loan', H, 'en', []),
    ('photos Fulani attack on Igbo travellers in Plateau', S, 'en', []),
    ('Spanish cops arresting old people over 50 for corona quarantine video', H, 'en',
     ['video-has-circulated-reports-about-anti-government-protest-azerbaijan-2019',
      'factly.in/telugu-quick-check-old-and-unrelated-video-from-azerbaijan',
      'factly.in/quick-check-old-and-unrelated-video-from-azerbaijan',
      'www.boomlive.in/fake-news/video-from-azerbaijan-falsely-shared',
      'hindi.boomlive.in/fake-news/video-from-azerbaijan-falsely-shared',
      '%D8%AD%D9%85%D9%84%D8%A9-%D8%B9%D8%B3%D9%83%D8%B1%D9%8A%D8%A9']),
    ('Pawpaw wearing Biafra flag colours photo', H, 'en', []),
    ('picture of houses under flood water in Ibeju-Lekki', S, 'en', []),
    ('Rivers governor video saying SARS officers are criminals', H, 'en', []),
    ('CFA don equal naira now, 10,000 CFA na 10,000 naira?', H, 'pcm', []),
    ('3.7 million illegal Nigerian immigrants in America', S, 'en', []),
    # 21-30
    ('IMF ranked Nigeria 25th best economy in the world true', S, 'en', []),
    ("president's and VP's daughters made government disband SARS", H, 'en', []),
    ('FFK says old Nigerian money had Arabic writing before colonial rule', H, 'en', []),
    ('Atiku father of the groom Yusuf Buhari wedding photo', S, 'en', []),
    ('Tinubu talk say fuel go sell N100 per litre for August?', H, 'pcm', []),
    ('Reno Omokri says Obi never held LG elections in Anambra', S, 'en', []),
    ('Trump don cancel visa for Naija people wey wan enter America?', H, 'pcm', []),
    ('over 500 Igbo officers resign from Nigerian army', S, 'en', []),
    ('supercop Kyari cleared and returning to police work', H, 'en', []),
    ('video Edo government demolishing Philip Shuaibu house', S, 'en', []),
    # 31-40
    ('Fani-Kayode photos army bombing bandits Zamfara', S, 'en', []),
    ('Nasboi don die? TikTok people talk say e don die', H, 'pcm', []),
    ('Facebook monetization for Nigerians from June 2024 true?', S, 'en', []),
    ('Sokoto sultan in juju dress photo', H, 'en', []),
    ('Tinubu says solid minerals contribute under 1% of GDP', S, 'en', []),
    ('federal universities resuming on March 15 true', S, 'en', []),
    ('Labour Party held no primaries for Abia governorship 2023', S, 'en', []),
    ('clips pushing Naija youths to copy Kenyan tax protest', H, 'en', []),
    ('1381 of 4519 Edo results uploaded to IReV', S, 'en', []),
    ('If you read law for Naija, you no fit practise abroad?', H, 'pcm', []),
    # 41-50
    ("Twitter said sorry for deleting Buhari's post, screenshot", H, 'en', []),
    ('video of cows swept away by flood in Argungu', S, 'en', []),
    ("Vice President says eight thousand naira can transform a young person's life", H,
     'en', []),
    ('Umahi says 11.5 million Igbos live in the North', S, 'en', []),
    ('EFCC don sentence eight yahoo boys to death?', H, 'pcm', []),
    ('Volkswagen returns to Nigeria after 20 years', S, 'en', []),
    ('Ondo soft loan 2024 application portal link', S, 'en', []),
    ('AMCON seized Buhari properties news', S, 'en', []),
    ('ASUU don call off strike? WhatsApp message talk say dem suspend am', H, 'pcm',
     ['fake-twitter-handle-claims-asuu-has-suspended-strike']),
    ('richest man in Africa backs Obi for 2027', H, 'en', []),
    # 51-60
    ('15 Chinese doctors in Nigeria test positive for covid', S, 'en', []),
    ('pictures South Africans attacking Nigerians after AFCON semi-final', S, 'en', []),
    ('Imo governor killed more than 500 young people', H, 'en', []),
    ('Government go pay everybody N8,500 every month make we stay for house?', H, 'pcm', []),
    ('Tom Hanks supports Peter Obi for president', S, 'en', []),
    ('Adesina says 30 million Nigerians jobless in 2015', S, 'en', []),
    ('Boko Haram don seize INEC office for Kaduna and Kano?', H, 'pcm', []),
    ('no protesters at Lekki toll gate and Ojota EndBadGovernance', S, 'en', []),
    ('Nigeria ranks second globally for HIV infections', H, 'en',
     ['nje-naijiria-ni-orile-ede-keji-lagbaaye']),
    ('thugs invaded Idanre during Ondo governorship election', S, 'en', []),
    # 61-70
    ('Dem dey buy vote for Owo for Ondo election?', H, 'pcm', []),
    ('Keyamo says inflation was worst under Obasanjo not Buhari', S, 'en', []),
    ('IPOB leader broke out of DSS custody', H, 'en', []),
    ('Boko Haram kidnapping people in Abia picture', S, 'en', []),
    ('Trump talk say e go free Biafra people from Nigeria?', H, 'pcm', []),
    ('easterners digging up dead chicken that customs buried, video', H, 'en', []),
    ('dollar sold for N1000 at Wuse Zone 4 Abuja', S, 'en', []),
    ('Bayelsa voting not started by 4pm true', S, 'en', []),
    ('education minister says strike will end next week', H, 'en', []),
    ('LP replaces Gbadebo Rhodes-Vivour as Lagos governorship candidate', S, 'en', []),
    # 71-80
    ('Atiku got 25% in 25 states claim PDP', S, 'en', []),
    ('Video wey show Naija people wey America dey deport, e real?', H, 'pcm', []),
    ('bandits wearing slippers shaped like cattle feet to fool the army', H, 'en', []),
    ('thugs disrupted voting Egor ward 3 unit 33 Edo', S, 'en', []),
    ('Adelabu says Nigeria generated 5000MW first time in three years', S, 'en', []),
    ('US president blasts Dangote refinery over expensive petrol', H, 'en', []),
    ('armed thugs hijack election materials Bayelsa photo', S, 'en', []),
    ('Akure people dey protest because food cost for Ondo, na new video?', H, 'pcm', []),
    ('APC leads Edo with 212,442 votes after 15 LGAs collated', S, 'en', []),
    ("FBI raid on Baba Buhari's New York house found billions in cash and gold", H, 'en',
     []),
    # 81-90
    ('Jonathan warns Tinubu not to influence tribunal judgment', S, 'en',
     ['yaudara-jonathan-bai-yi-wani-gargad']),
    ('OBJ don die? Dem talk say Baba Iyabo don pass', H, 'pcm',
     ['iro-ni-o-aare-orile-ede-naijiria-tele-ri-obasanjo-o-ku-o']),
    ('video of stars and comets falling into EKSU campus', S, 'en', []),
    ('video flooding in Maiduguri Borno viral', S, 'en', []),
    ('apex bank new plan to make naira strong again', H, 'en', []),
    ('Ngige tells APC not to celebrate victory over Obi', S, 'en', []),
    ('COAS Lagbaja is dead rumour', S, 'en', []),
    ('terrorists forcing travellers to become Muslims in Niger State video', H, 'en', []),
    ('Drake singing Mohbad song video tribute', S, 'en', []),
    ('Nigerian schools reopening July 13 2020 true', S, 'en', []),
    # 91-100
    ('Makinde says Oyo Pacesetter asphalt plant now producing', S, 'en', []),
    ('Soldiers motor dey go South East, the convoy picture real?', H, 'pcm', []),
    ('man building house on railway track Potiskum Yobe', S, 'en', []),
    ('no election in Awo-Omamma but results uploaded IReV', S, 'en', []),
    ('northern Muslims praying against Tinubu video', S, 'en', []),
    ('Russia to give Nigeria nuclear power station for constant light', H, 'en', []),
    ('photo of Jos school building collapse', S, 'en', []),
    ('Uzodinma says Imo IGR below N500 million in 2020', S, 'en', []),
    ('Court of Appeal removes Ebiseni Labour Party Ondo', S, 'en', []),
    ('Kaduna governor says no country offers tuition-free university', H, 'en', []),
    # 101-110
    ('Court don disqualify Okpebholo for Edo election?', H, 'pcm', []),
    ('NAHCON increases hajj fare to N6.8 million', S, 'en', []),
    ('huge crowd photo EndSARS protest Nigeria', S, 'en', []),
    ('Teachers go dey teach only two days for week now?', H, 'pcm', []),
    ('URGENT: huge letter M balloons seen floating over Nigerian towns, what is happening?!',
     H, 'en', []),
    ('2021 Commonwealth scholarship study free in UK link', S, 'en', []),
    ('Agaie school closed and teachers arrested over pupils debate video', S, 'en', []),
    ('FORWARD: BBC Nigeria page will double any money you invest, act fast', H, 'en', []),
    ('White Lion showing off new car after dodging EFCC', H, 'en', []),
    ("old photo Tinubu with Nigeria's Chief Justice", S, 'en', []),
]


STIMULUS = ['factcheck.org/2020/04/stimulus-checks-wont-reduce-future-tax-refunds']

COVID = [
    # 1-10
    ('video Polish doctors say no coronavirus cases in Poland', S, 'en', []),
    ('army lorries transporting covid corpses in Italy photo', H, 'en', []),
    ('WHO admits coronavirus is airborne, not only droplets', H, 'en', ['RHsOMc9O4o8']),
    ('Modi said 1 crore covid patients treated free', S, 'en',
     ['vishvasnews.com/politics/fact-check-no-pm-modi-did-not-say-one-crore',
      'hindi.boomlive.in/fake-news/no-pm-modi-did-not-say-1-cr-covid-patients-have-been-'
      'treated-for-free-8333',
      'marathi.factcrescendo.com/no-pm-modi-did-not-claim-1-crore',
      'vishvasnews.com/urdu/viral/fact-check-pm-modi-did-not-say-that-one-crore',
      'vishvasnews.com/punjabi/politics/fact-check-no-pm-modi-did-not-said-1-crore']),
    ('Israel vertical isolation lowest covid death rate', S, 'en', []),
    ('China don get vaccine wey fit kill coronavirus?', H, 'pcm', []),
    ('South Sudan 481 coronavirus infections by May 20', S, 'en', []),
    ('Joyalukkas owner died of coronavirus in Gulf', S, 'en',
     ['factly.in/joy-arakkal-is-not-the-owner',
      'ministry-of-personnel-refutes-rumours-about-reducing-age-of-retirement']),
    ('Iranian cutest baby girl Anahita caught corona', H, 'en',
     ['factly.in/iranian-girl-anahita-hashemzadeh', '%d9%88%d9%81%d8%a7%d8%a9-anahita']),
    ('Make I dey drink hot water with lemon and vitamin C, e go block corona?', H, 'pcm',
     ['newtral.es/ni-la-vitamina-c-ni-el-limon',
      'chequeado.com/el-explicador/no-no-hay-pruebas-de-que-la-vitamina-c',
      'animal.mx/2020/03/vitamina-c-limon-falso', 'u.afp.com/35Q7']),
    # 11-20
    ('website online test for coronavirus in seconds', S, 'en', []),
    ('tank at Dundas Square Toronto photo covid', S, 'en', []),
    ('research paper says virus escaped from laboratory beside Wuhan seafood market', H, 'en',
     []),
    ('Brazil registry shows fewer deaths April 2020 than 2019', S, 'en',
     ['lupa/2020/05/08/verificamos-mortes-registradas-cartorios',
      'numero-de-registros-de-obitos-no-brasil-em-abril']),
    ('flu vaccine causes respiratory infections and all covid tests positive', S, 'en', []),
    ('Corona vaccine kill seven pikin for Senegal?', H, 'pcm',
     ['factuel.afp.com/non-sept-enfants-ne-sont-pas-morts-au-senegal',
      'factcheck.afp.com/senegalese-children-did-not-die',
      'leadstories.com/hoax-alert/2020/04/fact-check-covid-19-vaccine-did-not-kill-7-children',
      'politifact.com/factchecks/2020/apr/13/facebook-posts/no-seven-children-senegal',
      'maldita.es/malditobulo/2020/04/11/siete-ninos-senegal',
      'ellinikahoaxes.gr/2020/04/27/senegal-children',
      'africacheck.org/fbcheck/no-seven-children-in-senegal']),
    ('video Muslims licking utensils spreading coronavirus', S, 'en',
     ['thequint.com/news/webqoof/video-of-muslims-licking-plates',
      'hindi.boomlive.in/fake-news/false-video-shows-muslims-licking-utensils-to-spread-'
      'coronavirus-7480',
      'factly.in/telugu-bohra-muslims-licking-plates',
      'malayalam.factcrescendo.com/old-video-shared-as-muslims-licking-plates',
      'english.factcrescendo.com/2019/06/15/eid-special-preparation',
      'newschecker.in/2020/04/04/this-viral-video-is-not-a-scene-outside-a-hospital-in-iran']),
    ('vice president told infected Americans to report to cops', H, 'en', []),
    ('corona panic started right when Trump impeachment ended', H, 'en', []),
    ('NSW supermarket trolley worker tested positive coronavirus', S, 'en', []),
    # 21-30
    ('coronavirus victims dying on streets as doctors walk by video', S, 'en', []),
    ('will I have to pay back my $1,200 stimulus next tax season', H, 'en',
     ['leadstories.com/hoax-alert/2020/04/Fact-Check-COVID-19-Stimulus-Checks-NOT-An-Advance']
     + STIMULUS),
    ('Betsy DeVos said kids are covid stoppers', S, 'en', []),
    ('British PM serving tea to journalists after beating covid, video', H, 'en',
     ['tfc-taiwan.org.tw/articles/3740', 'factcheck.afp.com/video-boris-johnson-has-circulated',
      'checkyourfact.com/2020/05/06/fact-check-video-boris-johnson-journalists-tea',
      'newschecker.in/2020/05/12/video-of-p']),
    ('Cuba sent 200,000 doctors abroad for covid', S, 'en', []),
    ('Video of Chinese people dey beat black people for China, na now?', H, 'pcm',
     ['factuel.afp.com/cette-video-dun-africain-passe-tabac-en-chine-date',
      'factuel.afp.com/cette-video-dun-homme-noir-passe-tabac']),
    ('Putin says America made coronavirus as biological weapon', S, 'en',
     ['efe.com/efe/espana/efeverifica/putin-no-acusa']),
    ('Pls share: taking strong drinks like gin and whisky protects you from corona', H, 'en',
     ['boomlive.in/health/does-drinking-alcohol-prevent-coronavirus',
      'pesacheck.org/false-consuming-alcohol-is-not-a-recommended',
      'vishvasnews.com/english/health/fact-check-post-claiming-alcohol-kills-coronavirus-is-fake',
      'cekfakta.tempo.co/fakta/672/', 'VoxCheck/posts/1169248220073348?check=3',
      'instagram.com/p/B-c49jInoBo',
      'srilanka.factcrescendo.com/english/fact-check-consuming-alcohol-does-not-protect',
      'vishvasnews.com/english/health/fact-check-consuming-alcohol-beverages-or-vodka',
      'vishvasnews.com/viral/fact-check-consuming-alcohol-or-vodka']),
    ('helicopters spraying disinfectant over the Netherlands, stay inside', S, 'en', []),
    ('picture of parrots eating grain bags during India lockdown', S, 'en',
     ['vishvasnews.com/punjabi/viral/fact-check-old-images-of-parrots']),
    # 31-40
    ('Madagascar herbal cure for covid to be sent to every country', H, 'en', []),
    ('Rio audio health workers forced to register patients as covid', S, 'en', []),
    ('Person fit catch corona from fruit and vegetable wey e buy for market?', H, 'pcm',
     ['vishvasnews.com/english/health/fact-check-post-claiming-covid-19-transmitted-through-'
      'fruits']),
    ('India government 5 phase lockdown exit plan', S, 'en',
     ['thequint.com/news/webqoof/government-of-indias-roadmap-for-exiting-lockdown-in-5-phases',
      'factly.in/this-five-phase-road-map',
      'english.factcrescendo.com/2020/05/18/indian-government-has-a-5-phase-roadmap',
      'newschecker.in/2020/05/20/did-us-president-donald-trump-test-positive']),
    ('Santander covid outbreak flat 13 immigrants Salmerón street', S, 'en', []),
    ('restaurant worker blowing into food packets video coronavirus', S, 'en', []),
    ('Gates foundation event in 2019 planned the covid outbreak', H, 'en',
     ['patrocinado-pela-fundacao-bill-melinda-gates$',
      'demagog.org.pl/analizy_i_raporty/bill-gates-nie-zaplanowal']),
    ('singer Mohamed Abdo has coronavirus, isolating in Jeddah', S, 'en', []),
    ('BJP members smearing cow dung photos coronavirus cure', S, 'en',
     ['factcheck.afp.com/these-photos-show-indias-annual-cow-dung-festival']),
    ('tea tree oil kills coronavirus in nose, Austrian study', S, 'en', []),
    # 41-50
    ('after corona, big quake strikes China video', H, 'en',
     ['%D8%B2%D9%84%D8%B2%D8%A7%D9%84-%D9%8A%D8%B6%D8%B1%D8%A8-%D8%A7%D9%84%D8%B5%D9%8A%D9%86']),
    ('Harsh Vardhan playing ludo during lockdown photo', H, 'en',
     ['aajtak.intoday.in/story/fact-check-union-minister-harshvardhan-playing-ludo']),
    ('Kanika Kapoor met Prince Charles who got coronavirus', S, 'en',
     ['thequint.com/news/webqoof/2015-images-used-to-claim-kanika-kapoor',
      'factly.in/quick-check-an-old-photo-of-prince-charles-with-kanika',
      'indiatoday.in/fact-check/story/old-pictures-kanika-kapoor-prince-charles']),
    ('3G brought SARS, 4G swine flu and 5G coronavirus meme', S, 'en',
     ['poligrafo.sapo.pt/fact-check/epidemias-de-covid-19-mers-e-h1n1']),
    ('Gleisi Hoffmann asks PT to reject 600 reais aid', S, 'en', []),
    ('Aaj Tak 160 crore migrants affected by covid', S, 'en', []),
    ('Sisolak banned hydroxychloroquine in Nevada', S, 'en', []),
    ('are covid stimulus checks an advance on tax refund', S, 'en',
     ['politifact.com/factchecks/2020/apr/15/youtube-videos/no-you-dont-have-pay-back-your-'
      'stimulus-check'] + STIMULUS),
    ('Corona na ordinary flu, the cure easy and cheap?', H, 'pcm', []),
    ('gargle salt water prevents coronavirus infection', S, 'en',
     ['voxukraine.org/uk/fejk-koronavirus-trimayetsya-v-gorli',
      'factcheck.kz/claim-checking/verdict/fejk-poloskaniya-rta',
      'facta.news/2020/04/08/no-non-ci-sono-prove-che-i-gargarismi']),
    # 51-60
    ('Sao Paulo covid deaths revised to 26', S, 'en',
     ['aosfatos.org/noticias/e-falso-que-sp-revisou-dados']),
    ('Luis Fonsi son Rocco died of coronavirus', S, 'en', []),
    ('William Bonner son got 600 reais emergency aid', S, 'en',
     ['aosfatos.org/noticias/e-falso-que-filho-de-william-bonner']),
    ('dead corona patient came back to life after a month', H, 'en', []),
    ('audio clinics seeking asthma patients to infect with covid', S, 'en', []),
    ('Indians throw god statues in river after corona video', S, 'en',
     ['%D8%A7%D9%84%D9%87%D9%86%D8%AF%D9%88%D8%B3-%D9%8A%D9%84%D9%82%D9%88%D9%86']),
    ('no police officer anywhere has died from covid', S, 'en', []),
    ('first corona case confirmed in Colombia, Ibague?', H, 'en',
     ['lasillavacia.com/detector-no-aun-no-hay-casos-confirmados-coronavirus-ibague']),
    ('Rahul Gandhi migrants were paid actors photo', S, 'en',
     ['hindi.boomlive.in/fake-news/pi',
      'gujarati.factcrescendo.com/was-rahul-gandhis-meeting-with-migrants-pre-planned']),
    ('film named Coronavirus predicted the pandemic', S, 'en',
     ['maldita.es/malditobulo/2020/03/13/pelicula-coronavirus-predice',
      'aosfatos.org/noticias/e-falso-que-filme-chamado-coronavirus']),
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
        out.append({'id': f'b7-{len(out) + 1:03d}', 'query': query, 'expected_urls': expected,
                    'target_claim': rec['claim'], 'lang': lang, 'tier': tier})
    with open(os.path.join(HERE, 'factcheck-eval-blind7.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print('wrote', len(out), 'items')


if __name__ == '__main__':
    main()

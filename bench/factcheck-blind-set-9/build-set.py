#!/usr/bin/env python3
"""Writes factcheck-eval-blind9.jsonl from sample.jsonl (see README sections 2 and 3).

Run from the repo root:  python3 bench/factcheck-blind-set-9/build-set.py
One entry per sampled record, in sample order (Nigeria ranks 1-7, Africa ranks 1-71, then COVID
ranks 1-42): (query, tier, lang, extra URL keys). Every query was written by hand from the claim;
none was run against any search engine. `extra` lists the other store records that check the same
assertion about the same event, given as a substring of their source_url (resolved against the
store; each key must match exactly one URL; a key ending in '$' must match the end of the URL).
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
    # Nigeria pool, ranks 1-7 (the whole remaining pool)
    ('Sanwo-Olu don renovate Third Mainland Bridge? Reno talk am', H, 'pcm', []),
    ("Labour's Enugu governorship flagbearer has been declared winner", H, 'en', []),
    ('Tems na the first Naija woman wey win Grammy?', H, 'pcm', []),
    ('6000 billionaires live in Lagos state tweet', S, 'en', []),
    ("yahoo boys hacked anti-graft agency's X page and swapped its eagle for a chicken", H,
     'en', []),
    ("Tinubu's spokesman says Naija now tops Africa in rice production", H, 'en', []),
    ('video of anti-government protest at Barnex Abuja on July 30', S, 'en', []),
]

AFRICA = [
    # Africa pool, ranks 1-10
    ('For Ghana, if you no wear face mask for public na crime?', H, 'pcm', []),
    ('broccoli prevents and cures breast cancer WhatsApp', S, 'en', []),
    ('eggs sprout from the ground if you bury them with guava bark', H, 'en', []),
    ('photo man holding human head from skull mining contest', S, 'en', []),
    ('Ghana education body has fixed the reopening date for schools', H, 'en', []),
    ('Meta don start to pay people wey dey post for Threads?', H, 'pcm', []),
    ('too much vitamin C supplements damage kidneys', S, 'en', []),
    ('Ado Garba says Reps aspirants need N70 million in foreign currency', S, 'en', []),
    ('wearing a face mask while driving makes you pass out from carbon dioxide', H, 'en', []),
    ('WHO hiring staff Facebook', S, 'en',
     ['recruiting-staff-to-fight-coronavirus-is-fake']),
    # 11-20
    ('Shell dey employ skilled and unskilled workers, the link dey WhatsApp', H, 'pcm', []),
    ('ruling party spokesman says the Liberian president swept all 11 counties', H, 'en', []),
    ("Liberia buys light from Cote d'Ivoire for 9 million dollars a year", H, 'en', []),
    ('Onion wey you soak for water fit clear eye make you see well?', H, 'pcm', []),
    ('US embassy Freetown rejects Sierra Leone election results Bio', S, 'en', []),
    ('is Bangla an official language in Sierra Leone thanks to Kabbah', H, 'en', []),
    ('Liberian president collapsed after the October vote and was taken to military hospital',
     H, 'en', []),
    ('can fasting cure cancer treatment', S, 'en', []),
    ('Peak Milk 68th anniversary N100,000 giveaway survey link', S, 'en', []),
    ('Make you no sleep with phone under pillow, e dey harm body?', H, 'pcm', []),
    # 21-30
    ('If you no deworm pikin, e fit die suddenly?', H, 'pcm', []),
    ('Kenya took 87 athletes and 90 officials to Tokyo Olympics', S, 'en', []),
    ('giant octopus smashes parked car on a NYC street clip', H, 'en', []),
    ('Monrovia city head says plastic is 20% of Liberia waste', S, 'en', []),
    ('when did WHO stop classifying being gay as a mental disorder, 1990?', H, 'en', []),
    ('Na true say drinking alcohol dey make man manhood small?', H, 'pcm', []),
    ('EndBadGovernance protest moved to October 1', S, 'en', []),
    ('Chef Adeola Guinness world record longest cooking', S, 'en', []),
    ('NEC Liberia disqualified 27,000 voters Daily Observer', S, 'en', []),
    ('pour Coke on a kitchen fire to put it out, keep some in the fridge', H, 'en', []),
    # 31-40
    ('Inquirer editor says radio came before newspapers', S, 'en', []),
    ('Ye is the wealthiest black man in the US', H, 'en', []),
    ('video shows people in the North being taught BVAS voting machines before 2023 election',
     H, 'en', []),
    ('GTBank Facebook loan page link scam', S, 'en', []),
    ('Gates Foundation jabs crippled and ruined the lives of African children', H, 'en', []),
    ('cervical cancer screening causes infertility WhatsApp', S, 'en', []),
    ('fans smuggling Heineken disguised as Pepsi into Qatar World Cup', S, 'en', []),
    ('executive withdrew 2025 draft budget and gave it to Speaker Koffa', S, 'en', []),
    ('video of boy cut to pieces at Ogoo Farm Sierra Leone, killer arrested', H, 'en', []),
    ("Dino Melaye says Biden knelt before George Floyd's daughter", S, 'en', []),
    # 41-50
    ('Tweah orders removal of Lofa and Nimba staff at LRA', S, 'en', []),
    ('Man catch im wife for Equatorial Guinea scandal video?', H, 'pcm', []),
    ('5000 US Air Force troops land at Lungi to arrest someone', S, 'en', []),
    ('Lime leaf and ogogoro fit cure toothache?', H, 'pcm', []),
    ('NASA sent female astronaut with 100 tampons for 6 days', S, 'en', []),
    ('man banned from Google for nine years Threads post', S, 'en', []),
    ('Pep shouting at Man City players in the dressing room after losing to the Gunners', H,
     'en', []),
    ('aviation body grounds Sierra Leone president from foreign trips', H, 'en', []),
    ('photos of boda boda riders carrying corpses in DR Congo', S, 'en', []),
    ('boy builds car from bamboo sticks image', S, 'en', []),
    # 51-60
    ('four people dead at White Tuesday protest', S, 'en', []),
    ('Federal government don fix 142 as cut-off mark for unity schools?', H, 'pcm', []),
    ('boy skin peeling off after insect bite photo', S, 'en', []),
    ("eat raw crayfish and you'll be able to swim in the river", H, 'en', []),
    ('video of people looting cows from a truck', S, 'en', []),
    ('R Kelly performing concert in prison yard photos', S, 'en', []),
    ('Mosquito net wey get insecticide dey harm person body?', H, 'pcm', []),
    ('WHO list of seven habits that damage the brain', S, 'en', []),
    ("same schoolgirl's pictures used under different names to beg money for tumour surgery", H,
     'en', []),
    ('Kemi Olunloyo talk say OPay wan crash, make una withdraw una money', H, 'pcm', []),
    # 61-71
    ('Viagra mosquitoes escaped from lab in China', S, 'en', []),
    ('Redeemed church starts an online dating website', H, 'en', []),
    ('Dorr Cooper not on University of Liberia graduation list', S, 'en', []),
    ('EU observers endorse Bio as elected Sierra Leone president', S, 'en', []),
    ('home remedy: garlic ginger cinnamon lime drink for cough', S, 'en', []),
    ('South African Water singer cancels her world tour over poor ticket sales', H, 'en', []),
    ('Person fit use morning urine wash face cure Apollo?', H, 'pcm', []),
    ('Ivory Coast docked four points at AFCON for misconduct', S, 'en', []),
    ("Trump didn't place his hand on the Bible at inauguration", S, 'en', []),
    ('LEC raised electricity bills by 76 percent', S, 'en', []),
    ('Ministry of Education free online courses for ages 16 to 65', S, 'en', []),
]

COVID = [
    # 1-10
    ('photo of coffins of coronavirus victims in Italy', S, 'en', []),
    ('Ecuador local TV confirms more coronavirus infections', S, 'en', []),
    ('table comparing covid stats lockdown vs no lockdown countries', S, 'en', []),
    ('Moderna vaccine for corona dey dangerous?', H, 'pcm', []),
    ('Alappuzha market closed after covid cases found', S, 'en', []),
    ('the US foretold the coronavirus outbreak nearly a decade ago', H, 'en', []),
    ('smelling vinegar test for covid symptoms', S, 'en', []),
    ("Russia's disease control agency admits the coronavirus was man-made", H, 'en', []),
    ('Camacho gave ventilators to Bolivia hospitals', S, 'en', []),
    ('Microsoft founder plans injectable chips proving who got tested or vaccinated', H, 'en',
     ['ellinikahoaxes.gr/2020/04/12/bill-gates-covid19-microchip']),
    # 11-20
    ('decametoxine drug cure for coronavirus Ukraine', S, 'en', []),
    ('Beijing says Indonesians are the ones who spread the virus', H, 'en', []),
    ('new coronavirus case confirmed Macarthur NSW', S, 'en', []),
    ('video of panic buying in US stores coronavirus', S, 'en', []),
    ('Florida orders paid leave for firms with 10+ staff and shuts schools for two weeks', H,
     'en', ['coronavirus-prank-falsely-tells-of-workplace-school-closings']),
    ('Dexamethasone fit cure everybody wey get corona?', H, 'pcm',
     ['la-dexametasona-reduce-la-mortalidad']),
    ('Bill Gates and Fauci walking together without masks photo', S, 'en', []),
    ('Brazilian towns get paid R$19,000 for every covid death so they inflate numbers', H, 'en',
     []),
    ('Chinese SWAT police arrest coronavirus patient video', S, 'en', []),
    ('Chinese authorities slaughtering dogs to stop the coronavirus, photos', H, 'en', []),
    # 21-30
    ('not a single Democrat backed the coronavirus relief bill for American families', H, 'en',
     []),
    ('Kenya disability council supporting special needs children covid', S, 'en', []),
    ('Lysol spray bottle already lists coronavirus, so it is not new', H, 'en',
     ['no-lysol-label-doesnt-prove', 'siempre-ha-existido-como-dice-un-video-viral']),
    ('Ali Mohamed Zaki first found coronavirus in 2012', S, 'en', []),
    ('Hand sanitizer wey dem make years ago don already dey kill corona?', H, 'pcm', []),
    ('two coronavirus cases confirmed in Bovalino Calabria', S, 'en', []),
    ('Paraguay health ministry not tracing contacts of covid patients', H, 'en', []),
    ('boiled garlic water cures coronavirus', S, 'en',
     ['251084-novel-coronavirus-can-be-cured-by-garlic', 'dubawa.org/garlic-does-not-cure-coronavirus',
      'tigela-de-agua-de-alho', 'factly.in/garlic-is-healthy-but-no-evidence',
      'factly.in/telugu-garlic-is-healthy-but-no-evidence']),
    ('two kids in Guinea died after getting a coronavirus jab, YouTube video', H, 'en', []),
    ('Mercadona new measures coronavirus list', S, 'en', []),
    # 31-40
    ('why did the virus reach Rome but skip Beijing and Shanghai', H, 'en',
     ['oronavirus-did-not-reach-beijing-shanghai-russia-north-korea',
      'false-claim-beijing-and-shanghai-are-untouched-covid-19']),
    ('American biolab in Almaty not helping fight coronavirus', S, 'en', []),
    ('new coronavirus case Latacunga Ecuador confirmed', S, 'en', []),
    ('Eliyantha White covid medicine for Sri Lanka Navy', S, 'en', []),
    ('surgeon passes out while operating on a covid patient', H, 'en', []),
    ('first UK jab trial volunteer dead after Oxford vaccine', H, 'en',
     ['first-volunteer-in-uk-coronavirus-vaccine-trial-has-died---news-oxford',
      'im-very-much-alive-no-first-volunteer', 'no-first-volunteer-uk-covid-19-vaccine-trial-hasnt',
      'nekri-emvolio-covid19']),
    ('Sarah Elago don catch corona?', H, 'pcm', []),
    ('Pakistani chief minister photo breaking social distancing', S, 'en', []),
    ("scientists tampered with the new virus's genetic code in a lab", H, 'en', []),
    ('they were already testing a covid vaccine before the outbreak even started', H, 'en', []),
    # 41-42
    ('charity store chain Goodwill sacked its whole workforce over the pandemic', H, 'en',
     ['check-goodwill-did-not-use-covid-19-as-an-excuse', 'some-goodwill-employees-have-been-laid']),
    ('Aamir Khan don give 250 crore for corona fight?', H, 'pcm',
     ['aamir-khan-donate-250-crore-rupees-fake-news']),
]


def resolve(key: str, urls: list) -> list:
    if key.endswith('$'):
        return [u for u in urls if u.endswith(key[:-1])]
    return [u for u in urls if key in u]


def main() -> None:
    assert (len(NIGERIA), len(AFRICA), len(COVID)) == (7, 71, 42), (len(NIGERIA), len(AFRICA),
                                                                    len(COVID))
    store = [json.loads(line) for line in open(STORE, encoding='utf-8') if line.strip()]
    urls = sorted({r['source_url'] for r in store})
    with open(os.path.join(HERE, 'sample.jsonl'), encoding='utf-8') as f:
        sample = [json.loads(line) for line in f if line.strip()]
    out = []
    for n, (rec, (query, tier, lang, extra)) in enumerate(zip(sample, NIGERIA + AFRICA + COVID), 1):
        if n in SKIPPED:
            continue
        expected = [rec['source_url']]
        for key in extra:
            hits = resolve(key, urls)
            assert len(hits) == 1, (n, key, hits)
            assert hits[0] not in expected, (n, key)
            expected.append(hits[0])
        out.append({'id': f'b9-{len(out) + 1:03d}', 'query': query, 'expected_urls': expected,
                    'target_claim': rec['claim'], 'lang': lang, 'tier': tier})
    with open(os.path.join(HERE, 'factcheck-eval-blind9.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print('wrote', len(out), 'items')


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Writes factcheck-eval-blind10.jsonl from sample.jsonl (see README sections 2 and 3).

Run from the repo root:  python3 bench/factcheck-blind-set-10/build-set.py
One entry per sampled record, in sample order (Africa ranks 1-78, then COVID ranks 1-42; the
Nigeria pool is empty since blind-9 took its last 7 records): (query, tier, lang, extra URL keys).
Every query was written by hand from the claim; none was run against any search engine. `extra`
lists the other store records that check the same assertion about the same event, given as a
substring of their source_url (resolved against the store; each key must match exactly one URL; a
key ending in '$' must match the end of the URL). expected_urls = [the sampled record's URL] + extras.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.environ.get('FACTCHECKS_PATH', '/work/shared/data/factchecks.jsonl')

# Sample line numbers (1-based) that were not turned into items. None were skipped.
SKIPPED = set()

S, H = 'standard', 'hard'

# The Nigeria pool is empty in blind-10 (see README section 1).
NIGERIA = []

AFRICA = [
    # Africa pool, ranks 1-10
    ('Senate pro tempore Karnga-Lawrence imported a Hyundai car worth over $100k', S, 'en', []),
    ('money for the state university in Monrovia stayed below 20m dollars in Weah years, senator '
     'says', H, 'en', []),
    ('Sierra Leone e-visa website reliable or scam', S, 'en', []),
    ('Trump don ban man-and-man marriage for everywhere for America?', H, 'pcm', []),
    ("Obi Cubana N25,750 giveaway for his mother's burial", S, 'en', []),
    ('Hushpuppi don comot from jail? Dem free am?', H, 'pcm',
     ['has-hushpuppi-been-released-from-prison']),
    ("is BP among the world's worst polluters", S, 'en', []),
    ('dial a secret bank code to freeze your account and line if your phone is stolen', H, 'en',
     []),
    ('Russian Embassy Ghana refunds visa fees to rejected applicants', S, 'en', []),
    ('WhatsApp new update mean say anybody fit put you for group without asking you?', H, 'pcm',
     []),
    # 11-20
    ("Jonathan's former aide says FG spent 593 million dollars on a dozen warplanes", H, 'en',
     []),
    ('Sweden built a highway that recharges EVs while you drive on it', H, 'en', []),
    ('Chinese woman killed in Mombasa over coronavirus fears', S, 'en', []),
    ('boil young guava leaves to stop bleeding and losing the baby in early pregnancy', H, 'en',
     []),
    ('UNODC organ trafficking alert about fake jobs abroad', S, 'en', []),
    ('Kenyan government used Maasai men with sticks to make people stay home', H, 'en',
     ['factly.in/kenyan-government-is-not-using-maasai', 'telugu-kenyan-government-is-not-using-maasai',
      'tfc-taiwan.org.tw/articles/3631$', 'video-maasai-tribe-whipping']),
    ('Uber suspended in Ghana due to coronavirus', S, 'en', []),
    ('Haaland beg Arteta after City and Arsenal match? TikTok video', H, 'pcm',
     ['facebook-video-showing-haaland-apologising']),
    ('Cristiano Ronaldo wedding date April 2 2024', S, 'en', []),
    ('can playing with yourself make a man lose his hair', H, 'en', []),
    # 21-30
    ('Argentina inflation has fallen to zero under Milei', S, 'en', []),
    ('burning honey paper keeps snakes away from house', S, 'en', []),
    ('CDC plotting to rig Liberia runoff with ECOWAS observers', S, 'en', []),
    ('Tweah says Liberia sold power to Ivory Coast for the first time', H, 'en', []),
    ('was University of Sierra Leone court reconstituted, info ministry', S, 'en', []),
    ('University of Western Australia fully funded scholarship WhatsApp link', S, 'en', []),
    ('Orange Salone dey dash people wey get old line free data?', H, 'pcm',
     ['false-orange-sierra-leone-is-not-offering-free-data']),
    ('Premium Times election dashboard chart top four candidates manipulated', S, 'en',
     ['collation-continues-day-3']),
    ('is the Instagram big boy Ramon Abbas out of American jail now', H, 'en',
     ['photo-depicting-hushpuppis-return-from-jail-old']),
    ('can eating a lot of garri and fufu kill you', H, 'en', []),
    # 31-40
    ('Ghana Speaker invited Koon to Mahama inauguration', S, 'en', []),
    ('is it true a US rapper has spider-like toes that look like hands', H, 'en', []),
    ('American Doctors Association: food in plastic containers causes 52 cancers', S, 'en', []),
    ('Wireless earpiece wey you put for ear all day fit cause brain cancer?', H, 'pcm', []),
    ('Lauren James banned for whole World Cup after red card', S, 'en', []),
    ('Coca-Cola welfare fund survey win money link', S, 'en', []),
    ('mob strips and flogs ex-Burkinabe transport minister for stealing public funds', H, 'en',
     []),
    ('Weah skipped Unification Day because program called him Ambassador', S, 'en', []),
    ('Cyril says every foreigner must go home before June 21 lockdown extension', H, 'en',
     ['south-africa-leader-did-not-ask-foreigners-leave', 'ramaphosa-order-foreigners-vacate']),
    ('drinking warm water cures many diseases message', S, 'en',
     ['can-japanese-water-therapy-cure-diabetes-and-cancer']),
    # 41-50
    ("was Rema's hit played when Charles was crowned king", H, 'en', []),
    ('coconut water plus bitter leaf drink cures kidney and liver problems', S, 'en', []),
    ('Kerosene and Otapiapia fit kill lice for pikin hair?', H, 'pcm', []),
    ('Facebook bans offensive words new Meta rule', S, 'en', []),
    ('drinking raw eggs gives you strength and more blood', H, 'en', []),
    ('If your husband dey suck your breast, e go prevent breast cancer?', H, 'pcm', []),
    ('does eating coconut make you cough', S, 'en', []),
    ('Lonestar MTN giving old customers free data', S, 'en', []),
    ('CR7 married the YouTuber Speed', H, 'en', []),
    ('Boakai government replacing JFK doctors with Unity Party doctors', S, 'en', []),
    # 51-60
    ('Monrovia mayor says everyone in the opposition once served in government', H, 'en', []),
    ('Haaland regrets Man City contract extension TikTok', S, 'en', []),
    ('Dem no give Liberia officials seat for the US-Africa summit?', H, 'pcm', []),
    ('Serena Williams don die for motor accident?', H, 'pcm', []),
    ('Access Capital investment WhatsApp double your money', S, 'en', []),
    ('Amos Tweh announced Boakai picking Koung as running mate', S, 'en', []),
    ('South Sudan president wearing a card around the neck to block germs', H, 'en', []),
    ('Professor Achilefu Facebook ad high blood pressure natural cure', S, 'en', []),
    ('Abba Kyari don return to work? Police lift im suspension?', H, 'pcm', []),
    ('Swiss soldiers sing Egyptian anthem for face masks video', S, 'en', []),
    # 61-70
    ('NPP leader says every home in Kiang has light now', H, 'en', []),
    ('video gunmen attack Uzodinma convoy Imo', S, 'en', []),
    ('Halifa Sallah says everyone knew the count before the IEC declared Barrow winner', H, 'en',
     []),
    ('no Liberian president has lived in Executive Mansion since Tolbert', S, 'en', []),
    ('beans and soursop only for two weeks cures cancer', S, 'en', []),
    ("Liberia's former VP accused Weah of pushing drugs to youths in Bong", H, 'en', []),
    ('fruit extract cures cancer fast', S, 'en', []),
    ('OAU go close school because of WAUG games?', H, 'pcm', []),
    ('NPP supporter photos of new roads built by Barrow in Gambia', S, 'en', []),
    ('SLPP man wey dem catch with thumbprinted ballot for Makeni', H, 'pcm', []),
    # 71-78
    ("28 Imo polling units in Uzodinma's zone won't vote Saturday", S, 'en', []),
    ('Herbert Wigwe properties list university airport ARM Pensions', S, 'en', []),
    ('Ikenne boys burning tyres to stop Oro rites before the hunger protest', H, 'en', []),
    ("Real Madrid vs Arsenal on Valentine's Day 2025 fixture", S, 'en', []),
    ('Van Damme don die after stroke?', H, 'pcm', []),
    ('US visa restrictions on Sierra Leone officials over rigged election', S, 'en', []),
    ('Monrovia closes its land crossing with Salone', H, 'en', []),
    ('OPay agents dey protest say their money don miss?', H, 'pcm', []),
]

COVID = [
    # 1-10
    ('rinse your nose and mouth with garbage enzyme cleaner from fruit peels to block covid', H,
     'en', []),
    ('Saadia Afzaal tweet China covid vaccine ready', S, 'en', []),
    ('Poland uninsured must pay for coronavirus test', S, 'en', []),
    ('Hot tea or coffee fit stop corona from catching you?', H, 'pcm',
     ['non-boire-des-boissons-chaudes', 'boire-du-the-chaud-est-il-efficace',
      'cocuyo-chequea/coronavirus-te-caliente']),
    ("people scaling down a mall wall to run from cops during Pakistan's covid shutdown", H, 'en',
     []),
    ('Roche made a corona vaccine', S, 'en', []),
    ("US top infectious disease doctor says people shouldn't wear masks video", H, 'en', []),
    ('Mohammed bin Zayed tests positive for coronavirus', S, 'en', []),
    ('cops in Mumbai cheer newlyweds who got married at home during lockdown', H, 'en', []),
    ('AFP Sri Lanka coronavirus prevention tips list', S, 'en',
     ['coronavirus-prevention-sri-lanka?check=1']),
    # 11-20
    ('Doctor wey catch corona faint for theatre while dem dey do operation?', H, 'pcm',
     ['no-no-hay-pruebas-de-que-este-video-sea-de-un-medico']),
    ('Spain government hid COVID deaths March 6 to 9', S, 'en', []),
    ('Kejriwal government no longer paying hotel rooms for covid doctors and nurses', H, 'en',
     []),
    ('breathing exercises kill coronavirus video', S, 'en', []),
    ('UK lockdown SMS proves ministers are tracking when you go outside', H, 'en', []),
    ('posters at the Pamplona government office mean forced jabs for travel are coming', H,
     'en', []),
    ('have they found the corona jab already', H, 'en', []),
    ('coronavirus escaped from Wuhan lab evidence', S, 'en', ['factcheck.ge/ka/story/38439']),
    ("corona doesn't exist, Beijing made a weapon to tame Hong Kong protesters", H, 'en', []),
    ('Leni Robredo quote inhale cough back to stop virus', S, 'en',
     ['254838-robredo-suggests-inhaling-cough-back']),
    # 21-30
    ('Dem find corona for crab leg wey dem dey sell?', H, 'pcm',
     ['3471923-fact-check-coronavirus-has-not-been-found-in-crab-legs']),
    ('Bosnian man Diamond Princess quarantine returned home', S, 'en', []),
    ('forwarded tips that will keep you safe from the Wuhan virus in Sri Lanka', H, 'en',
     ['new-misleading-claims-about-coronavirus-prevention-sri-lanka$']),
    ('Trump says FDA approved chloroquine for covid', S, 'en', []),
    ('clip of bats pouring out of house roofs in Wuhan where the virus started', H, 'en',
     ['newsmobile.in/articles/2020/02/04/this-viral-video-does-not-show-the-source',
      'telugu-the-bats-under-the-roof-tiles', 'old-unrelated-video-of-bats-is-being-shared',
      'old-unrelated-video-of-bats-streaming-out-from-a-roof', 'murcielago-techo-coronavirus-miami',
      'el-video-de-un-tejado-con-una-plaga-de-murcielagos',
      'video-de-un-techo-invadido-por-murcielagos',
      'bat-infestation-video-from-florida-falsely-shared']),
    ('El Pais suspected coronavirus case Gregorio Marañón hospital', S, 'en', []),
    ('Buenaventura mayor disciplined by Procuraduria over virus response', H, 'en', []),
    ('Ireland government plan easing COVID restrictions early May', S, 'en', []),
    ('Wuhan explosion linked to coronavirus outbreak', S, 'en', []),
    ('China build hospital finish for two days because of corona?', H, 'pcm',
     ['u-kini-nije-izgradena-nova-bolnica', 'cinde-iki-gunde-hastane',
      'srilanka.factcrescendo.com/english/$', 'china-no-ha-construido-un-hospital-en-48-horas']),
    # 31-40
    ('Pope fled from the crowd because he feared catching the virus', H, 'en', []),
    ('Americans married to immigrants not eligible for stimulus check', S, 'en',
     ['claim-about-stimulus-check-eligibility-americans']),
    ('llama blood could hold the cure for covid', H, 'en',
     ['komt-de-oplossing-tegen-het-coronavirus-van-lama']),
    ('hospitals paid $17,500 per COVID death vs $750 flu', S, 'en', []),
    ('Japan hit by another covid wave after easing lockdown', H, 'en', []),
    ('Ghana 31 COVID patients recovered', S, 'en', []),
    ('Iran judiciary chief says clergy first to close over coronavirus', S, 'en', []),
    ('take Anitta dewormer and ivermectin as soon as covid starts, Brazilian doctors', H, 'en',
     []),
    ('Mukwege resigned Congo covid taskforce after being asked to inflate numbers', S, 'en',
     ['no-il-premio-nobel-mukwege', 'verificamos-nobel-paz-covid']),
    ('no antibiotic can cure coronavirus', S, 'en', []),
    # 41-42
    ('Lemon, mango and pineapple fit fight corona?', H, 'pcm', []),
    ('choppers will spray disinfectant from the sky tonight to kill corona', H, 'en', []),
]


def resolve(key: str, urls: list) -> list:
    if key.endswith('$'):
        return [u for u in urls if u.endswith(key[:-1])]
    return [u for u in urls if key in u]


def main() -> None:
    assert (len(NIGERIA), len(AFRICA), len(COVID)) == (0, 78, 42), (len(NIGERIA), len(AFRICA),
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
        out.append({'id': f'b10-{len(out) + 1:03d}', 'query': query, 'expected_urls': expected,
                    'target_claim': rec['claim'], 'lang': lang, 'tier': tier})
    with open(os.path.join(HERE, 'factcheck-eval-blind10.jsonl'), 'w', encoding='utf-8') as f:
        for item in out:
            f.write(json.dumps(item, ensure_ascii=False) + '\n')
    print('wrote', len(out), 'items')


if __name__ == '__main__':
    main()

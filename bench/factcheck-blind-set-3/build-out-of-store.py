#!/usr/bin/env python3
"""Writes out-of-store3.jsonl: 40 rumours that no store record checks (see README section 4).
Run from the repo root:  python3 bench/factcheck-blind-set-3/build-out-of-store.py
The third field marks the deliberate near-misses: the query shares a name or topic word with
store records (noted for the README; it is not written to the JSONL).
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, near_miss_with_store)
RUMOURS = [
    ('Akpabio resigns as Senate President after senators walk out', 'en', 'politics', 'Akpabio'),
    ("Wike appointed Tinubu's new chief of staff", 'en', 'politics', 'Wike; chief of staff'),
    ('Peter Obi don join APC, e go be Tinubu running mate for 2027', 'pcm', 'politics', 'Peter Obi; APC'),
    ('Kwankwaso dies in Kano hospital', 'en', 'politics', 'Kwankwaso'),
    ('Seyi Tinubu picked as APC governorship candidate for Lagos 2027', 'en', 'politics', 'Tinubu'),
    ('Ganduje don run go Saudi Arabia after EFCC invite am', 'pcm', 'politics', 'Ganduje; EFCC'),
    ('Tinubu renames Abuja as Bola Ahmed Tinubu City', 'en', 'politics', 'renamed institution'),
    ('EFCC arrests Yahaya Bello again at Abuja airport', 'en', 'politics', 'Yahaya Bello; EFCC'),
    ('Bandits kidnap 40 corps members at Kaduna NYSC orientation camp', 'en', 'security', ''),
    ('Amotekun arrests 50 Boko Haram fighters hiding in Ogun forest', 'en', 'security', 'Amotekun; Boko Haram'),
    ('Soldiers don close Third Mainland Bridge because dem see bomb', 'pcm', 'security', 'Third Mainland Bridge'),
    ('Army declares 24-hour curfew in all 19 northern states', 'en', 'security', ''),
    ('Kidnappers using fake Bolt rides to abduct passengers in Abuja', 'en', 'security', 'Bolt'),
    ('Nigerian Air Force jet crashes into Lagos lagoon', 'en', 'security', 'plane crash'),
    ('Eating garden egg every day cures hepatitis B', 'en', 'health', ''),
    ('Zobo drink with lime cures typhoid in three days', 'en', 'health', 'zobo; typhoid'),
    ('Agbo jedi fit cure diabetes for one week', 'pcm', 'health', 'diabetes remedy'),
    ('NAFDAC bans Indomie noodles over cancer-causing chemical', 'en', 'health', 'noodles'),
    ('New Lassa fever strain now spreads through mosquito bites', 'en', 'health', ''),
    ('Bournvita causes kidney failure in children', 'en', 'health', 'kidney'),
    ('Drinking coconut water every morning cures stomach ulcer', 'en', 'health', 'coconut water; ulcer'),
    ('CBN caps POS withdrawal charges at N100', 'en', 'money', 'CBN; POS'),
    ('Dangote refinery to sell petrol at N200 per litre from next week', 'en', 'money', 'Dangote; fuel price'),
    ('Banks to charge N50 on every transfer above N1,000 from Monday', 'en', 'money', ''),
    ('CBN to release new N2,000 naira note in March', 'en', 'money', 'CBN; new naira note'),
    ('MTN go dey charge N5 for every WhatsApp message from next month', 'pcm', 'money', 'MTN; WhatsApp'),
    ('Na true say NEPA light bill go double from next month?', 'pcm', 'money', ''),
    ('Davido buys private island in Ghana', 'en', 'celebrities', 'Davido'),
    ('Wizkid converts to Islam', 'en', 'celebrities', 'Wizkid'),
    ('Tiwa Savage don marry secretly for Dubai', 'pcm', 'celebrities', ''),
    ('Funke Akindele wins Oscar for best international feature film', 'en', 'celebrities', 'Funke Akindele'),
    ('Burna Boy banned from performing in the UK', 'en', 'celebrities', 'Burna Boy'),
    ('Mercy Johnson declares for Kogi West Senate seat', 'en', 'celebrities', ''),
    ('Pastor Adeboye retires as RCCG General Overseer', 'en', 'celebrities', 'Adeboye'),
    ('INEC moves 2027 general election to December 2026', 'en', 'elections', 'INEC; 2027'),
    ('INEC don approve say we fit vote with phone for 2027 election', 'pcm', 'elections', 'INEC; e-voting'),
    ('Supreme Court sacks Governor Fubara and orders fresh Rivers election', 'en', 'elections', 'Fubara'),
    ('Atiku quits PDP to form new party with Peter Obi', 'en', 'elections', 'Atiku; PDP; Peter Obi'),
    ('JAMB cancels 2025 UTME results nationwide', 'en', 'education', 'JAMB; UTME'),
    ('Dem don ban okada for Abuja from next Monday', 'pcm', 'transport', ''),
]


def main() -> None:
    assert len(RUMOURS) == 40
    with open(os.path.join(HERE, 'out-of-store3.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _near) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos3-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(bool(r[3]) for r in RUMOURS))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Writes out-of-store9.jsonl: 50 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-9/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims and URLs,
accents stripped, including exclude-listed and yo/ha/ig/fr records) with a regex on its distinctive
words and names (the `rx` field below; the hits were read, the first eight printed per regex), and
with the IDF word-overlap ranking used for the duplicates (top 3 read). The note: for near misses
(the note starts with "near miss") what the store has on the same person or subject and why that
record does not check this rumour; "only loosely related" marks rumours whose store neighbours
share only a word or are exclude-listed (not counted as near misses); otherwise what the search
found. Notes and regexes are not written to the JSONL. None of these repeats a blind-8 out-of-store
rumour (blind-8's build-out-of-store.py was read for that purpose and its subjects were avoided;
earlier sets' out-of-store files were not opened).

Dropped candidates (the store checks them or something too close):
- "Sleeping with wet hair causes stroke, doctors warn" - the store has Dubawa's "strokes are more
  common in bathrooms because of a particular shower sequence" (the same wet-head-first rumour
  family); replaced by the ceiling-fan rumour below.
- Reworded after the validation overlap check (name words only, no new store match): "President
  Bio has dissolved Sierra Leone's parliament" -> Pidgin "Bio don dissolve parliament, all the MPs
  go house?"; "Yvonne Aki-Sawyerr has been arrested in Freetown" -> "Anti-Corruption Commission has
  locked up Aki-Sawyerr".
- "OPay don stop transfer to other banks?" - the store has "Opay, Piggyvest and Palmpay are to be
  removed from fund transfer channels" (and its Yoruba twin); replaced by the Krio rumour below.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, regex used for the store check, note)
RUMOURS = [
    # ---------------- politics ----------------
    ('Reno Omokri has joined the Labour Party ahead of 2027', 'en', 'politics', r'omokri|reno\b',
     'near miss: store has Reno Omokri records (Third Mainland Bridge renovation: in-store item; '
     'Tucano jets $593m; several exclude-listed); none about a defection'),
    ('Chijioke Edeoga has defected to the APC', 'en', 'politics',
     r'edeoga|enugu.{0,60}(apc|defect)',
     'near miss: store has "Edeoga has won the Enugu governorship election" (in-store item); no '
     'defection'),
    ('Ngelale says Nigeria now exports rice to China', 'en', 'politics',
     r'ngelale|rice.{0,60}export|export.{0,60}rice',
     'near miss: store has "Ngelale: Nigeria is the largest rice producer in Africa" (in-store '
     'item) and an exclude-listed Ngelale UAE-visa record; nothing on rice exports'),
    ('Weah don enter LDEA custody? Dem arrest am for Monrovia', 'pcm', 'politics',
     r'weah.{0,80}(arrest|custody|detain)',
     'near miss: store has many George Weah records (11 counties, hospital after the election: '
     'in-store items; LDEA assets team, "never fired anybody", mobile app); no arrest'),
    ('Bio don dissolve parliament, all the MPs go house?', 'pcm', 'politics',
     r'bio\b.{0,80}(dissolv|parliament)|parliament.{0,60}sierra',
     'near miss: store has Julius Maada Bio records (IATA travel ban, EU endorsement: in-store '
     'items; rice price order, new airport, electricity access); no dissolution'),
    ('Boakai has sacked his entire cabinet', 'en', 'politics',
     r'boakai.{0,80}(sack|dismiss|cabinet|fire)',
     'near miss: store has Joseph Boakai records (rice and petroleum prices, children on the '
     'inaugural team, anti-corruption vow, Lonestar bonus); no cabinet dismissal'),
    ('Anti-Corruption Commission has locked up Aki-Sawyerr', 'en', 'politics', r'aki-?sawyerr',
     'near miss: store has "Aki-Sawyerr calls for boycott of the rigged election"; no arrest'),
    ('Tinubu don sack all im ministers this morning?', 'pcm', 'politics',
     r'tinubu.{0,60}(sack|dissolv|fire).{0,40}minister|minister.{0,60}sack',
     'only loosely related: the one minister-sacked record (Pantami under Buhari) is '
     'exclude-listed'),
    ('Sierra Leone has made Krio its only official language', 'en', 'politics',
     r'krio|official language',
     'near miss: store has "Bengali was made an official language of Sierra Leone" (in-store item) '
     'and Senegal/Brazil official-language records; no Krio'),
    # ---------------- security ----------------
    ('Kidnappers don seize school bus for Ekiti, 30 pikin dey missing', 'pcm', 'security',
     r'ekiti.{0,80}(kidnap|abduct|bus)|school bus',
     'only loosely related: the one Ekiti-schoolchildren record ("kidnappers gunned down by '
     'Amotekun") is exclude-listed and a different assertion'),
    ('Yahoo boys have hacked the DSS website and posted their bank accounts', 'en', 'security',
     r'dss.{0,60}(hack|website)|hack.{0,60}dss',
     'only loosely related: the store has "yahoo boys hacked the EFCC X account" (in-store item), '
     'a different agency; nothing on the DSS'),
    ('URGENT: soldiers have taken over Freetown, coup underway, stay indoors', 'en', 'security',
     r'coup|freetown.{0,60}(soldier|army)',
     'near miss: store has Sierra Leone coup-attempt record ("officer who exposed Koita shot '
     'himself") and Gabon/Niger/Guinea coup records; no Freetown takeover'),
    ('US Marines are setting up a military base at Lungi airport', 'en', 'security',
     r'lungi|marines|military base',
     'near miss: store has "5,000 US Air Force officers landed at Lungi to arrest someone" '
     '(in-store item) and "Air Force One landed in Sierra Leone"; no base'),
    ('Ghana has shut its border with Togo because of terrorists', 'en', 'security',
     r'togo|ghana.{0,60}border', 'no record (one Mahama COVID-aid quote naming Togo)'),
    ('Police shot 20 protesters dead in Nairobi on Tuesday', 'en', 'security',
     r'nairobi|kenya.{0,80}(protest|shot|police)',
     'only loosely related: Nairobi hits are COVID-19 items; "Kenyans protested with Nigerians" '
     'is exclude-listed'),
    ('Armed robbers now use fake POS stands in Lagos to drug customers, pls share', 'en',
     'security', r'\bpos\b|drug(ged)? customers',
     'no record (OPay free POS terminals, an EndSARS video)'),
    # ---------------- health ----------------
    ('Broccoli juice cures prostate cancer in two weeks', 'en', 'health', r'broccoli|prostate',
     'near miss: store has "broccoli prevents and cures breast cancer" (in-store item) and '
     'soursop/tomato prostate remedies; nothing on broccoli and prostate cancer'),
    ('Vitamin C injections whiten the skin permanently with no side effects', 'en', 'health',
     r'vitamin c.{0,80}(skin|whiten|inject)|whiten|bleach',
     'near miss: store has "vitamin C supplements cause kidney damage" (in-store item), "COVID-19 '
     'is treated with IV vitamin C" and "glutathione IV for skin whitening has no side effects" '
     '(a different substance); no vitamin C whitening claim'),
    ('Sleeping under a ceiling fan all night causes pneumonia', 'en', 'health',
     r'\bfan\b.{0,60}(sleep|pneumon|night)|sleep.{0,60}\bfan\b|ceiling fan', 'no record'),
    ('Eating raw onions every morning cures high blood pressure', 'en', 'health',
     r'onion.{0,80}(blood pressure|hypertension|bp)',
     'near miss: store has "white onions soaked in water improve eyesight" and the onion-garlic '
     'cough remedy (in-store items), and zobo/salt hypertension records; no onion BP cure'),
    ('Fasting for 40 days cures diabetes', 'en', 'health',
     r'fast(ing)?.{0,60}diabet|diabet.{0,60}fast',
     'near miss: store has "fasting can treat cancer" (in-store item); nothing on diabetes'),
    ('WHO says drinking coffee makes women infertile', 'en', 'health', r'coffee|caffeine',
     'near miss: store has coffee records (coffee prevents or cures COVID-19, Tim Hortons '
     'closures); none about infertility'),
    ('Mosquito coil dey cause cancer if you sleep with am for room?', 'pcm', 'health',
     r'mosquito coil|\bcoil',
     'only loosely related: the store has the in-store bed-net record; no mosquito-coil record'),
    # ---------------- money ----------------
    ('Peak Milk is giving every customer a free carton for Christmas, click to claim', 'en',
     'money', r'peak milk|carton|christmas.{0,60}(giveaway|free)',
     'near miss: store has "Peak Milk is giving N100,000 for its 68th anniversary" (in-store '
     'item) and "snail slime and Peak milk cure stroke"; no Christmas carton giveaway'),
    ('GTBank will charge N50 for every ATM withdrawal from Monday', 'en', 'money',
     r'gtbank|guaranty|atm.{0,40}(charge|fee)',
     'near miss: store has the GTBank Facebook-loan scam (in-store item) and the GTBank NIN-link '
     'email scam; no ATM charge'),
    ('Shell is selling all its Nigerian oil fields to Dangote', 'en', 'money',
     r'shell.{0,80}(sell|sale|dangote)|dangote.{0,60}shell',
     'near miss: store has "Shell is recruiting skilled and unskilled workers" (in-store item); '
     'no sale'),
    ('Liberia will use only US dollars from January, the Liberian dollar is scrapped', 'en',
     'money', r'liberian dollar|liberia.{0,60}(currency|us dollar)',
     'no record ("US dollars printed before 2021 will not be accepted" is about old notes)'),
    ('LEC will give free electricity to all Monrovia homes this Christmas', 'en', 'money',
     r'\blec\b|liberia electricity',
     'near miss: store has "LEC has increased bills by 76%" (in-store item); no free power'),
    ('Bank of Ghana says the cedi is now stronger than the dollar', 'en', 'money',
     r'cedi|bank of ghana', 'no record'),
    # ---------------- tech ----------------
    ('Meta will charge Nigerians N5,000 every month to use Instagram', 'en', 'tech',
     r'instagram.{0,80}(charge|pay|fee|subscri)|meta.{0,80}(charge|fee|subscri)',
     'near miss: store has "Meta has started paying Threads users" (in-store item); no Instagram '
     'fee'),
    ('Google don block every Gmail account wey dem open for Naija after 2024?', 'pcm', 'tech',
     r'gmail|google.{0,60}(block|ban|delete)',
     'near miss: store has "man banned from Google for nine years" (in-store item) and "Google '
     'plans to sunset Gmail by August 2024" (a shutdown for everyone, not a Nigeria block)'),
    ('MTN will switch off all 3G SIM cards in Ghana next month', 'en', 'tech', r'\bmtn\b|3g',
     'near miss: store has MTN records (Lonestar Cell MTN free data and LTA fine, IT student who '
     'cleared MTN debts; several exclude-listed Nigerian MTN records); no 3G switch-off'),
    ("Truecaller is sharing Nigerians' phone numbers with the DSS", 'en', 'tech', r'truecaller',
     'no record'),
    ("Elon Musk has suspended the EFCC's X account", 'en', 'tech',
     r'efcc.{0,80}(x account|twitter|suspend)|musk.{0,80}suspend',
     'near miss: store has "yahoo boys hacked the EFCC X account" (in-store item) and '
     'exclude-listed Musk videos; no suspension'),
    ('NASA confirms an asteroid will hit Lagos in 2026', 'en', 'tech', r'asteroid|meteor',
     'only loosely related: "the coronavirus is a smokescreen for an asteroid"; NASA hits (the '
     'in-store tampons item, COVID-19 maps) are unrelated'),
    ('TikTok go pay anybody wey get 1,000 followers N50,000 every month?', 'pcm', 'tech',
     r'tiktok.{0,80}(pay|monet|follower)', 'no record'),
    # ---------------- religion ----------------
    ('RCCG has banned women from wearing trousers to church', 'en', 'religion',
     r'rccg|redeemed|trouser',
     'near miss: store has "RCCG launched an online dating website" (in-store item) and '
     'exclude-listed Adeboye records; no dress rule'),
    ('Adeboye has handed over RCCG to his son Leke', 'en', 'religion', r'adeboye|leke',
     'only loosely related: the Adeboye records (protest, YouTube video) are exclude-listed'),
    ("Lagos government has shut down TB Joshua's Synagogue church", 'en', 'religion',
     r'synagogue|scoan|joshua',
     'only loosely related: the TB Joshua records (coffin, funeral angel, BBC documentary) are '
     'exclude-listed'),
    ('Kanye West has converted to Islam and changed his name', 'en', 'religion',
     r'kanye|\bye\b.{0,40}(islam|muslim)',
     'near miss: store has "Kanye West is the richest black man in the US" (in-store item); no '
     'conversion'),
    ('Saudi Arabia has banned Nigerian pilgrims from Hajj 2026', 'en', 'religion',
     r'hajj|pilgrim|mecca|makkah',
     'near miss: store has Hajj/Mecca records (WHO considering cancelling the pilgrimage, empty '
     'Kaaba photos, exclude-listed Hajj fare); no ban on Nigerians'),
    ('Imam of the Abuja National Mosque tells Muslims not to vote for Christians', 'en',
     'religion', r'national mosque|imam.{0,80}vote',
     'only loosely related: the two National Mosque records (Akpabio praying, Wike demolition) are '
     'exclude-listed'),
    ('Tyla says she has found God and is quitting music to become a gospel singer', 'en',
     'religion', r'tyla|gospel',
     'near miss: store has "Tyla cancelled her world tour over low ticket sales" (in-store item); '
     'no conversion'),
    # ---------------- sport ----------------
    ('Guardiola has been sacked by Manchester City', 'en', 'sport',
     r'guardiola|man(chester)? city',
     'near miss: store has "Guardiola ranting in the dressing room after the Arsenal loss" '
     '(in-store item) and Haaland transfer claims; no sacking'),
    ('Kenya banned from the next Olympics over doping', 'en', 'sport',
     r'doping|kenya.{0,80}(ban|olympic)',
     'near miss: store has "Kenya took 87 athletes and 90 officials to the Olympics" (in-store '
     'item); no doping ban'),
    ('CAF has stripped Ivory Coast of the AFCON 2023 title', 'en', 'sport',
     r'afcon|ivory coast.{0,60}(title|strip)',
     'near miss: store has "Ivory Coast loses four points at AFCON" (in-store item), '
     'exclude-listed goalkeeper-charm and CAF-Libya sanction records; no title stripped'),
    ('Simone Biles has announced her retirement from gymnastics', 'en', 'sport',
     r'biles|gymnast',
     'near miss: store has "Fox News reported Simone Biles was pregnant at the 2024 Olympics"; no '
     'retirement'),
    ('Timothy Weah don sign for Real Madrid?', 'pcm', 'sport', r'timothy weah|real madrid',
     'only loosely related: one TikTok fixture claim naming Real Madrid; no Timothy Weah record'),
    ('Usain Bolt is coming out of retirement to race in Lagos', 'en', 'sport', r'usain|bolt\b',
     'no record (the Bolt hit is the ride-hailing company, exclude-listed)'),
    ('Black Stars coach Otto Addo has been sacked, Ghana FA confirms', 'en', 'sport',
     r'black stars|otto addo|ghana fa|gfa\b', 'no record (hits are Akufo-Addo items)'),
]


def main() -> None:
    assert len(RUMOURS) == 50
    with open(os.path.join(HERE, 'out-of-store9.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _rx, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos9-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[4].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Writes out-of-store8.jsonl: 60 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-8/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims and URLs,
accents stripped) with a regex on its distinctive words and names (the `rx` field below; every hit
was read), and with the IDF word-overlap ranking used for the duplicates (top 3 read). The note:
for near misses (the note starts with "near miss") what the store has on the same person or
subject and why that record does not check this rumour; "only loosely related" marks rumours whose
store neighbours share only a word or are exclude-listed (not counted as near misses); otherwise
what the search found. Notes and regexes are not written to the JSONL. None of these repeats a
blind-7 out-of-store rumour (blind-7's build-out-of-store.py was read for that purpose and its
topics were avoided; earlier sets' out-of-store files were not opened).

Dropped or reworded candidates (the store checks them or something too close):
- "Tinubu is giving N30,000 Democracy Day palliative to all Nigerians, register here" - the store
  has the in-store "Tinubu is doling N20,000 as swearing-in funds" and three exclude-listed
  Tinubu cash-grant scams (N25,000 twice, N19,800); replaced by the Air Peace rumour below.
- "Akpabio impeached", "Alau Dam", "Kuje", "Lassa fever", "Ebola", "Lookman", "Anthony Joshua vs
  Fury in Abuja", "Facebook pays per like", "Pope Leo visits Abuja": blind-7 topics, not reused.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, regex used for the store check, note)
RUMOURS = [
    # ---------------- politics ----------------
    ("BREAKING: Peter Obi appointed UN special envoy for Africa, swearing-in on Monday. Share!",
     'en', 'politics', r'obi.{0,80}(envoy|united nations|\bun\b|appoint)|special envoy',
     'near miss: store has many Obi records (UK apology over Heathrow, infant mortality, '
     'EndBadGovernance protest, handshake with Tinubu, Dino Melaye video: in-store items); none '
     'about a UN appointment'),
    ('Shina Peller has joined the Labour Party to run for Oyo governor in 2027', 'en', 'politics',
     r'peller|oyo.{0,40}(governor|governorship).{0,40}(labour|2027)',
     'near miss: store has "Shina Peller said Tinubu should not be anointed" (in-store item); '
     'nothing on a defection or a governorship bid'),
    ('Betta Edu has been sworn in as Cross River deputy governor', 'en', 'politics',
     r'betta|cross river.{0,60}deputy',
     'near miss: store has "Betta Edu says Labour has no governorship candidate in Cross River" '
     '(in-store item); no appointment'),
    ('Alex Otti don comot from Labour Party, e don join APC?', 'pcm', 'politics',
     r'otti|abia.{0,60}(apc|defect)',
     'near miss: store has "Otti begins dredging of Aba seaport" (in-store item), two Igbo Abia '
     'records and the exclude-listed "Otti declared winner"; no defection'),
    ('Supreme Court declares Dino Melaye winner of Kogi governorship election', 'en', 'politics',
     r'melaye|kogi.{0,80}(supreme|winner|tribunal)',
     'near miss: store has Melaye records (bullet-riddled G-Wagon, Obi campaign video: in-store '
     'items; Biden knelt) and exclude-listed Kogi-election records; no court ruling'),
    ('INEC says PVC is cancelled, voters will use NIN slip to vote in 2027', 'en', 'politics',
     r'\bnin\b|pvc|permanent voter',
     'near miss: store has "Nigerians can vote without their PVC if registered" (in-store item), '
     'the 8014 polling-unit SMS and NIN-portal scams; nothing says the PVC is abolished'),
    ('Oyedele says Tinubu will remove VAT on bread and rice from January', 'en', 'politics',
     r'oyedele|\bvat\b',
     'near miss: store has "Oyedele: 774 LGs did not receive N50 billion" (in-store item) and the '
     'exclude-listed "7.5% VAT is the lowest in the world"; no VAT exemption'),
    ('Goodluck Jonathan will run for president again in 2027 on the PDP ticket', 'en',
     'politics', r'jonathan',
     'only loosely related: all Goodluck Jonathan records (warning to Tinubu, off-cycle states, '
     'Adeboye protest) are exclude-listed; none about 2027'),
    ("Lai Mohammed named Tinubu's new envoy to Washington", 'en', 'politics',
     r'lai mohammed.{0,80}(envoy|ambassador|appoint|washington)|washington',
     'near miss: store has "Lai Mohammed: partners denied Nigeria weapons" (in-store item) and '
     'exclude-listed Lai Mohammed quotes; the Washington hits are Washington Post and US items; no '
     'appointment'),
    # ---------------- security ----------------
    ('URGENT: Lakurawa fighters have taken over Birnin Kebbi, stay indoors and forward to your '
     'family', 'en', 'security', r'lakurawa|birnin kebbi|kebbi',
     'near miss: store has "Lakurawa started under Tinubu" (in-store item) and exclude-listed '
     'Kebbi records; no takeover'),
    ('Simon Ekpa has been released from prison in Finland and will address IPOB in Enugu', 'en',
     'security', r'ekpa|finland',
     'near miss: store has Ekpa records (army Islamic school, Israel-Iran video: in-store items) '
     'and the exclude-listed "Finland government ultimatum to Ekpa"; no release'),
    ('Bandits don kidnap 50 students for FUDMA hostel for Dutsin-Ma', 'pcm', 'security',
     r'dutsin|fudma|katsina.{0,60}(kidnap|abduct)',
     'near miss: store has "FUDMA banned Sunday activities for Christians" (in-store item) and the '
     'exclude-listed Kankara abduction visit; no FUDMA kidnapping'),
    ('Army declares 24-hour curfew in all South East states from Friday', 'en', 'security',
     r'curfew|south.?east.{0,60}(army|soldier)',
     'near miss: store has "army attacking unarmed citizens in the South East" (in-store item); '
     'curfew hits are Indian, Turkish, Ecuadorian and US COVID curfews'),
    ('Customs seized 40 containers of rifles at Onne port meant for bandits', 'en', 'security',
     r'onne|customs.{0,80}(rifle|gun|arms|weapon)|containers?',
     'near miss: store has "Customs intercepted 661 rifles from France for Boko Haram" (in-store '
     'item) and the exclude-listed 2018 ammunition truck; nothing on Onne'),
    ('Nigerian Army has shut the NDA to all new cadets for two years', 'en', 'security',
     r'\bnda\b|defence academy|cadets?',
     'near miss: store has "government cancelled admission of female cadets into the NDA" '
     '(in-store item); the rumour is a full two-year shutdown, a different claim'),
    ('Police don ban okada for Asaba after the fight, make una no ride am', 'pcm', 'security',
     r'asaba|okada',
     'near miss: store has the Asaba ethnic-crisis and Asaba demolition records (in-store items); '
     'no okada ban'),
    ('Shekau is alive and has released a new video from Sambisa forest', 'en', 'security',
     r'shekau|sambisa',
     'only loosely related: the one Sambisa record (military raid photos) is exclude-listed; no '
     'Shekau record'),
    ('Kidnappers now pose as ride-hailing drivers in Abuja, avoid Wuse tonight. Pls broadcast',
     'en', 'security', r'ride.?hailing|uber|bolt|kidnap.{0,60}abuja|wuse',
     'only loosely related: hits are "Uber helicopter rides in Dubai" and the exclude-listed '
     '"dollar at N1,000 in Wuse Zone 4"'),
    # ---------------- health ----------------
    ('Zobo drink cures typhoid in three days, doctors confirm', 'en', 'health',
     r'zobo|hibiscus|typhoid',
     'near miss: store has "zobo lowers blood pressure" (in-store item), "zobo causes '
     'miscarriage" and "stress causes typhoid"; no zobo-typhoid claim'),
    ('Garden egg fit cure diabetes if you chop am every morning?', 'pcm', 'health',
     r'garden egg|eggplant|diabetes',
     'only loosely related: other diabetes remedies (okra water, cucumber and onions, warm water) '
     'and "eggs cause diabetes"; nothing on garden egg'),
    ('NAFDAC bans all tomato paste sachets because they cause liver cancer', 'en', 'health',
     r'tomato|nafdac|liver cancer',
     'near miss: store has "rotten tomatoes (esa) cause liver cancer" (in-store item) and other '
     'tomato records; no NAFDAC ban'),
    ('NCDC says the mpox vaccine makes men infertile', 'en', 'health',
     r'mpox|monkeypox|ncdc.{0,60}vaccin',
     'only loosely related: both mpox records (poisoned fruits, Russian variant claim) are '
     'exclude-listed; the infertility hits are about HPV and COVID vaccines'),
    ('Bitter kola dey prevent malaria, you no need mosquito net again', 'pcm', 'health',
     r'bitter kola|kola|mosquito net',
     'near miss: store has "bitter kola is a snake repellent" and "treated nets are harmful"; '
     'nothing on bitter kola and malaria'),
    ('Drinking cold water after eating causes stomach cancer, doctors warn', 'en', 'health',
     r'cold water|stomach cancer',
     'near miss: store has "cold water in pregnancy does not cause jaundice" and COVID cold-water '
     'advice; nothing on cancer'),
    ('Boiled plantain peel cures stomach ulcer overnight', 'en', 'health', r'plantain|ulcer',
     'near miss: store has plantain records (spotted plantains cause cancer, plantain causes '
     'erectile dysfunction, plantain-frond bath) and "big eaters cannot have ulcer"; no peel cure'),
    ('New study says hair relaxers cause breast cancer in Nigerian women', 'en', 'health',
     r'relaxer|breast cancer',
     'near miss: store has "hair relaxers cause fibroids" and other breast-cancer claims '
     '(Vaseline, broccoli, shisha); not this one'),
    ('FORWARD: NCDC confirms cholera outbreak in Abuja schools, keep your children at home this '
     'week', 'en', 'health', r'cholera',
     'no record (the two cholera hits are non-Nigerian COVID items)'),
    # ---------------- money ----------------
    ('CBN will withdraw all N1,000 notes from circulation by January', 'en', 'money',
     r'1,?000 notes?|n1000|withdraw.{0,40}notes?|redesign',
     'near miss: store has "CBN revealed a N5000 note with Tinubu\'s image" (in-store item) and "US '
     'dollars printed before 2021 will be rejected"; no N1,000 withdrawal'),
    ('Dangote don sell im refinery give Saudi Aramco?', 'pcm', 'money',
     r'aramco|dangote.{0,60}(sell|sold|refinery)',
     'near miss: store has "Dangote investing 60% of his assets in the US" (in-store item) and '
     'exclude-listed refinery records (TotalEnergies deal, recruitment, Biden video); no sale'),
    ('Atiku is giving N50,000 Sallah support to every family, apply through this link', 'en',
     'money', r'atiku.{0,80}(grant|giving|support|sallah)|sallah',
     'near miss: store has "Atiku Empowerment Grant of N10,150" (in-store item) and the '
     'exclude-listed "Atiku pledged N10,000 to every Nigerian"; no Sallah payment'),
    ('Opay and Moniepoint go start to charge N100 for every transfer from next week', 'pcm',
     'money', r'opay|moniepoint|palmpay|transfer.{0,40}(charge|fee)',
     'near miss: store has Opay records (N6,000 anniversary gift, free POS, removal from transfer '
     'channels, collapse video, exclude-listed CBN closure); no transfer charge'),
    ('Cardoso says the naira will be stronger than the dollar by December', 'en', 'money',
     r'cardoso|naira.{0,60}(stronger|strengthen|appreciat|dollar)',
     'only loosely related: the naira-dollar hits (rate in March 2024, Tinubu replacing the '
     'naira) are exclude-listed; no Cardoso record'),
    ('UAE has banned Nigerians from buying houses in Dubai', 'en', 'money',
     r'\buae\b|dubai|emirates',
     'near miss: store has "UAE lifted its visa ban on Nigerians" (in-store item), "20 African '
     'countries banned from the UAE", Dubai Ramadan relief and the exclude-listed Atiku '
     'skyscraper; no property ban'),
    ('Osun government has sacked all the teachers it employed in 2023', 'en', 'money',
     r'osun.{0,80}(teacher|sack)|teachers?.{0,40}(sack|dismiss)',
     'near miss: store has "Osun failed to hold the teacher recruitment test after charging N2,000" '
     '(in-store item); no sacking'),
    ('Federal workers to get 13th month salary this December, Tinubu approves', 'en', 'money',
     r'13th month|thirteenth|civil servants?.{0,60}(salary|bonus)',
     'near miss: store has civil-service pay records (Reno on the N18,000 minimum wage, the new '
     'teachers\' salary structure: in-store items; the exclude-listed RMAFC 114% increase); no '
     '13th-month pay'),
    ('Air Peace is selling Lagos-London tickets for N300,000 this week only, book with this link',
     'en', 'money', r'air peace|london.{0,40}ticket',
     'near miss: store has "Air Peace pegs London return ticket at N1.2 million" (rated true); '
     'the rumour is a cut-price promotion, a different claim'),
    # ---------------- tech ----------------
    ('X go start to collect N2,000 every month from Naija people wey wan tweet', 'pcm', 'tech',
     r'twitter.{0,60}(charg|pay|fee|subscri)|\bx\b.{0,40}(charg|fee|subscri)',
     'no record (hits are monthly-payment claims unrelated to Twitter/X)'),
    ('NIMC will delete the NIN of anyone who does not update their details by Friday', 'en',
     'tech', r'nimc|\bnin\b',
     'only loosely related: NIN-modification portal scams and exclude-listed NIN-SIM records; no '
     'deletion deadline'),
    ('INEC confirms IReV was hacked and Edo results were changed', 'en', 'tech', r'irev|hack',
     'near miss: store has IReV records ("Kano results uploaded for a Kaduna polling unit": '
     'in-store item; exclude-listed Edo upload count and Obi-19-states) and the exclude-listed '
     '"party agents tried to hack the INEC server"; no confirmed hack'),
    ('NCC has banned Starlink internet in Nigeria', 'en', 'tech',
     r'starlink|\bncc\b|satellite internet',
     'only loosely related: a Georgian "COVID covers up Starlink" claim and an exclude-listed NCC '
     'data-bonus scam'),
    ('Facebook will delete the accounts of Nigerians who post about the protest', 'en', 'tech',
     r'facebook.{0,60}(delete|deactivat|ban|block|suspend)',
     'near miss: store has Facebook-policy claims ("Facebook gained permission to use our '
     'photos": in-store item; "Zuckerberg warned against screenshotting chats"); no account '
     'deletions'),
    ('TikTok don block all Naija accounts wey no link BVN', 'pcm', 'tech', r'tiktok|bvn',
     'only loosely related: TikTok hits are videos shared on TikTok; the BVN hit is the '
     'exclude-listed First Bank loan scam'),
    ('WhatsApp will stop working on all Android phones older than 2020 from Monday', 'en', 'tech',
     r'whatsapp.{0,60}(stop|android|phones|work)', 'no record'),
    ('Google Maps now shows police checkpoints in Lagos after the latest update', 'en', 'tech',
     r'google maps|checkpoint', 'no record (one Philippine COVID checkpoint shooting)'),
    # ---------------- religion ----------------
    ('DSS operatives have picked up Bishop Kukah', 'en', 'religion',
     r'kukah|dss.{0,60}(bishop|kukah|cleric)|(bishop|cleric).{0,60}(arrest|dss)',
     'only loosely related: the one Kukah record (Tinubu and the peace accord) and the "Yoruba '
     'cleric arrested" record are exclude-listed'),
    ('Sheikh Gumi says every repentant bandit should get N1 million from government', 'en',
     'religion', r'gumi|repentant',
     'only loosely related: the repentant-insurgent records ("repentant Boko Haram paid N150,000 '
     'monthly", customs officer) are exclude-listed; no Gumi record'),
    ('Oyedepo has shut all Winners Chapel branches in the North', 'en', 'religion',
     r'oyedepo|winners',
     'only loosely related: the Oyedepo records (vaccine warning, Atiku N10m tweet) are '
     'exclude-listed'),
    ('Sultan don declare Sallah for Thursday without moon sighting?', 'pcm', 'religion',
     r'sultan|moon|sallah',
     'only loosely related: the Sultan records (charm garment, emirate bill) are exclude-listed'),
    ('Katsina university now forces all female students to wear hijab', 'en', 'religion',
     r'hijab|veil',
     'near miss: store has "FUDMA in Katsina banned Sunday activities for Christians" (in-store '
     'item) and "ATBU registrar told female students to marry"; no hijab rule'),
    ('Pope don allow Catholic priests for Africa to marry?', 'pcm', 'religion',
     r'pope|priests?.{0,40}marr|celiba',
     'near miss: store has Pope Francis records ("cancelled the Bible", tested positive for '
     'COVID-19) and the exclude-listed "Catholic priest wedding in Abakaliki"; no ruling on '
     'priests marrying'),
    ('CAN tells Christians to boycott the 2026 census', 'en', 'religion',
     r'census|christian association', 'no record (US 2020 census items only)'),
    ('Ooni of Ife has converted to Christianity and changed his name', 'en', 'religion',
     r'ooni|ife\b',
     'only loosely related: the one Ooni record (herbal COVID cure video) is exclude-listed'),
    # ---------------- sport ----------------
    ('Onome Ebi has been appointed Super Falcons head coach', 'en', 'sport',
     r'onome|super falcons.{0,60}coach',
     'near miss: store has "Onome Ebi is the first African at six World Cups" (in-store item, '
     'with its Hausa twin); no coaching appointment'),
    ('NFF don ban Super Eagles make dem no play for Libya again forever', 'pcm', 'sport',
     r'\bnff\b|libya',
     'near miss: store has "NFF rejected a friendly match proposal from Libya" (in-store item) and '
     'exclude-listed CAF-Libya sanctions; no permanent ban'),
    ('Osimhen don sign for Al Hilal for 100 million dollars?', 'pcm', 'sport',
     r'osimhen|al hilal',
     'near miss: store has Osimhen records (mask for the rest of his career, Napoli statue); no '
     'transfer'),
    ('Enyimba relegated from the NPFL over match-fixing', 'en', 'sport',
     r'enyimba|npfl|match.?fixing|relegat', 'no record'),
    ('Nigeria will host the 2030 Commonwealth Games in Abuja', 'en', 'sport',
     r'commonwealth games', 'no record'),
    ('Anthony Joshua will contest the Ogun governorship in 2027', 'en', 'sport',
     r'anthony joshua|\bjoshua\b', 'no record (hits are TB Joshua and other Joshuas)'),
    ('Drake has bought shares in Remo Stars football club', 'en', 'sport', r'drake|remo stars',
     'only loosely related: the one Drake record (singing Mohbad\'s song) is exclude-listed'),
    ('Super Eagles coach sacked, NFF to unveil Mourinho on Monday. Share!', 'en', 'sport',
     r'mourinho|super eagles.{0,40}coach|coach.{0,40}sack', 'no record'),
]


def main() -> None:
    assert len(RUMOURS) == 60
    with open(os.path.join(HERE, 'out-of-store8.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _rx, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos8-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[4].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

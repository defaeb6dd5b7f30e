#!/usr/bin/env python3
"""Writes out-of-store10.jsonl: 50 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-10/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims and URLs,
accents stripped, including exclude-listed and yo/ha/ig/fr records) with a regex on its distinctive
words and names (the `rx` field below; the hits were read, the first six to eight printed per
regex), and with the IDF word-overlap ranking used for the duplicates (top 3 read; validate.py
repeats a plain word-overlap check against every store claim). The note: for near misses (the note
starts with "near miss") what the store has on the same person or subject and why that record does
not check this rumour; "only loosely related" marks rumours whose store neighbours share only a
word or are exclude-listed (not counted as near misses); otherwise what the search found. Notes and
regexes are not written to the JSONL. None of these repeats a blind-9 out-of-store rumour
(blind-9's build-out-of-store.py was read for that purpose and its subjects were avoided; earlier
sets' out-of-store files were not opened).

Dropped candidates (the store checks them or something too close):
- "WhatsApp will start charging N1,000 every month" - the store has Dubawa's "a voice note from
  WhatsApp's CEO says users will have to start paying for WhatsApp"; replaced by the Pidgin
  Facebook rumour below.
- "Abba Kyari has escaped from Kuje prison" - the store has "Abba Kyari was spotted in Australia
  hours after the Kuje prison attack" (the same escape story); replaced by the Johannesburg raid.
- "Africell is giving every subscriber free data for Independence Day" - the store has "Africell
  is offering free data to old clients"; replaced by the Airtel rumour (a company with no record).
- Reworded after the validation overlap check (name words only, no new store match): Karnga-Lawrence
  "resigned as Senate pro tempore" -> "Senate leader Nyonblee has quit her post"; Amos Tweh "sacked
  as LPRC managing director" -> "Boakai has fired Tweh from the petroleum refining company"; "Imo
  Assembly has impeached Governor Uzodinma" -> "Imo lawmakers have removed Uzodinma from office";
  "Hushpuppi has escaped from a US prison" -> "broke out of jail in America"; "Starlink has been
  banned in Ghana" -> "Ghana has switched off Starlink internet nationwide"; "FIFA has banned Ghana
  from the 2026 World Cup" -> "Black Stars kicked out of the 2026 World Cup by FIFA".
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, regex used for the store check, note)
RUMOURS = [
    # ---------------- politics ----------------
    ("Liberia's Senate leader Nyonblee has quit her post", 'en', 'politics',
     r'karnga|nyonblee|pro ?tempore.{0,60}(resign|quit)',
     'near miss: store has "the pro tempore imported a Hyundai Staria at over $100k" (in-store '
     'item), "Karnga-Lawrence was among 19 who endorsed Boakai in 2017" and a gun-woman photo '
     'wrongly said to show her; no resignation'),
    ('Jefferson Koijee has been arrested for stealing Monrovia City Corporation money', 'en',
     'politics', r'koijee|monrovia mayor',
     'near miss: store has "the opposition are all former government officials" (in-store item) '
     'and "Koijee shared 25kg rice bags with MCC casual workers"; no arrest'),
    ('Obi Cubana don declare say im go run for Anambra governor?', 'pcm', 'politics',
     r'cubana|anambra.{0,40}governor',
     'near miss: store has the Obi Cubana N25,750 giveaway (in-store item) and an exclude-listed '
     'Cubana Chief Priest record; Anambra-governor hits are about Peter Obi; no candidacy'),
    ("Supreme Court has declared Richard Koon the only legitimate Speaker of Liberia", 'en',
     'politics', r'koon\b|speaker.{0,60}liberia|liberia.{0,60}speaker',
     'near miss: store has "Ghana\'s Speaker invited Koon to the inauguration" (in-store item), '
     'the Koon American-passport record and Koffa budget/remittance records; no court ruling'),
    ('Halifa Sallah has been appointed vice president of The Gambia', 'en', 'politics',
     r'sallah|gambia.{0,40}vice president',
     'near miss: store has the Halifa Sallah result-acceptance video (in-store item); no '
     'appointment'),
    ('Boakai has fired Tweh from the petroleum refining company', 'en', 'politics',
     r'amos tweh|secretary general.{0,40}unity',
     'near miss: store has Amos Tweh records (Lexus purchase, Oilers FC bus, $150k house, the '
     'Koung announcement: in-store item); no sacking'),
    ('Imo lawmakers have removed Uzodinma from office', 'en', 'politics',
     r'uzodinma|uzodimma|impeach',
     'near miss: store has Uzodinma records (convoy attack and 28 polling units: in-store items; '
     'several exclude-listed); impeachment hits are Obasa, Edo deputy governor, a Liberian judge'),
    ('Barrow has declared a state of emergency across The Gambia', 'en', 'politics',
     r'barrow|state of emergency',
     'near miss: store has Adama Barrow records (road photos: in-store item; "no journalist '
     'jailed since 2017"; Ceesay endorsement); emergency hits are Kano and a COVID chain'),
    ('ECOWAS has suspended Liberia over the fight for the Speaker seat', 'en', 'politics',
     r'ecowas.{0,80}(suspend|liberia)',
     'near miss: store has "ECOWAS responded to Weah\'s letter" (a routine visit) and the ECOWAS '
     'observers rigging claim (in-store item); no suspension'),
    # ---------------- security ----------------
    ('Hushpuppi broke out of jail in America', 'en', 'security',
     r'hushpuppi|escap.{0,40}prison',
     'near miss: store has Hushpuppi records (released from prison: in-store items; $400k fraud '
     'inside prison; deep-fake lament video; death rumour); no escape'),
    ('Gunmen have kidnapped 15 students from an OAU hostel in Ile-Ife', 'en', 'security',
     r'oau|ile-?ife|hostel',
     'near miss: store has OAU records (WAUG break: in-store item; best geology graduate); no '
     'kidnapping'),
    ('Hoodlums don burn police station for Makeni?', 'pcm', 'security',
     r'makeni|police station.{0,40}(burn|set)',
     'near miss: store has "SLPP man caught with pre-voted ballots in Makeni" (in-store item) and '
     'an exclude-listed Yaba police-station fire; nothing in Makeni'),
    ('Liberia don close im border with Guinea because of rebels?', 'pcm', 'security',
     r'guinea.{0,60}border|border.{0,60}guinea|liberia.{0,40}border',
     'near miss: store has "Liberia shuts its border with Sierra Leone" (in-store item); no Guinea '
     'border closure'),
    ('South African police arrested 200 Nigerians in a Johannesburg raid last night', 'en',
     'security', r'johannesburg|south africa.{0,60}(arrest|raid).{0,40}nigerian',
     'only loosely related: an exclude-listed "Nigerian arrested in South Africa for drugs" photo '
     'and the Emirates Johannesburg flights record'),
    ('Mombasa port has been shut after a terror attack', 'en', 'security', r'mombasa',
     'near miss: store has "Chinese woman killed in Mombasa" (in-store item) and "23 COVID-19 '
     'cases in Mombasa"; nothing on the port'),
    ("URGENT: organ harvesters are using fake taxis in Accra, don't enter any cab alone, pls "
     'share', 'en', 'security', r'organ (harvest|traffick)|taxi|cab\b',
     'near miss: store has the UNODC organ-trafficking job alert (in-store item); taxi hits are '
     'COVID-19 stories; nothing on Accra taxis'),
    # ---------------- health ----------------
    ('Guava leaf tea cures typhoid in three days', 'en', 'health',
     r'guava.{0,80}(typhoid|tea)|typhoid',
     'near miss: store has "tender guava leaves stop miscarriage" (in-store item), guava-leaf '
     'COVID-19 cures and "stress causes typhoid"; no guava typhoid cure'),
    ('Drinking coconut water every morning heals stomach ulcer', 'en', 'health',
     r'coconut water.{0,60}(ulcer|every)|ulcer',
     'near miss: store has coconut-water records (diarrhoea, all cancers, with bitter leaf for '
     'kidneys: in-store item) and "big eaters cannot have ulcer"; no ulcer cure'),
    ('A glass of warm salt water every morning cures hypertension', 'en', 'health',
     r'salt.{0,40}(warm|water).{0,60}(pressure|hypert)|hypertension',
     'near miss: store has "warm water cures many diseases" (in-store item), the Japanese water '
     'therapy record and hypertension records (zobo, sugar vs salt, Brahmi); no salt-water cure'),
    ('Soursop leaf tea cures malaria faster than drugs', 'en', 'health',
     r'soursop.{0,60}malaria|malaria.{0,60}(leaf|leaves|tea)',
     'near miss: store has "beans and soursop for two weeks cure cancer" (in-store item); nothing '
     'on malaria'),
    ('Cassava leaf soup dey cure low blood for body?', 'pcm', 'health',
     r'cassava lea|anaemia|anemia',
     'near miss: store has "eating too much cassava can be deadly" (in-store item); nothing on '
     'cassava leaves or anaemia'),
    ('Chewing pawpaw seeds flushes out worms and cures typhoid', 'en', 'health',
     r'pawpaw|papaya',
     'only loosely related: papaya hits are COVID-19 items (papaya salad, Magufuli\'s papaya '
     'test)'),
    ('Sleeping with earpiece for ear dey make person deaf?', 'pcm', 'health',
     r'deaf|earpiece|headphone',
     'near miss: store has "AirPods cause brain cancer" (in-store item) and "lack of kisses causes '
     'deafness"; no earpiece deafness'),
    # ---------------- money ----------------
    ('Orange Sierra Leone will start charging for WhatsApp calls next month', 'en', 'money',
     r'orange.{0,60}(charge|call)|whatsapp call.{0,40}charg',
     'near miss: store has Orange records (free data to old customers: in-store item\'s '
     'duplicate; LTA fine on Orange and Lonestar); no call charge'),
    ('Access Bank will close all accounts without BVN this Friday', 'en', 'money',
     r'access bank|bvn',
     'near miss: store has the Herbert Wigwe property list (in-store item) and an exclude-listed '
     'First Bank BVN-free loan record; no account closure'),
    ('Coca-Cola is paying N500,000 to anyone who finds a gold bottle cap, click to claim', 'en',
     'money', r'coca.cola.{0,80}(cap|pay|reward|promo|survey|fund|win)',
     'near miss: store has the Coca-Cola Welfare Fund survey scam (in-store item); no bottle-cap '
     'promo'),
    ('Sierra Leone will remove three zeros from the leone again, old notes end in December', 'en',
     'money', r'redenominat|zeros|leone.{0,30}(note|currency)|old notes', 'no record'),
    ('Dangote refinery will sell petrol at N200 per litre from Monday', 'en', 'money',
     r'dangote.{0,80}(petrol|litre|refinery)',
     'only loosely related: the three Dangote-refinery records (Biden video, TotalEnergies deal, '
     'recruitment) are exclude-listed and other assertions'),
    ('Liberia government will pay every civil servant a $500 Christmas bonus', 'en', 'money',
     r'bonus|civil servant.{0,60}(pay|salary)',
     'only loosely related: bonus hits are an exclude-listed NCC data bonus and Latin American '
     'COVID-19 aid'),
    # ---------------- tech ----------------
    ('Meta will delete Facebook accounts that post in Pidgin', 'en', 'tech',
     r'pidgin|meta.{0,60}delet|facebook.{0,60}delet',
     'near miss: store has "Meta has banned offensive words" (in-store item) and an '
     'exclude-listed Pidgin-course record; no account deletion'),
    ('TikTok has been banned in Liberia from Monday', 'en', 'tech', r'tiktok.{0,60}(ban|liberia)',
     'only loosely related: "TikTok banned in the United States" and TikTok-sourced Ondo and PPRC '
     'claims'),
    ('Sweden will ban all petrol cars from next year', 'en', 'tech', r'petrol car|sweden',
     'near miss: store has "the first electrified road is in Sweden" (in-store item) and Swedish '
     'COVID-19 and "sex as a sport" records; no petrol-car ban'),
    ('Airtel dey give free 10GB to anybody wey don use im line pass five years?', 'pcm', 'tech',
     r'airtel|old customers|old clients',
     'near miss: store has the same free-data scam for other networks (Lonestar MTN: in-store '
     'item; Orange Sierra Leone; Africell); no Airtel record'),
    ('Apple will stop selling AirPods in Nigeria because of radiation', 'en', 'tech',
     r'airpod|apple.{0,40}(stop|ban)|radiation',
     'near miss: store has "AirPods cause brain cancer" (in-store item) and laptop, phone and 5G '
     'radiation records; no sales stop'),
    ('Ghana has switched off Starlink internet nationwide', 'en', 'tech', r'starlink',
     'no record (one Georgian "COVID-19 covered up Starlink" item)'),
    ('X will stop working in Ghana from next month', 'en', 'tech',
     r'\bx\b.{0,60}ghana|ghana.{0,60}(twitter|\bx\b)',
     'no record (X-sourced Tems and Akufo-Addo claims)'),
    # ---------------- religion ----------------
    ('Pope Francis says African men can marry two wives', 'en', 'religion',
     r'pope.{0,80}(wives|polygam|marry)|polygam',
     'no record (Pope records are COVID-19 and "cancelled the Bible")'),
    ('Chief Imam of Ghana has banned Muslims from celebrating Christmas', 'en', 'religion',
     r'chief imam|christmas.{0,60}muslim|muslim.{0,60}christmas', 'no record'),
    ('Van Damme has become a pastor in Lagos', 'en', 'religion',
     r'van damme|pastor.{0,40}(nigeria|lagos)',
     'near miss: store has "Van Damme died after a stroke" (in-store item); nothing else'),
    ('Cristiano Ronaldo has converted to Islam in Saudi Arabia', 'en', 'religion',
     r'ronaldo.{0,80}(islam|muslim|convert)|convert.{0,40}islam',
     'near miss: store has Ronaldo records (wedding, IShowSpeed: in-store items; Al-Nassr '
     'unveiling) and "Chinese converting to Islam" records; no Ronaldo conversion'),
    ('Ogun government declares curfew on women in Ikenne for Oro festival', 'en', 'religion',
     r'oro\b|ikenne|curfew.{0,40}women',
     'near miss: store has "Ikenne youths protest the Oro festival" (in-store item) and an '
     'exclude-listed Iperu ballot record; no curfew'),
    ('Liberia has written into its constitution that it is a Christian nation', 'en', 'religion',
     r'christian nation|liberia.{0,60}(christian|constitution)', 'no record'),
    ('Church for Monrovia dey sell anointing water wey cure HIV?', 'pcm', 'religion',
     r'anointing|holy water|hiv.{0,40}cure|cure.{0,40}hiv',
     'only loosely related: "stem-cell transplant cures HIV" and a Thai anti-HIV COVID-19 drug'),
    # ---------------- sport ----------------
    ('Haaland has signed for Real Madrid', 'en', 'sport',
     r'haaland.{0,80}(real madrid|sign|transfer|leave)|real madrid.{0,40}haaland',
     'near miss: store has Haaland records (apology to Arteta and regret over extension: in-store '
     'items; planned move to Liverpool); no Real Madrid move'),
    ('Lauren James has retired from international football', 'en', 'sport',
     r'lauren james|retire.{0,40}international',
     'near miss: store has "FIFA banned Lauren James for the rest of the tournament" (in-store '
     'item); no retirement'),
    ('Arsenal don sack Arteta?', 'pcm', 'sport', r'arteta',
     'near miss: store has "Haaland apologised to Arteta" (in-store item and its Facebook twin); '
     'no sacking'),
    ('Serena Williams is coming out of retirement for the Australian Open', 'en', 'sport',
     r'serena|australian open',
     'near miss: store has "Serena Williams died in a car accident" (in-store item) and the AAP '
     '"Serena Williams" Facebook post; no comeback'),
    ('Black Stars kicked out of the 2026 World Cup by FIFA', 'en', 'sport',
     r'fifa.{0,80}ghana|ghana.{0,80}(world cup|fifa)|world cup.{0,60}(ban|kick)|black stars',
     'no record'),
    ('Leone Stars coach has been sacked after AFCON qualifier loss', 'en', 'sport',
     r'leone stars|sierra leone.{0,40}coach', 'no record'),
    ('Rema will perform at the Champions League final', 'en', 'sport',
     r'rema\b|champions league final',
     'near miss: store has Rema records ("Rema is Ghanaian"; "Calm Down" at the coronation: '
     'in-store item); no Champions League show'),
]


def main() -> None:
    assert len(RUMOURS) == 50
    with open(os.path.join(HERE, 'out-of-store10.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _rx, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos10-{n:02d}', 'query': query, 'lang': lang,
                                'topic': topic}, ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[4].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Writes out-of-store7.jsonl: 60 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-7/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims and URLs,
accents stripped) with a regex on its distinctive words and names (the `rx` field below; every hit
was read), and with the IDF word-overlap ranking used for the duplicates (top 3 read). The note:
for near misses (the note starts with "near miss") what the store has on the same person or
subject and why that record does not check this rumour; "only loosely related" marks rumours whose
store neighbours share only a word or are exclude-listed (not counted as near misses); otherwise
what the search found. Notes and regexes are not written to the JSONL. None of these repeats a
blind-6 out-of-store rumour (blind-6's build-out-of-store.py was read for that purpose; earlier
sets' out-of-store files were not opened).

Dropped candidates (the store checks them or something too close):
- "WhatsApp will start charging N500 a month in Nigeria" - the store has "a viral voice note
  claims users will have to start paying for WhatsApp services".
- "FG will pay every corps member N150,000 allowance" - the store has an Igbo record on the
  government paying NYSC members N77,000 and exclude-listed NYSC-allowance records.
- "NAFDAC bans Indomie noodles over a cancer chemical" - too close to "avoid eating noodles, they
  can be harmful".
- "Fulani herbalist: warm water cures asthma" - the store has "warm water cures asthma and 17
  other conditions" (replaced by the cow-dung smoke rumour below).
- "Michael Jackson converted to Islam before he died" - too close to the store's Michael Jackson
  "waiting for the call of Allah to perform Hajj" video.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, regex used for the store check, note)
RUMOURS = [
    # ---------------- politics ----------------
    ("BREAKING: Peter Obi has defected to APC and will be Tinubu's running mate in 2027. Share!",
     'en', 'politics', r'obi.{0,60}(join|defect|decamp)|defect|running mate',
     'near miss: store has many Obi records (Tom Hanks endorsement and Dangote backing, both '
     'in-store items; Obi and LG elections in Anambra; Dino Melaye video; the exclude-listed '
     'doctored "Obi visits Tinubu at Aso Rock" and "Aisha Yesufu as running mate"); none about a '
     'defection. A first draft said "Tinubu received him at Aso Rock" and was reworded because of '
     'the Aso Rock record'),
    ('Atiku don retire from politics, e no go contest 2027 again', 'pcm', 'politics',
     r'atiku.{0,80}(retire|quit|not contest|withdraw)',
     'near miss: store has "Atiku secured 25% in 25 states" and "Atiku stood in as father of the '
     'groom" (in-store items); no retirement'),
    ('Obaseki has joined APC and will be made a minister next week', 'en', 'politics',
     r'obaseki.{0,60}(join|defect|apc|minister)',
     'near miss: store has "European protesters harassed Obaseki" (in-store item) and '
     'exclude-listed Obaseki records; no defection'),
    ('Supreme Court sacks Aiyedatiwa, Ondo to hold fresh governorship election', 'en',
     'politics', r'aiyedatiwa|ondo.{0,60}(supreme court|sack|fresh election)',
     'near miss: store has Ondo election records (LP on the ballot, Ebiseni removed, Idanre thugs, '
     'Owo vote buying: in-store items) and "three candidates withdrew for Aiyedatiwa"; no court '
     'sacking'),
    ('Akpabio has been impeached as Senate President, Barau takes over', 'en', 'politics',
     r'akpabio|barau|senate president.{0,40}(impeach|remov)',
     'near miss: store has Akpabio and the presidential plane, Akpabio stepping down for Enoidem '
     '(2023 candidacy) and exclude-listed Akpabio records; no impeachment'),
    ('INEC don shift 2027 presidential election to November 2026, na true?', 'pcm', 'politics',
     r'inec.{0,80}(2027|november|date|shift|fix)',
     'only loosely related: many INEC records, none about the 2027 election date'),
    ('Senate passes bill creating Anioma State, Nigeria now has 37 states', 'en', 'politics',
     r'anioma|new states?|create.{0,20}states',
     'only loosely related: the "restructuring bill to create 42 states" record is exclude-listed'),
    ('URGENT: Shettima collapsed at the Villa and has been flown to London. Pray for him', 'en',
     'politics', r'shettima.{0,80}(collaps|london|sick|ill|hospital)',
     'near miss: store has "Shettima said N8,000 can change a youth\'s life" (in-store item) and '
     'exclude-listed Shettima records; no illness'),
    ("Uzodinma appointed Minister of Petroleum in Tinubu's cabinet reshuffle", 'en', 'politics',
     r'uzodinma.{0,80}(minister|petroleum|appoint)',
     'near miss: store has Uzodinma "killed 500 youths", "IGR below N500 million" (in-store items) '
     'and "re-elected in all LGAs"; no appointment'),
    # ---------------- security ----------------
    ('Alau Dam don burst again, Maiduguri people make una run comot now!', 'pcm', 'security',
     r'alau|dam (burst|collaps|break)|dam.{0,20}(burst|collaps|overflow)',
     'near miss: store has the Maiduguri flood video (in-store item) and exclude-listed Maiduguri '
     'flood records; nothing on the dam bursting again'),
    ('Boko Haram has signed a peace deal with FG and will lay down arms on Monday', 'en',
     'security', r'peace (deal|agreement|talk)|ceasefire|lay down',
     'near miss: store has Boko Haram taking INEC offices, abducting people in Abia, converting '
     'commuters, invading Jos (in-store items); no peace deal'),
    ('Nnamdi Kanu has been moved from DSS custody to Kuje prison', 'en', 'security',
     r'kanu.{0,80}(kuje|prison|moved|transfer)|kuje',
     'near miss: store has "Kanu escaped DSS detention" (in-store item) and "Kanu released from '
     'DSS custody"; Kuje hits are about Abba Kyari; no transfer'),
    ('Plateau government has closed all private schools in Jos for one year after the collapse',
     'en', 'security', r'jos.{0,80}(school|close|shut)|private schools?',
     'near miss: store has the Jos school-collapse image (in-store item) and the exclude-listed '
     '"800 dead"; no closure order'),
    ('Bandits don start to use drones drop bomb for Zamfara villages', 'pcm', 'security',
     r'drone|zamfara',
     'near miss: store has Fani-Kayode\'s Zamfara photos (in-store item), Zamfara killings and '
     'exclude-listed "drone footage of bandits from Kenya"; no bandit drone bombs'),
    ('IGP warns police will arrest anyone wearing black on June 12. Pls broadcast', 'en',
     'security', r'june 12|wearing black|black (clothes|attire)',
     'near miss: store has June 12 protest records (retweet button turned green, in-store item; '
     'Kenyans stood with Nigerians); no IGP warning'),
    ('Yahaya Bello has been sentenced to 10 years in prison for N80bn fraud', 'en', 'security',
     r'yahaya bello.{0,80}(sentenc|jail|convict|prison)',
     'near miss: store has Yahaya Bello flaunting a car after escaping EFCC (in-store item), and '
     'exclude-listed escape and disguise records; no sentence'),
    ('Customs officers shot dead 10 smugglers at Seme border yesterday', 'en', 'security',
     r'seme|smuggl', 'no record (hits are semen, Heineken smuggling and Liberian records)'),
    ('Unknown gunmen have kidnapped the Emir of Kano at his palace', 'en', 'security',
     r'emir|kidnap.{0,40}emir',
     'near miss: store has "Sanusi\'s speech was made when he was reappointed as Emir" and the '
     'exclude-listed Ilorin emir\'s palace protest; no kidnapping'),
    # ---------------- health ----------------
    ('Doctors don confirm say HIV fit spread through mosquito bite', 'pcm', 'health',
     r'mosquito.{0,60}(hiv|aids)|(hiv|aids).{0,60}mosquito|hiv',
     'near miss: store has "Nigeria has the second-highest number of people with HIV" (in-store '
     'item), HIV cure, HIV vaccine 97%, and a Hindi "COVID-19 can be transmitted through '
     'mosquitoes"; no HIV-mosquito claim'),
    ('Lassa fever has reached Abuja, 40 people dead at Kubwa General Hospital', 'en', 'health',
     r'lassa|kubwa', 'only loosely related: the only hit is an exclude-listed COVID case screenshot'),
    ('Cholera in Lagos is spreading through Coca-Cola bottles, stop drinking soft drinks. Forward',
     'en', 'health', r'cholera|coca.?cola|soft drink',
     'near miss: store has "coronavirus is being spread via Coca-Cola" (Turkish record) and Coke '
     'as a fire extinguisher; no cholera claim'),
    ('COVID-Organics from Madagascar is now sold in Nigerian pharmacies for N5,000', 'en',
     'health', r'covid.?organics.{0,100}(nigeria|pharmac|sold|sell)|madagascar',
     'near miss: store has "Madagascar found a medicine and will distribute it to the world" '
     '(in-store item), Madagascar leaving WHO; no sale in Nigeria'),
    ('Drinking hot lemon water every morning cures typhoid completely', 'en', 'health',
     r'typhoid|lemon.{0,40}(typhoid|cure)',
     'near miss: store has "vitamin C and warm lemon water prevent COVID" (in-store item) and '
     '"stress causes typhoid"; no typhoid cure'),
    ('Ebola has entered Lagos through the airport, avoid crowded places this week', 'en',
     'health', r'ebola.{0,60}(lagos|nigeria|airport|return)', 'no record'),
    ('Fulani herbalist proves cow dung smoke cures asthma in three days', 'en', 'health',
     r'cow dung|asthma',
     'near miss: store has cow-dung records (BJP men smearing cow dung, in-store item; cow dung '
     'cures coronavirus) and asthma remedies (mango seed, warm water); no cow-dung asthma cure'),
    ('Make you gargle salt water three times every day, tonsillitis go disappear without drugs',
     'pcm', 'health', r'tonsil|(gargl|rins).{0,40}salt',
     'near miss: store has many "salt-water gargle prevents/cures coronavirus" records (in-store '
     'item and exclude-listed ones); nothing on tonsillitis'),
    ('Chewing raw ginger every morning prevents cancer, doctors confirm', 'en', 'health',
     r'ginger.{0,80}cancer|cancer.{0,60}ginger',
     'only loosely related: ginger appears only in COVID remedies (e.g. "chewing ginger prevents '
     'the spread of COVID-19"); nothing on cancer'),
    # ---------------- money ----------------
    ('Dangote refinery to sell petrol at N300 per litre from Monday. Forward to all', 'en',
     'money', r'dangote.{0,100}(n\d|litre|petrol|pms|price)',
     'near miss: store has "Biden criticised Dangote over fuel prices" (in-store item) and the '
     'exclude-listed Dangote recruitment record; no N300 price'),
    ('CBN go start to collect N50 for every deposit wey pass N10,000', 'pcm', 'money',
     r'(deposit|transfer).{0,40}(charge|fee|n50)|(charge|fee).{0,40}deposit',
     'near miss: store has "CBN announced a strategy to restore the naira" (in-store item) and CBN '
     'N5000-note records; no deposit charge'),
    ('NELFUND will give every student a free laptop, register with this link', 'en',
     'money', r'nelfund|student loan|laptop',
     'near miss: store has "student loan programme excluded the Southeast" (in-store item); the '
     'laptop hit is a health claim. A first draft ("N500,000 cash to every student") was reworded '
     'because the store has "FG is giving out N500,000 grants to youths"'),
    ('Volkswagen don close im Nigeria factory again, e no reach one year', 'pcm', 'money',
     r'volkswagen',
     'near miss: store has "Volkswagen reopened in Nigeria after 20 years" (in-store item); '
     'nothing on a new closure'),
    ('Toyota is leaving Nigeria and shutting all its offices this month', 'en', 'money',
     r'toyota|peugeot|innoson', 'no record'),
    ('Ondo State government is giving free grinding machines to market women, apply with this '
     'link before Friday', 'en', 'money', r'ondo.{0,60}(grant|market women|loan)|grinding',
     'near miss: store has "the 2024 Ondo State Soft Loan portal is open" (in-store item); no '
     'market-women giveaway. A first draft ("N250,000 grants") was reworded because the store has '
     'an exclude-listed "FG giving N250,000 empowerment grants to all Nigerians"'),
    ('AMCON has seized Dangote refinery over unpaid bank loans', 'en', 'money',
     r'amcon|dangote.{0,60}(seiz|loan)',
     'near miss: store has "AMCON seizes Buhari\'s properties" (in-store item) and Dangote '
     'refinery records; no seizure'),
    ('FG will pay N30,000 monthly to every unemployed graduate from June', 'en', 'money',
     r'unemploy|graduate',
     'only loosely related: store has Adesina\'s 30 million unemployed claim; no payment'),
    ('Tinubu has banned importation of rice for five years, prices will crash', 'en', 'money',
     r'rice.{0,40}(ban|import)|(ban|import).{0,40}rice', 'no record'),
    # ---------------- tech ----------------
    ('Facebook will pay Nigerians $10 for every 1,000 likes from next month', 'en', 'tech',
     r'facebook.{0,80}(pay|likes|\$)|monetiz',
     'near miss: store has "Nigeria eligible for Facebook and Instagram monetization from June '
     '2024" (in-store item); nothing on pay per like'),
    ('Twitter don ban again for Naija, una start to use VPN from tonight', 'pcm', 'tech',
     r'twitter.{0,40}(ban|suspend)|(ban|suspend).{0,40}twitter',
     'near miss: store has the fake "Twitter apologises over Buhari\'s tweet" (in-store item), '
     'the exclude-listed Trump/Twitter-ban message and "Twitter suspends Kenyatta"; no new ban'),
    ('TikTok will pay N5,000 daily to anyone who posts videos in Pidgin', 'en', 'tech',
     r'tiktok.{0,80}(pay|creator|n\d)', 'no record'),
    ('Google is giving N50,000 to Nigerians who download this app before Sunday', 'en', 'tech',
     r'google.{0,60}(pay|n\d|naira|reward|giv)', 'no record'),
    ("Twitter retweet button will turn red on October 1 to celebrate Nigeria's independence",
     'en', 'tech', r'retweet|october 1|independence day',
     'near miss: store has "the retweet button turned green in solidarity with Nigeria" '
     '(in-store item); nothing on October 1'),
    ('NCC will disconnect every SIM card not linked to BVN by Friday', 'en', 'tech',
     r'bvn|sim.{0,40}(disconnect|block|bar)',
     'only loosely related: NIN-SIM and BVN records are exclude-listed; no BVN deadline'),
    ('Apple will stop selling iPhones in Nigeria because of fake chargers', 'en', 'tech',
     r'\bapple\b.{0,60}(nigeria|iphone|stop)|iphone', 'no record (one exclude-listed phone-tracker hit)'),
    ('WhatsApp group admins go dey pay tax to FIRS from next month', 'pcm', 'tech',
     r'firs\b|whatsapp.{0,40}(tax|admin)',
     'near miss: store has Indian "WhatsApp group admins detained / warned / will be arrested" '
     'records (one exclude-listed); nothing on a tax'),
    # ---------------- religion ----------------
    ('Adeboye has handed RCCG over to his son as new General Overseer', 'en', 'religion',
     r'adeboye|rccg',
     'only loosely related: the Adeboye records are exclude-listed; the RCCG dating site is '
     'unrelated'),
    ('Pastor Kumuyi don die, Deeper Life dey hide am', 'pcm', 'religion', r'kumuyi|deeper life',
     'only loosely related: the only Kumuyi record ("relocated to London") is exclude-listed'),
    ("TB Joshua's body has been exhumed from the Synagogue church", 'en', 'religion',
     r'tb joshua|t\.b\. joshua|synagogue',
     'only loosely related: the TB Joshua records (coffin, funeral, BBC documentary) are '
     'exclude-listed'),
    ('Pope Leo will visit Abuja in December to pray for Nigeria', 'en', 'religion',
     r'pope.{0,60}(nigeria|abuja|lagos|visit)', 'no record'),
    ('Sultan of Sokoto has been dethroned by the Sokoto governor', 'en', 'religion',
     r'sultan.{0,80}(dethron|depos|remov|sack)|sultan',
     'near miss: store has "the Sultan of Sokoto wearing a charm garment" (in-store item) and the '
     'exclude-listed Sokoto emirate bill; no dethronement'),
    ("Northern Muslims declare three days of prayer for Tinubu's success. Share", 'en',
     'religion', r'pray.{0,40}(tinubu|for)',
     'near miss: store has "Muslims in the North prayed against Tinubu and APC" (in-store item); '
     'the rumour is about prayers for him, a different claim'),
    ('CAN orders all churches to close for 30 days of fasting and prayer', 'en', 'religion',
     r'\bcan\b.{0,60}(church|fast)|christian association', 'no record'),
    ('Davido has converted to Islam and changed his name to Dawud', 'en', 'religion',
     r'davido|(convert|embrac).{0,20}islam',
     'only loosely related: all Davido records are exclude-listed; conversion hits are about '
     'Chinese people and COVID'),
    # ---------------- sport ----------------
    ('Ademola Lookman has signed for Real Madrid for 80 million euros', 'en', 'sport',
     r'lookman', 'no record'),
    ('Asisat Oshoala has retired from international football', 'en', 'sport', r'oshoala',
     'no record'),
    ('Super Eagles coach Finidi George arrested at Lagos airport', 'en', 'sport',
     r'finidi|super eagles coach', 'no record'),
    ('Naija go host AFCON 2027 alone because CAF don drop Kenya', 'pcm', 'sport',
     r'afcon|host.{0,20}afcon',
     'near miss: store has AFCON records (attack on Nigerians after the semi-final, in-store '
     'item; Ivory Coast docked points; Boakai bonus); nothing on hosting'),
    ('Anthony Joshua will fight Tyson Fury in Abuja this December', 'en', 'sport',
     r'anthony joshua|tyson|fury',
     'only loosely related: the Tyson hits are Mike Tyson records (dead, staged fight)'),
    ('Stanley Nwabali has signed for Manchester United', 'en', 'sport', r'nwabali',
     'near miss: store has "Nwabali\'s wife shows off her husband" (photoshopped photos); no '
     'transfer'),
    ('Victor Boniface has retired from football at 24', 'en', 'sport', r'boniface', 'no record'),
    ('CAF don ban Naija from AFCON for two years because of Libya airport wahala', 'pcm',
     'sport', r'\bcaf\b|libya',
     'near miss: store has "NFF rejected a friendly match proposal" and the exclude-listed "CAF '
     'sanctions on Libya" and "three points to Libya"; no ban on Nigeria'),
]


def main() -> None:
    assert len(RUMOURS) == 60
    with open(os.path.join(HERE, 'out-of-store7.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _rx, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos7-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[4].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

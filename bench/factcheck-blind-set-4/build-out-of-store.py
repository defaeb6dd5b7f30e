#!/usr/bin/env python3
"""Writes out-of-store4.jsonl: 40 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-4/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims, plus the
Dubawa URL slugs) with regex searches on its distinctive words and names, and with the IDF
word-overlap ranking used for the duplicates. The fourth field is the near-miss note: what the
store has on the same name or topic and why that record does not check this rumour (empty = the
store has nothing close). It is not written to the JSONL.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, near-miss note)
RUMOURS = [
    # ---------------- politics ----------------
    # Dropped candidate: "Peter Obi arrested by DSS" - an exclude-listed live fact-check holds
    # "DSS has arrested ... Peter Obi". Dropped: "WhatsApp will start charging N500 a month" - the
    # store has a WhatsApp billing voice note.
    ('Shettima resigns as Vice President after quarrel with Tinubu', 'en', 'politics',
     'Shettima: store has his leaked "Igbo traders" audio, "N8,000 can change a youth\'s life", '
     'restructuring video, Lagos economy claim; nothing on resigning'),
    ('National Assembly approves creation of Anioma State', 'en', 'politics',
     'no "Anioma" or "new state" record'),
    ('Tinubu moves the federal capital from Abuja back to Lagos', 'en', 'politics',
     'no record on relocating the capital; Tinubu records are about other acts'),
    ('Wike orders demolition of the Abuja National Stadium', 'en', 'politics',
     'near miss: store has "Wike plans to demolish part of Abuja National Mosque" (different '
     'building)'),
    ('Na true say Sanwo-Olu don resign as Lagos governor?', 'pcm', 'politics',
     'Sanwo-Olu: store has minimum wage N70,000, cabinet 30% women, LP rally image, Obi train '
     'photo; nothing on resigning'),
    ("Senate passes bill to extend the president's term to seven years", 'en', 'politics',
     'no tenure-extension or single-term record'),
    # ---------------- security ----------------
    ('Kidnappers are using perfumed handkerchiefs to hypnotise people in Lagos markets', 'en',
     'security',
     'near miss: store has a fake Lagos "kidnappers on Gbagada expressway" security alert '
     '(exclude-listed) and the COVID "red soap and white handkerchiefs" tip; no hypnotism claim'),
    ('Bandits take over Abuja-Kaduna train station', 'en', 'security',
     'train records are about the Port Harcourt/Lagos rail and fares; no Abuja-Kaduna record'),
    ('Bobrisky escapes from Kirikiri prison, police declare him wanted', 'en', 'security',
     'near miss: store has an old picture of Bobrisky in detention (exclude-listed); nothing on an '
     'escape'),
    ('Boko Haram don plant bomb for Wuse market, make una no go there', 'pcm', 'security',
     'Wuse only in "dollar sold at N1,000 in Wuse Zone 4"; bomb records are Rivers, Yenagoa, Enugu '
     'boy, Awo-Omamma'),
    ('Army to start compulsory military training for all NYSC corps members', 'en', 'security',
     'near miss: store has "Fayemi asked FG to recruit corps members to fight Boko Haram" (a '
     'governor\'s call, not an army programme)'),
    ('Soldiers dey collect N10k for every checkpoint for Enugu-Onitsha road', 'pcm', 'security',
     'only checkpoint record is a Philippine police video'),
    # ---------------- health ----------------
    ('Drinking bitter kola water every morning cures malaria', 'en', 'health',
     'near miss: store has "bitter kola is a snake repellent and antivenom" and kola-nut '
     'menstrual/contraceptive remedies; no malaria cure'),
    ('Eating noodles and drinking Coke together can kill you', 'en', 'health',
     'near miss: store has "noodles have no nutritional value", "cold drinks after mango cause '
     'death", "Panadol with carbonated drinks kills"; none is noodles + Coke'),
    ('Lassa fever vaccine now given free at all primary health centres', 'en', 'health',
     'only Lassa record is the AFP "472 confirmed cases" TV screenshot'),
    ('Sachet water companies are adding family planning drugs to pure water', 'en', 'health',
     'contraceptive records are about herbal remedies (kola and honey, ginger and cinnamon, neem)'),
    ('Na true say mpox dey spread through suya for Abuja?', 'pcm', 'health',
     'near miss: store has "mpox-infested fruits from the north" and "vulture sold as suya" (both '
     'exclude-listed); neither says mpox spreads through suya'),
    ('HPV vaccine given to schoolgirls contains tracking microchips', 'en', 'health',
     'near miss: store has "HPV vaccine causes infertility/death" and COVID-vaccine microchip '
     'claims; no HPV microchip claim'),
    ('Ministry of Health bans all bleaching creams in Nigeria', 'en', 'health',
     'bleach records are COVID cures (drinking/gargling bleach, MMS)'),
    # ---------------- money ----------------
    ('FG to pay all civil servants a 13th-month salary in December', 'en', 'money',
     'no 13th-month or December-salary record'),
    ('Banks will block every account not linked to NIN by Friday', 'en', 'money',
     'near miss: store has NIN-SIM verification sites, NIMC data reward, GTBank NIN phishing email; '
     'none is an account-blocking deadline'),
    # Dropped candidate: "CBN to redenominate the naira" - the store has "CBN has announced a
    # strategy to restore the Naira's value" on a URL about a recycled 2007 naira-policy message,
    # which may be the redenomination rumour.
    ('CBN limits ATM withdrawals to N20,000 a day from next month', 'en', 'money',
     'near miss: store has "CBN will introduce a unified ATM card and suspend banks\' cards" '
     '(exclude-listed); no withdrawal limit'),
    ('Na true say Dangote don cut cement price to N3,000 per bag?', 'pcm', 'money',
     'Dangote records are refinery jobs, TotalEnergies deal, Biden video, Obi support, US '
     'investment; no cement price'),
    ('OPay to charge N100 on every transfer from Monday', 'en', 'money',
     'near miss: store has OPay closure/liquidation, collapse, N6,000 anniversary gift, free POS; no '
     'transfer fee'),
    ('Lagos BRT fare increased to N2,000 per trip', 'en', 'money',
     'no BRT or bus-fare record'),
    # ---------------- tech ----------------
    ('Government don dey read everybody WhatsApp message, na true?', 'pcm', 'tech',
     'near miss: store has "WhatsApp is ending tomorrow" and "users will start paying for WhatsApp" '
     '(billing voice note); neither is government monitoring'),
    ('Starlink internet now free for all Nigerian university students', 'en', 'tech',
     'only Starlink record is a Georgian COVID cover-up claim'),
    ('NCC bans TikTok in Nigeria', 'en', 'tech',
     'TikTok appears only as the platform where other claims were posted'),
    ('Elon Musk to build a Tesla factory in Lagos', 'en', 'tech',
     'near miss: store has "Elon Musk building Nigeria\'s most expensive hotel", "Musk vows to '
     'marry a Nigerian" (item b4-004), robot claims; no factory'),
    ('MTN to shut down its 3G network nationwide next month', 'en', 'tech',
     'near miss: store has "MTN and Imo government agreed to switch off MTN network on election '
     'day"; 3G records are COVID 3G/4G/5G memes; no 3G shutdown'),
    # ---------------- religion ----------------
    ('Bishop Oyedepo buys a new private jet worth N20 billion', 'en', 'religion',
     'near miss: store has "Atiku gave Oyedepo N10m" tweet and Oyedepo anti-vaccine sermon (both '
     'exclude-listed); no jet purchase'),
    ('DSS arrests Sheikh Gumi in Kaduna', 'en', 'religion',
     'no Gumi record (regex "gumi" only hits an unrelated Latvian word)'),
    ('Saudi Arabia cancels Hajj slots for Nigerian pilgrims this year', 'en', 'religion',
     'near miss: store has "Hajj Commission raised the fare to N6.8m" (true); no slot '
     'cancellation'),
    ('CAN tells Christians not to vote for any Muslim candidate in 2027', 'en', 'religion',
     'no Christian Association of Nigeria record'),
    ('Na true say Lagos government don ban night vigil for churches?', 'pcm', 'religion',
     'near miss: store has "Lagos to charge churches for street parking" (exclude-listed); no '
     'vigil ban'),
    # ---------------- sport ----------------
    ('Victor Osimhen signs for Arsenal', 'en', 'sport',
     'near miss: store has Osimhen wearing a mask for life and a Napoli statue; no transfer'),
    ('CAF bans Super Eagles from AFCON 2025', 'en', 'sport',
     'near miss: store has CAF sanctions on Libya after the Libya-Nigeria incident and "CAF '
     'awarded three points to Libya" (exclude-listed); no ban on Nigeria'),
    ('Dem don ban Tobi Amusan for doping, na true?', 'pcm', 'sport',
     'near miss: store has "Tobi Amusan won gold in Paris" (old video); no doping record'),
    ('NFF sacks Super Eagles coach after World Cup qualifier loss', 'en', 'sport',
     'NFF appears only in "NFF rejected a Libya friendly"; no coach record'),
    ('Super Falcons players to receive the same match bonus as Super Eagles', 'en', 'sport',
     'Super Falcons records are Onome Ebi\'s six World Cups and Michelle Alozie\'s position'),
]


def main() -> None:
    assert len(RUMOURS) == 40
    with open(os.path.join(HERE, 'out-of-store4.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos4-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[3].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""Writes out-of-store6.jsonl: 60 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-6/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims) with a
regex on its distinctive words and names (the `rx` field below), and with the IDF word-overlap
ranking used for the duplicates (top 3 read). The note: for near misses (the note starts with
"near miss") what the store has on the same name or topic and why that record does not check this
rumour; "only loosely related" marks candidates whose store neighbours share only a word or an
exclude-listed record (not counted as near misses); otherwise what the search found. Notes and
regexes are not written to the JSONL. None of these repeats a blind-5 out-of-store rumour.

Dropped candidates (the store checks them or something too close):
- "CBN has shut down Kuda Bank, withdraw your money now" - the store has "CBN ordered OPay, Kuda
  and Palmpay to shut down" (Yoruba record, exclude-listed).
- "Kumuyi says Deeper Life members who use smartphones will go to hell" - too close to blind-5's
  out-of-store "Deeper Life church bans members from using smartphones".
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, regex used for the store check, note)
RUMOURS = [
    # ---------------- politics ----------------
    ('BREAKING: Ganduje has resigned as APC national chairman to become ambassador to the UK. '
     'Share', 'en', 'politics', r'ganduje',
     'near miss: store has a Hausa record on Ganduje and Gawuna visiting Governor Abba Gida Gida; '
     'no resignation or ambassador posting'),
    ('Na true say Wike don resign as FCT minister?', 'pcm', 'politics', r'wike',
     'near miss: store has Wike "never below 30% of budget on education", SARS video, Abuja '
     'mosque demolition and "FBI found N6bn" (last two exclude-listed); no resignation'),
    ('Seyi Tinubu don collect APC ticket for Lagos governor 2027, dem don clear am', 'pcm',
     'politics', r'seyi tinubu|tinubu.{0,20}son',
     'only loosely related: the only "Seyi" records are about Governor Seyi Makinde'),
    ('Senate passes bill making voting compulsory, N50,000 fine for anyone who does not vote. '
     'Forward to all', 'en', 'politics', r'compulsory vot|fine.{0,40}vot',
     'no compulsory-voting record'),
    ('Obasanjo has endorsed Atiku for 2027 and asked Peter Obi to step down', 'en', 'politics',
     r'obasanjo.{0,60}(endors|atiku)|step.{0,5}down',
     'near miss: store has "every candidate Obasanjo endorsed won" and Obasanjo endorsing Obi '
     '(exclude-listed), Ighodalo stepping down for LP (exclude-listed); no Atiku endorsement'),
    ('INEC to allow voting with phones for the 2027 elections, no more PVC needed', 'en',
     'politics', r'e-?voting|electronic voting|vote.{0,30}phone',
     'near miss: store has "northerners learning to use the electronic voting machine" and PVC '
     'records; no phone voting'),
    ('Shettima has resigned and Zulum is the new Vice President. Share', 'en', 'politics',
     r'zulum|shettima',
     'near miss: store has Shettima "N8,000 can change a life" and Zulum buying PVCs '
     '(exclude-listed); no resignation'),
    ('Dem don impeach Governor Alex Otti for Abia, na true?', 'pcm', 'politics',
     r'\botti\b|impeach',
     'near miss: store has Otti declared winner (in-store item), Igbo seaport dredging, Abia best '
     'governed; Akeredolu impeaching deputies; no Otti impeachment'),
    ('Reps approve six-year single term for president and governors starting 2031', 'en',
     'politics', r'single term|six.year|6.year',
     'no single-term record'),
    # ---------------- security ----------------
    ('URGENT: bandits have blocked the Abuja-Kaduna highway at Katari, avoid the road today and '
     'forward', 'en', 'security', r'abuja.kaduna|katari',
     'no Abuja-Kaduna road record'),
    ('IGP bans tinted glass on all cars, police will seize any tinted vehicle from Monday. Pls '
     'broadcast', 'en', 'security', r'tinted|\btint\b',
     'no tinted-glass record'),
    ('Na true say bandits don enter Ibadan dey kidnap people for Bodija?', 'pcm', 'security',
     r'bodija|ibadan',
     'near miss: store has the Ife-Ibadan road flogging video (in-store item) and an '
     'exclude-listed Ibadan kidnapping-hideout video; no Bodija kidnappings'),
    ('Military will use drones to shoot anybody on the road after 7pm in Benue', 'en',
     'security', r'drone.{0,80}(benue|nigeria)|benue',
     'near miss: store has drone footage of bandits (Kenya, exclude-listed) and drones enforcing '
     'curfews in Malaysia/Brazil; no Benue drones'),
    ('Kidnappers now spray perfume on handkerchief to make women faint in Lagos markets. Be '
     'careful, share', 'en', 'security', r'perfume|faint|handkerchief',
     'only loosely related: store has "red soap and white handkerchiefs against coronavirus"; no '
     'perfume kidnapping'),
    ("Army arrests Sunday Igboho's brother with AK-47 rifles in Oyo", 'en', 'security',
     r'igboho',
     'near miss: store has "DSS photos from Igboho\'s house were from 2013" (in-store item) and '
     'Igboho in a Benin court (exclude-listed); no brother arrested'),
    ('Amotekun is recruiting 10,000 officers, apply with this link before Friday', 'en',
     'security', r'amotekun',
     'near miss: store has Amotekun "gunned down Ekiti kidnappers" and "poisoned Fulani cows"; no '
     'recruitment'),
    ('Unknown gunmen dey burn schools for Enugu, make una no send pikin go school Monday', 'pcm',
     'security', r'unknown gunmen|enugu',
     'near miss: store has "unknown gunmen attacked Uzodinma\'s convoy" and an Enugu boy-bomb '
     'record; no school burning'),
    ('Customs seized 50 containers of guns hidden in bags of rice at Apapa port', 'en',
     'security', r'apapa|container|customs',
     'only loosely related: the customs record (200,000 live ammunition in Niger State) is '
     'exclude-listed'),
    # ---------------- health ----------------
    ('Doctors confirm: chewing bitter kola every morning prevents stroke. Share with your family',
     'en', 'health', r'bitter kola|stroke',
     'near miss: store has "bitter kola is a snake repellent and antivenom" and wonderful-kola '
     'contraceptive; no stroke claim'),
    ('NAFDAC warns that pure water sachets now contain plastic that causes kidney failure', 'en',
     'health', r'sachet|pure water|microplastic',
     'near miss: store has "bottled water contains microplastics" (Instagram, rated True); no '
     'NAFDAC warning, sachet water or kidney failure'),
    ('Na true say to drink garri with cold water dey cause ulcer?', 'pcm', 'health',
     r'garri|ulcer',
     'near miss: store has pink sweet-potato garri from Ghana and "big eaters cannot have peptic '
     'ulcer"; no garri-ulcer claim'),
    ("Mpox vaccine has a tracking chip inside, don't allow them inject your children", 'en',
     'health', r'mpox|monkeypox|chip',
     'near miss: store has Mpox-infested fruits and Russia\'s Mpox-origin claim (both '
     'exclude-listed) and COVID-vaccine microchip claims; no Mpox chip'),
    ('Boil scent leaf and drink it for three days, it cures malaria completely', 'en', 'health',
     r'scent leaf|efinrin|malaria.{0,30}cure',
     'near miss: store has a Yoruba record on ginger and scent leaf killing germs and fake malaria '
     'drugs (in-store item); no scent-leaf malaria cure'),
    ('Lagos hospital dey collect N50k before dem treat accident victim, government approve am',
     'pcm', 'health', r'accident victim|emergency treatment',
     'no record'),
    ('Eating eggs every day makes men infertile, new study shows', 'en', 'health',
     r'\beggs?\b.{0,60}(infert|sperm)|infertil',
     'near miss: store has HPV-vaccine and COVID-vaccine infertility claims; nothing on eggs'),
    ('Diphtheria outbreak in Kano: give your children salt and lime water to protect them, '
     'share', 'en', 'health', r'diphtheria',
     'no diphtheria record'),
    ('NAFDAC approves new HIV cure, available in all pharmacies from next week. Good news, share',
     'en', 'health', r'hiv',
     'near miss: store has "HIV now has a cure after stem cell transplant" and "new HIV vaccine '
     '97% antibody response"; no NAFDAC-approved pharmacy cure'),
    # ---------------- money ----------------
    ('CBN to redesign N500 and N1,000 notes again from January, start spending your money', 'en',
     'money', r'redesign',
     'near miss: store has "CBN has introduced a N5000 note" and fake-naira arrests; no redesign '
     'of the N500/N1,000 notes'),
    ('Na true say OPay go start to charge N100 for every transfer?', 'pcm', 'money',
     r'opay',
     'near miss: store has "OPay about to collapse", OPay free POS terminals, CBN shutting OPay '
     '(exclude-listed); no transfer charge'),
    ('CBN directs banks to stop ATM withdrawals above N20,000 a day from Monday. Forward', 'en',
     'money', r'\batm\b|withdrawal limit|cash withdrawal',
     'only loosely related: the only ATM record ("CBN to introduce a unified ATM card") is '
     'exclude-listed'),
    ('Tinubu to pay every Nigerian N5,000 monthly for subsidy removal, register with your NIN '
     'here', 'en', 'money', r'subsidy|n5,?000',
     'near miss: store has many grant scams (N19,800 Tinubu grant, N10,500 COVID, Osinbajo '
     'grant) and fuel-subsidy records; none offers a monthly subsidy-removal payment'),
    ('CBN announces Bitcoin is now legal tender in Nigeria', 'en', 'money', r'bitcoin|crypto',
     'no bitcoin record'),
    ('Dangote to sell cement at N3,000 per bag from Monday. Forward to all', 'en', 'money',
     r'cement|dangote',
     'near miss: store has Dangote refinery jobs and Dangote backing Obi; no cement price'),
    ('Landlord no go fit collect pass six months rent for Lagos again, na new law?', 'pcm',
     'money', r'\brent\b|landlord|tenan',
     'near miss: store has "Uganda/Kenya told landlords to stop collecting rent" (COVID) and '
     'French rent suspension; nothing on Lagos advance rent'),
    ('Naira don beat dollar, exchange rate now N500. Our economy is back!', 'en', 'money',
     r'exchange rate|naira.{0,40}dollar',
     'near miss: store has "Tinubu to replace naira with dollar" (in-store item) and the N850/N650 '
     'rate claim (exclude-listed); no N500 rate'),
    ('Banks will close all dormant accounts and give the money to government next month. '
     'Forward', 'en', 'money', r'dormant|unclaimed',
     'no dormant-account record'),
    # ---------------- tech ----------------
    ("WhatsApp will delete your account on Friday if you don't forward this to 10 contacts",
     'en', 'tech', r'whatsapp.{0,60}(delete|deactivat|close)',
     'no WhatsApp-deletion record'),
    ('NIMC don stop NIN registration, new ID card go cost N10,000', 'pcm', 'tech',
     r'nimc|\bnin\b',
     'near miss: store has NCC free data for NIN-SIM linkage (in-store item) and NIMC N10,000 '
     'reward (exclude-listed); no registration stop or card price'),
    ('Elon Musk: Starlink internet is now free for all Nigerian universities', 'en', 'tech',
     r'starlink|musk',
     'near miss: store has the Musk Bolt deepfake (in-store item) and Musk building a hotel in '
     'Nigeria (exclude-listed); no Starlink offer'),
    ('Instagram to charge Nigerians N2,000 monthly for blue tick from next week. Copy and paste '
     'to stop it', 'en', 'tech', r'instagram.{0,60}(charg|pay|tick)|blue tick',
     'no Instagram charge record'),
    ('Na true say MTN go off 3G network for Naija by next month?', 'pcm', 'tech',
     r'\bmtn\b|3g',
     'near miss: store has "MTN to switch off its network in Imo on election day" (in-store item) '
     'and MTN N50 airtime case (exclude-listed); no 3G shutdown'),
    ('Never charge your phone at airport charging points, hackers will empty your bank account',
     'en', 'tech', r'charging|juice.?jack',
     'no charging-point record'),
    ('Residents near new 5G masts in Abuja are developing cancer, NCC is hiding it. Share', 'en',
     'tech', r'5g.{0,80}(abuja|cancer|nigeria)|cancer.{0,40}5g',
     'near miss: store has many 5G-coronavirus records; no Abuja cancer claim'),
    ('FG to ban TikTok in Nigeria from December', 'en', 'tech', r'tiktok.{0,40}(ban|block)',
     'near miss: store has "TikTok has been completely banned in the United States"; no '
     'Nigerian ban'),
    # ---------------- religion ----------------
    ('Bishop Oyedepo buys new private jet for N20 billion', 'en', 'religion',
     r'oyedepo|private jet',
     'near miss: store has "Atiku gave Oyedepo $10m" (exclude-listed); no jet purchase'),
    ('DSS arrests Sheikh Gumi in Kaduna', 'en', 'religion', r'gumi',
     'no Gumi record'),
    ('Na true say Adeboye don ban women from wearing trousers for RCCG?', 'pcm', 'religion',
     r'adeboye|rccg|trouser',
     'only loosely related: the Adeboye records (protest photo, T.B. Joshua remark) are '
     'exclude-listed; the RCCG dating site is unrelated'),
    ('CAN tells Christians not to vote any Muslim-Muslim ticket in 2027', 'en', 'religion',
     r'\bcan\b.{0,20}christian|muslim.muslim',
     'no CAN or Muslim-Muslim ticket record'),
    ('Saudi Arabia bans Nigerians from Hajj 2026, NAHCON confirms', 'en', 'religion',
     r'hajj|nahcon|saudi',
     'near miss: store has "NAHCON raised the Hajj fare to N6.8 million" and "20 Nigerians '
     'executed in Saudi Arabia"; no Hajj ban'),
    ('Olukoya of MFM is dead, church is hiding it. Pray for MFM', 'en', 'religion',
     r'olukoya|mfm|mountain of fire',
     'no Olukoya record'),
    ('Lagos Assembly passes bill making every Friday a public holiday for Muslims', 'en',
     'religion', r'public holiday|friday',
     'only loosely related: the Eid public-holiday record is exclude-listed; other hits are '
     'Friday prayers in China; no Friday holiday'),
    ('Apostle Suleman arrested at London airport', 'en', 'religion', r'suleman',
     'no Suleman record'),
    # ---------------- sport ----------------
    ('FIFA gives Nigeria World Cup ticket after deducting points from South Africa. Celebrate!',
     'en', 'sport', r'world cup|fifa',
     'near miss: store has CAF sanctions on Libya and "three points to Libya" (exclude-listed); '
     'no FIFA ruling on South Africa'),
    ('Na true say Mourinho go coach Super Eagles?', 'pcm', 'sport',
     r'mourinho|super eagles.{0,40}coach',
     'near miss: store has NFF rejecting a Libya friendly and CAF sanctions; no coach '
     'appointment'),
    ('Tobi Amusan banned for four years for doping', 'en', 'sport', r'amusan|doping',
     'near miss: store has "Tobi Amusan won gold at the Paris Olympics" (exclude-listed); no '
     'doping ban'),
    ('Osimhen builds a hospital for Olusosun community in Lagos', 'en', 'sport',
     r'osimhen',
     'near miss: store has Osimhen wearing a mask for life and a Napoli statue; no hospital'),
    ('Nigeria to host the 2030 Commonwealth Games in Abuja', 'en', 'sport',
     r'commonwealth games',
     'no Commonwealth Games record'),
    ('Kanu Nwankwo has died in a car crash on Lagos-Ibadan expressway, RIP Papilo', 'en',
     'sport', r'nwankwo|papilo',
     'near miss: store has "TikTok images compare the affluent Nwankwo Kanu to a homeless Mr '
     'Kanu" and many Nnamdi Kanu records; no death or crash'),
    ('Chelsea signs 15-year-old Nigerian boy from Kano for £10 million', 'en', 'sport',
     r'chelsea',
     'no Chelsea record'),
    ('Super Falcons players not yet paid their WAFCON bonus, Tinubu orders payment', 'en',
     'sport', r'super falcons|wafcon',
     'near miss: store has Super Falcons records (Onome Ebi\'s six World Cups, Michelle '
     'Alozie); none about bonuses'),
]


def main() -> None:
    assert len(RUMOURS) == 60
    with open(os.path.join(HERE, 'out-of-store6.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _rx, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos6-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[4].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

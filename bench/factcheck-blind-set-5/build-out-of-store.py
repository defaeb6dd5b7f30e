#!/usr/bin/env python3
"""Writes out-of-store5.jsonl: 60 rumours that no store record checks (see README section 4).

Run from the repo root:  python3 bench/factcheck-blind-set-5/build-out-of-store.py
Each rumour was written by hand, then checked against the whole store (all 9,615 claims) with a
regex on its distinctive words and names, and with the IDF word-overlap ranking used for the
duplicates (top 3 read). The fourth field is the note: for near misses (the note starts with
"near miss") what the store has on the same name or topic and why that record does not check this
rumour; "only loosely related" marks candidates whose store neighbours share only a word or an
exclude-listed record, which are not counted as near misses; otherwise the note says what the
search found. It is not written to the JSONL. None of these repeats a blind-4 out-of-store rumour.

Dropped candidates (the store checks them or something too close):
- "MTN is giving 20GB free data to all customers for its 25th anniversary" - the store has an
  (exclude-listed) "MTN giving N20,000, 5GB data and cars to celebrate its anniversary" and a
  "Glo giving 20GB of data" anniversary message.
- "FG to register all churches and mosques and start taxing them" - the store has "churches are
  requested to get a Tax Identification Number (TIN) and SCUML registration".
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# (query, lang, topic, note)
RUMOURS = [
    # ---------------- politics ----------------
    ('Tinubu has made Nnamdi Kanu his special adviser on South-East matters. Confirmed, share',
     'en', 'politics',
     'near miss: store has Kanu "released from DSS custody", "escaped DSS detention", Trump '
     'ordering his release; no appointment'),
    ('BREAKING: INEC has postponed the 2027 general elections to 2028. Forward to all your '
     'contacts', 'en', 'politics',
     'near miss: store has 2027 claims (Dangote backs Obi, PDP picks Bala Mohammed) and Kenya\'s '
     'elections "postponed to 2027"; no INEC postponement'),
    ("Atiku has defected to APC and will be Tinubu's running mate in 2027, share this", 'en',
     'politics',
     'near miss: store has "APC northern governors visited Atiku" (old video) and Atiku/Osun '
     'results; no defection'),
    ('Na true say Peter Obi don join PDP to run for Anambra governor?', 'pcm', 'politics',
     'near miss: many Obi records (IGR, northerners pursued from Anambra, LG elections); none on '
     'joining PDP or a governorship run'),
    ('National Assembly passes bill to return Nigeria to parliamentary system', 'en', 'politics',
     'store has "NASS passed LG autonomy bill"; no parliamentary-system record'),
    ("Senate has approved N5 million monthly allowance for senators' wives. Our money o! Share",
     'en', 'politics', 'no allowance-for-wives record'),
    ('BREAKING: Supreme Court sacks Governor Fubara and orders fresh election in Rivers', 'en',
     'politics',
     'near miss: store has "Fubara ordered shutdown of NNPC in Rivers" (exclude-listed); no '
     'court ruling'),
    ('Kwankwaso appointed new NNPC board chairman', 'en', 'politics',
     'only loosely related: store has a Kwankwaso state-of-emergency quote (exclude-listed); no NNPC '
     'appointment'),
    ('Dem don remove Akpabio as Senate President, na true?', 'pcm', 'politics',
     'near miss: store has Akpabio "go for free food" video and "new presidential plane"; no '
     'removal'),
    # ---------------- security ----------------
    ('URGENT: kidnappers are posing as Bolt and Uber drivers in Abuja, please share to save a '
     'life', 'en', 'security',
     'near miss: store has a Musk deepfake on the "South Africa-Nigeria Bolt dispute" and an Uber '
     'helicopter in Dubai; no kidnapping alert'),
    ('DSS warns of planned bomb attack at Balogun market this weekend, stay away and forward',
     'en', 'security', 'bomb records are Yenagoa, Enugu boy, Uzodinma; no Balogun record'),
    ('Army has declared 24-hour curfew in all South-East states from Monday, stay indoors and '
     'share', 'en', 'security', 'curfew records are all outside Nigeria (India, Ecuador, Turkey)'),
    ('Boko Haram dey use free football academy recruit small pikin for Maiduguri', 'pcm',
     'security',
     'near miss: store has "repentant Boko Haram paid N150,000", beheading video, Fayemi/NYSC; no '
     'child recruitment'),
    ('Police will arrest anybody carrying more than two phones from next week, pass it on', 'en',
     'security', 'no record'),
    ('Robbers in army uniform are attacking motorists on Lagos-Ibadan expressway at night, avoid '
     'travelling', 'en', 'security',
     'near miss: store has "fly Lagos to Ibadan for N6,500" and a Gbagada kidnappers alert '
     '(exclude-listed); no Lagos-Ibadan robbery alert'),
    ('Good news: Amotekun now has power to arrest herders anywhere in Oyo State, forward to all',
     'en', 'security',
     'near miss: store has Amotekun "gunned down Ekiti kidnappers" and "poisoned Fulani cows"; no '
     'new powers'),
    ('Unknown gunmen dey force traders wear Biafra cap for Onitsha market', 'pcm', 'security',
     'only loosely related: store has "unknown gunmen attacked Uzodinma convoy" and Onitsha population; no '
     'Biafra-cap claim'),
    ('Army confirms soldiers arrested for selling guns to bandits in Zamfara', 'en', 'security',
     'near miss: store has "Kaduna DCP arrested for giving arms to bandits" and a sand truck '
     'hiding weapons (both exclude-listed); no soldiers arrested in Zamfara'),
    # ---------------- health ----------------
    ('Drinking hot garlic water every morning cures typhoid in one week. Share with your loved '
     'ones', 'en', 'health',
     'near miss: store has garlic remedies (prostate, vaginal, "boiled garlic water cures COVID") '
     'and "stress causes typhoid"; no garlic-typhoid cure'),
    ('Beware: some Lagos hospitals are removing kidneys from patients during surgery', 'en',
     'health', 'kidney records are diet claims (vitamin C, stones); no organ theft'),
    ('NAFDAC has banned Indomie because it causes cancer, stop giving your children. Share', 'en',
     'health',
     'near miss: store has "noodles have no nutritional value"; no NAFDAC ban or cancer claim'),
    ('Na true say agbalumo seed dey cure diabetes?', 'pcm', 'health',
     'only loosely related: diabetes remedies in store are okra water and cucumber/onion/tomato; no '
     'agbalumo'),
    ('Cholera is in town. Health ministry says a bottle of Coke kills the cholera germ, pls share',
     'en', 'health', 'cholera only in COVID comparisons'),
    ("New malaria vaccine for babies will make them infertile, don't take your child", 'en',
     'health',
     'near miss: store has "HPV vaccine causes infertility" and COVID-vaccine infertility; no '
     'malaria vaccine'),
    ('Eat garden egg leaves every day and forget about BP drugs. Share to help someone', 'en',
     'health',
     'near miss: store has zobo, Brahmi and a doctor\'s product for hypertension (item b5-068); '
     'no garden egg'),
    ('Na true say to baff with salt water dey protect person from Lassa fever?', 'pcm', 'health',
     'near miss: store has the "472 confirmed cases" Lassa screenshot and COVID salt-water '
     'gargles; no Lassa bath'),
    ('Doctors have stopped prescribing paracetamol because it destroys the kidney', 'en',
     'health',
     'near miss: store has "P-500 paracetamol" warning and Panadol with carbonated drinks; no '
     'kidney/stopped-prescribing claim'),
    # ---------------- money ----------------
    ('CBN: old N1,000 notes stop being legal tender from next month, spend them now. Forward',
     'en', 'money', 'no legal-tender deadline record'),
    ('FG to give every corps member N250,000 to start a business after NYSC', 'en', 'money',
     'near miss: store has NYSC allowance rises/cuts and January allowance; no business grant for '
     'corps members'),
    ('Moniepoint don close, make everybody withdraw their money sharp sharp', 'pcm', 'money',
     'near miss: store has "OPay about to collapse, withdraw your money"; nothing on Moniepoint'),
    ('Banks will start charging N50 on every POS withdrawal from Monday. Pls broadcast', 'en',
     'money', 'only loosely related: store has "OPay giving free POS terminals"; no POS charge'),
    ('FIRS will tax any money above N100,000 entering your account from January. Forward to all',
     'en', 'money', 'no FIRS or account-tax record'),
    ('Dangote refinery to sell petrol at N300 per litre from Monday', 'en', 'money',
     'near miss: store has Dangote refinery jobs, TotalEnergies deal, Biden criticising Dangote, '
     'Tinubu "N100 per litre"; no N300 price'),
    ('Palmpay is paying N20,000 to anyone who invites five friends, click the link to claim', 'en',
     'money',
     'near miss: store has "CBN ordered OPay, Kuda, Palmpay shut" and NIBSS removal; no referral '
     'payout'),
    ('Federal Government to stop paying pension to retirees above 70', 'en', 'money',
     'pension records are India and Brazil; no Nigerian record'),
    ('JAMB don increase UTME form to N20,000?', 'pcm', 'money',
     'only loosely related: store has JAMB cut-off marks (exclude-listed) and a score-upgrade website; no '
     'form price'),
    # ---------------- tech ----------------
    ('Facebook will start charging Nigerian users N1,500 every month from next week. Copy and '
     'paste to avoid it', 'en', 'tech',
     'near miss: store has the WhatsApp billing voice note; no Facebook charge'),
    ('NCC will disconnect every SIM not linked to BVN by December, link your line now and share',
     'en', 'tech', 'near miss: store has NIN-SIM linkage claims; no BVN-SIM deadline'),
    ("Don't pick calls from numbers starting with +234 809, your phone will explode and kill you",
     'en', 'tech', 'explosion records are hand sanitiser in cars; no phone-call hoax'),
    ('Airtel don dey close shop for Naija, make una port una line quick', 'pcm', 'tech',
     'no Airtel record'),
    ('Lagos government dey use new app track everybody location', 'pcm', 'tech',
     'only loosely related: store has COVID contact-tracing apps (Germany, Italy, Latvia) and "Google app '
     'spies on users"; no Lagos app'),
    ('Glo network will shut down permanently by December', 'en', 'tech',
     'near miss: store has "Glo giving 20GB free data"; no shutdown'),
    ('Google to open data centre in Kano and employ 5,000 Nigerians', 'en', 'tech',
     'only loosely related: store has "Google to sunset Gmail" and Google donation to India; no Kano centre'),
    ('FG bans ChatGPT in all universities, students are in trouble! Share', 'en', 'tech',
     'AI records are about robots and COVID acronyms; no ChatGPT ban'),
    # ---------------- religion ----------------
    ('Pastor Adeboye to retire as RCCG General Overseer in December', 'en', 'religion',
     'near miss: store has Adeboye protest photo and T.B. Joshua remark (both exclude-listed), '
     'RCCG dating site; no retirement'),
    ('Sultan of Sokoto bans Muslims from attending church weddings', 'en', 'religion',
     'near miss: store has "Sultan wearing a charm garment" and the Sokoto kingmakers bill; no '
     'ban'),
    ('Na true say Catholic Church don stop collecting tithe for Nigeria?', 'pcm', 'religion',
     'Catholic records are Kukah, a priest\'s wedding, EndSARS prayer walk; no tithe'),
    ('Breaking: Kano central mosque collapsed during Jumat prayer, many feared dead. Pray for '
     'Kano', 'en', 'religion', 'collapse records are Jos school and a Tatabu bridge; no mosque'),
    ('Pope Leo to visit Abuja in January', 'en', 'religion',
     'near miss: store has Obi meeting Pope Francis (item b5-035) and Pope Francis COVID claims; '
     'no papal visit'),
    ('Deeper Life church bans members from using smartphones', 'en', 'religion',
     'only loosely related: store has "Kumuyi relocated to London" (exclude-listed); no smartphone ban'),
    ("Lagos government shuts down TB Joshua's Synagogue church", 'en', 'religion',
     'near miss: store has T.B. Joshua coffin/funeral/BBC documentary records; no closure'),
    ('Kaduna government bans street preaching by Christians and Muslims', 'en', 'religion',
     'no preaching-ban record'),
    # ---------------- sport ----------------
    ('Super Eagles to play Brazil in Lagos in March, tickets N5,000. Forward', 'en', 'sport',
     'near miss: store has "NFF rejected a Libya friendly"; no Brazil match'),
    ('Ademola Lookman banned for one year for attacking a referee', 'en', 'sport',
     'no Lookman record'),
    ('Na true say Osimhen don retire from Super Eagles?', 'pcm', 'sport',
     'near miss: store has Osimhen wearing a mask for life and a Napoli statue; no retirement'),
    ('Asisat Oshoala signs for Real Madrid', 'en', 'sport',
     'Real Madrid only in a TikTok fixtures claim; no Oshoala record'),
    ('CAF confirms Nigeria will host AFCON 2029', 'en', 'sport',
     'near miss: store has CAF sanctions on Libya, "three points to Libya", AFCON final charm; no '
     'hosting claim'),
    ('Anthony Joshua to fight in Lagos this December', 'en', 'sport', 'no Anthony Joshua record'),
    ('Enyimba FC sold to a Saudi prince for $50 million', 'en', 'sport',
     'no Enyimba record; Saudi records are unrelated'),
    ('NPFL players will now earn at least N500,000 a month, NFF announces', 'en', 'sport',
     'no NPFL record; NFF only in the Libya friendly'),
]


def main() -> None:
    assert len(RUMOURS) == 60
    with open(os.path.join(HERE, 'out-of-store5.jsonl'), 'w', encoding='utf-8') as f:
        for n, (query, lang, topic, _note) in enumerate(RUMOURS, 1):
            f.write(json.dumps({'id': f'oos5-{n:02d}', 'query': query, 'lang': lang, 'topic': topic},
                               ensure_ascii=False) + '\n')
    print('wrote', len(RUMOURS), '| pcm', sum(r[1] == 'pcm' for r in RUMOURS),
          '| near-misses', sum(r[3].startswith('near miss') for r in RUMOURS))


if __name__ == '__main__':
    main()

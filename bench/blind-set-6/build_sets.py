#!/usr/bin/env python3
"""Builds blind set 6 from the seeded sample (sample_sections.py) and the written questions.

Selection: sample ranks taken in order, skipping only provisions too garbled to ask about
(SKIPS, by rank), until 80 are kept. No rank 1-80 was skipped, so ranks 1-80 are used and
ranks 81-90 are unused reserves.
Languages: the 80 kept items are ordered by act slug (alphabetical), then rank, and given
languages cycling ha, yo, ig, pcm (20 each; every act with 4+ items gets all four).
Ids B6-001..B6-080 follow rank order. Out-of-library ids B6-OOL-001..012.
"""
import json, os
import sample_sections as S

HERE = os.path.dirname(os.path.abspath(__file__))
KEEP = 80
SKIPS = {}  # rank -> reason; none of ranks 1-80 was too garbled to ask about
CYCLE = ["ha", "yo", "ig", "pcm"]

# rank -> (question, note)
Q = {
 1: ("Na ba wani kamfanin kula da jari aikin sayar min da hannun jarina. Sun sayar, amma har yanzu sun ƙi ba ni kuɗin. Doka ta yarda da haka? Wane hukunci za su iya fuskanta?",
     "fund manager/custodian withholding client's sale proceeds; penalty and restitution"),
 2: ("Ni ƙaramin mai hannun jari ne a wani kamfani kuma ana danne mu. Su wa doka ta ba damar kai ƙara kotu a kan irin wannan zalunci? Har wanda kamfanin ke bin bashi ma zai iya?",
     "who may petition the court over unfairly prejudicial company conduct"),
 3: ("Tí mo bá fẹ́ takò èsì ìdìbò alága kánsù ní Abuja, ilé-ẹjọ́ wo ni mo máa gbé ẹjọ́ lọ? Àwọn adájọ́ mélòó ló sì máa ń gbọ́ ọ?",
     "which tribunal hears FCT Area Council election petitions; its members"),
 4: ("Gọvanọ nwere ike ịbịa n'ụlọ omebe iwu steeti ya kwuo okwu? Ọ bụrụ na ha kpọọ kọmishọna ka ọ bịa kọwaa ihe na-eme na ministrị ya, ọ ga-abịarịrị?",
     "governor addressing the state assembly; commissioner must attend when invited"),
 5: ("Mo ta ilẹ̀ kan fún ilé-iṣẹ́ kan, wọ́n sì fún mi ní shares dípò kí wọ́n sanwó. Ṣé a lè kà á pé mo fi owó gidi ra àwọn shares yẹn?",
     "whether shares issued for property count as paid for in cash"),
 6: ("Kedu ndị nọ na bọọdụ na-achị CAC? Ndị ole nọ n'ime ya, onye na-ahọpụta onye isi oche ya?",
     "composition of the CAC Governing Board; who appoints the chairman"),
 7: ("For voluntary winding up, if nobody dey act as liquidator, or the one wey dey there no dey do well, court fit put another person?",
     "court appointing or removing a liquidator in a voluntary winding-up"),
 8: ("Masana'antarmu na buƙatar iskar gas a nan gida. Za mu iya yin ciniki kai tsaye da kamfanonin da ke haƙo gas, ko sai ta hannun mai tara gas na gwamnati?",
     "domestic gas demand; strategic-sector buyers may contract directly with suppliers"),
 9: ("A fẹ́ dá commodities exchange sílẹ̀ fún àwọn àgbẹ̀. Kí ni SEC máa béèrè lọ́wọ́ wa kí wọ́n tó forúkọ wa sílẹ̀, ṣé ó gbọ́dọ̀ jẹ́ ilé-iṣẹ́ tí a forúkọ rẹ̀ sílẹ̀ ní Nàìjíríà?",
     "registration requirements and capital for a commodities exchange"),
 10: ("Ina cike fom ɗin bayyana kadarori na EFCC. Dole ne in rubuta filaye, gidaje ko kuɗin da wani ke riƙe min a madadina, har da waɗanda ke ƙasar waje?",
     "schedule: asset declaration form, property held by others on declarant's behalf"),
 11: ("Mgbe a na-ekesa akụ na ụgwọ NEPA nye ụlọ ọrụ ọhụrụ, onye nwere ike inye ụlọ ọrụ na-ejide ha iwu otu a ga-esi bufee ha? Ha nwere ike ịkwụsị nkwekọrịta ha na ndị mmadụ?",
     "NCP directions to the initial holding company on transfer of assets; contracts"),
 12: ("An kama wani mai gida da laifin barin wata ƙaramar yarinya a gidansa don a yi lalata da ita. Idan ya ce ya ɗauka ta haura shekara goma sha shida, hakan zai kare shi a kotu?",
     "defence of reasonable belief the girl was 16 or over (householder permitting defilement)"),
 13: ("Na who dey decide how much salary President, governors and senators go dey collect? And who dey monitor the money wey enter Federation Account?",
     "schedule: RMAFC powers, revenue monitoring and pay of political office holders"),
 14: ("Idan kamfani zai ƙulla yarjejeniya da ni, dole sai an rubuta ta? Ko yarjejeniyar baki da wakilin kamfanin ya yi min ma tana da inganci?",
     "how a company makes contracts: by deed, in writing, or orally"),
 15: ("Shin INEC tana ƙarƙashin ikon shugaban ƙasa ko wani wajen ɗaukar ma'aikata da hukunta su, ko tana cin gashin kanta?",
     "independence of INEC and other federal commissions from direction or control"),
 16: ("Police talk say me and two of my guys plan to do crime together. Wetin one of them talk or write about the plan, court fit use am against me too?",
     "acts and statements of co-conspirators as evidence against each"),
 17: ("Ta ni ó ní àṣẹ láti pinnu iye owó ìforúkọsílẹ̀ ilé-iṣẹ́ àti irú fọ́ọ̀mù tí CAC ń lò?",
     "CAC power to make regulations on forms, fees and returns"),
 18: ("After government talk say dem go privatise NEPA, which company dem first form to hold all im property and debt?",
     "incorporation of the initial holding company for NEPA's assets and liabilities"),
 19: ("Ṣé àdá, ọ̀kọ̀ tàbí kùmọ̀ ni òfin kà sí ohun ìjà olóró? Kí ni wọ́n sì kà sí ìbọn?",
     "definition of firearms and offensive weapons (cutlass, spear, club)"),
 20: ("Gịnị ka SEC ji ego dị n'akpa ego ya eme? Ha na-eji ya akụziri ndị mmadụ maka ahịa capital market?",
     "what the SEC Fund is spent on, including capital market literacy"),
 21: ("SEC fit borrow money? Who go approve am?",
     "SEC power to borrow, with Board approval"),
 22: ("Ní agbègbè wa tí wọ́n ti ń wa epo, ta ni yóò máa yẹ ìwé owó host community trust wò lọ́dọọdún, ṣé àwọn alákòóso rẹ̀ gbọ́dọ̀ máa ṣírò owó?",
     "host communities development trust: accounts and annual audit"),
 23: ("Onye na-ekpebi ego a na-akwụ ndị odita (auditors) nke ụlọ ọrụ? Ego ha ji mee njem ọ gụnyere na ya?",
     "who fixes auditors' remuneration; it includes expenses"),
 24: ("Our church account for bank don dey dormant and bank don report am give CAC. If we wan start to use am again, bank fit just open am like that?",
     "reactivating dormant accounts of an association; bank must notify CAC"),
 25: ("Na sayi hannun jari ta hannun dillali. Waɗanne bayanai ya kamata su kasance a takardar tabbatar da cinikin da ya ba ni, kamar farashi da ladan dillali?",
     "contents of a dealer's contract note or transaction confirmation"),
 26: ("Ṣé SEC lè pàṣẹ fún ilé-iṣẹ́ tó ń ṣòwò ní ọjà ìpín pé kó fi ìwé àti ìsọfúnni ránṣẹ́ nítorí ewu tó lè kan gbogbo ọjà? Bí CBN bá ló ń bójú tó ilé-iṣẹ́ náà ńkọ́?",
     "SEC requests for information on systemic risk; liaison with other regulators"),
 27: ("Ṣé IGP lè gbé díẹ̀ nínú agbára rẹ̀ lé àwọn ọ̀gá ọlọ́pàá ní ìpínlẹ̀ àti àwọn àgọ́ kéékèèké lọ́wọ́ kí wọ́n lè tètè dáhùn sí ìṣòro ààbò?",
     "IGP delegation and devolution of powers to commands, divisions and posts"),
 28: ("Onye nwere ikike ịme iwu nta (regulations) gbasara nhazi ndị uwe ojii, dịka nkwalite ọkwa na ịdọ aka na ntị?",
     "Minister's power to make police regulations"),
 29: ("Ta ló ń yan Auditor-General ìpínlẹ̀? Ṣé ẹnìkan lè ṣe adelé ipò náà fún ọ̀pọ̀lọpọ̀ oṣù láìjẹ́ pé ilé aṣòfin fọwọ́ sí i?",
     "appointment of a State Auditor-General; acting for more than six months"),
 30: ("Achọrọ m iwu depot ebe a ga-echekwa mmanụ ma ree ya n'ụzọ buru ibu. Onye ka m ga-anata ikike (licence) n'aka ya?",
     "licence needed for midstream activities such as bulk storage and bulk sale"),
 31: ("Investments and Securities Tribunal ọ na-edebe akaụntụ ego ya? Onye na-enyocha ya, ha na-enye Minista na National Assembly akụkọ kwa afọ?",
     "Tribunal accounts, audit, budget estimates and annual report"),
 32: ("My oil company never start to produce. All the money wey we don spend before production, we fit claim am for tax when we start to sell?",
     "pre-production costs treated as qualifying capital expenditure"),
 33: ("Shin dole ne kamfani ya bayyana a rahoton kuɗinsa lamunin da ya ba daraktocinsa ko mutanen da ke da alaƙa da su?",
     "disclosure of loans and dealings in favour of directors in accounts"),
 34: ("Ọ bụrụ na mmadụ etinye ihe n'ụzọ ụgbọ oloko ka ụgbọ ghara ịgafe, ma ọ bụ gbanwee ọkụ mgbaama ya, gịnị bụ ntaramahụhụ ya?",
     "obstructing or endangering a railway; punishment"),
 35: ("If dem accuse person say e help enemy during war, dem fit carry am go try for any state for Nigeria, even if the thing happen outside Nigeria?",
     "place of trial and joinder of charges for treachery offences"),
 36: ("Ṣé public company gbọ́dọ̀ ní audit committee? Ènìyàn mélòó ló máa wà níbẹ̀, ṣé wọ́n sì ń gbowó fún iṣẹ́ náà?",
     "auditors' report; audit committee of a public company, members, no pay"),
 37: ("Ma'aikacin gidan waya ya buɗe wasiƙata kuma ya riƙe ta har ta makara. Wannan laifi ne? Wane hukunci ne?",
     "postal worker opening or delaying mail; punishment"),
 38: ("Ọ̀rẹ́ mi bá mi gba owó lọ́wọ́ oníbàárà mi, ó sì kọ̀ láti fún mi. Lójú òfin, ṣé owó yẹn ṣì jẹ́ tèmi àbí ó ti di tirẹ̀?",
     "money received on behalf of another is the other's property"),
 39: ("Ọ bụ mpụ ma ọ bụrụ na onye maara na o kwesịghị ịnọ na Senate ka na-anọ ebe ahụ na-atụ vootu?",
     "offence of sitting or voting in the National Assembly when not entitled"),
 40: ("If person wey dey work for bank or local government go touch computer system wey dem no give am permission to touch, wetin law go do am?",
     "employee tampering with critical infrastructure; penalty"),
 41: ("Ọ bụrụ na odita achọpụta na ụlọ ọrụ edebeghị akwụkwọ ndekọ ego nke ọma, ọ ga-ekwupụta ya n'akụkọ ya?",
     "auditors' duty to check accounting records and report defects"),
 42: ("I dey run small business and I never register am with CAC. Na offence? How much fine dem go charge me?",
     "carrying on business without registration; daily fine"),
 43: ("Police officer wey don retire, which law dey guide im pension and gratuity?",
     "pensions of police officers under the Pension Reform Act"),
 44: ("Bayan an mayar da basussukan NNPC zuwa NNPC Limited, garantin da gwamnati ta bayar a baya zai ci gaba da aiki, ko ya ƙare?",
     "government guarantees enforceable after NNPC liabilities move to NNPC Limited"),
 45: ("I lose case for High Court. I fit go Court of Appeal straight without asking for permission first?",
     "appeals as of right from the High Court to the Court of Appeal"),
 46: ("Lokacin da kamfani zai kai rahotonsa na shekara-shekara CAC, waɗanne takardu ne za a haɗa da shi?",
     "documents to annex to the annual return (accounts, auditors' report)"),
 47: ("Àwa tí a ra debenture ilé-iṣẹ́ kan, ṣé a lè pe ìpàdé kí ohun tí ọ̀pọ̀ wa bá fẹnu kò lé de gbogbo wa? Ṣé CAC lè pàṣẹ pé kí ìpàdé wáyé?",
     "meetings of debenture holders; binding resolutions; CAC may direct a meeting"),
 48: ("SEC fit stop people from trading one commodity for commodities exchange? For how long dem fit stop am?",
     "SEC suspension of trading in a commodity, up to 14 days and extensions"),
 49: ("N'akaụntụ ụlọ ọrụ, ha nwere ike iwepụ ụgwọ ha ji n'ime ihe onwunwe ha wee gosi naanị ihe fọdụrụ?",
     "schedule: no set-off of assets or income against liabilities or expenditure"),
 50: ("Tí ẹnìkan bá ni páìpù gáàsì kan, ṣùgbọ́n ilé-iṣẹ́ míì ló ń ṣàkóso gbogbo nẹ́tíwọ̀ọ̀kì páìpù náà, báwo ni wọ́n ṣe máa sanwó fún ẹni tó ni páìpù?",
     "gas transportation network operator; third-party pipeline owner paid tariffs"),
 51: ("Onye na-ebu akwụkwọ ozi post nyere akwụkwọ ozi m onye ọzọ n'ụma. Ọ bụ mpụ? Gịnị ka a ga-eme ya?",
     "wilful misdelivery of postal matter; punishment"),
 52: ("Ndị ọrụ INEC dịka presiding officer, a na-akwụ ha ụgwọ maka ọrụ ntuli aka na ego ha ji mee njem? Onye na-ekpebi ego ole?",
     "INEC scale of pay and expenses for electoral officers"),
 53: ("Our association don register as incorporated trustees. Trustees must dey keep account book of all the money wey enter and comot?",
     "accounting records that trustees of an association must keep"),
 54: ("Ina da wata tsohuwar takardar fili ta kusan shekara talatin. Kotu za ta ɗauka cewa sa hannun da ke kanta na gaskiya ne ba tare da an kawo shaida ba?",
     "presumption about documents 20 or more years old"),
 55: ("Waɗanne sharuɗɗa ne kamfani zai cika kafin ya zama manaja ko amintaccen asusun haɗaka kamar mutual fund?",
     "qualifications and capital for managers, trustees, custodians of collective schemes"),
 56: ("Tupu Minista ewepụ ikike ụlọ ọrụ nwere oil licence, ha ga-ebu ụzọ dọọ ha aka na ntị ma nye ha oge idozi nsogbu ahụ?",
     "notice of default and 60-day remedy period before revoking a licence or lease"),
 57: ("Su wa ne doka ta ce ke cikin rundunar ƴan sandan Najeriya, kuma a ƙarƙashin wace doka ake tafiyar da ita?",
     "establishment and composition of the Nigeria Police Force"),
 58: ("Nínú ẹjọ́ tí mo ti ń béèrè owó gbà-má-bínú (damages), ṣé wọ́n lè mú ìwà mi wá sílé-ẹjọ́ láti dín owó tí màá gbà kù?",
     "character evidence affecting damages in civil cases"),
 59: ("Ta yaya ake shigar da bayanan waɗanda suka mallaki hannun jari a zahiri (beneficial owners) a rajistar kamfani?",
     "beneficial interests entered in a separate part of the register, in date order"),
 60: ("NMDPRA fit enter my filling station or depot come check am if dem suspect say I dey do illegal business?",
     "Authority's special powers of inspection and entry"),
 61: ("Post office worker wey send fake message about money order to cheat person, wetin e go get? Police fit arrest am without warrant?",
     "fraudulent money-order messages by postal staff; no arrest without warrant"),
 62: ("Kakana ya rasu kafin Najeriya ta samu ƴancin kai. Za a ɗauke shi a matsayin ɗan Najeriya idan ina son tabbatar da zama ɗan ƙasa ta haihuwa?",
     "parents or grandparents deemed citizens if they died before independence"),
 63: ("Ṣé inú sinking fund bọ́ǹdì ìjọba ìpínlẹ̀ náà ni wọ́n ti máa ń yọ owó tí wọ́n fi ń ṣàkóso rẹ̀?",
     "expenses of managing a sinking fund paid out of the fund"),
 64: ("Idan na yi amfani da takardar jabu da na san ba ta gaskiya ba ce, ko da ba ni na ƙirƙira ta ba, hukuncina zai zama kamar na wanda ya ƙirƙira?",
     "uttering a false document is punished like forgery"),
 65: ("Ọmọ ọdún mélòó ni adájọ́ ilé-ẹjọ́ gíga gbọ́dọ̀ fẹ̀yìntì? Ṣé wọ́n ń gba owó ìfẹ̀yìntì tó dọ́gba pẹ̀lú owó-oṣù wọn títí ayé?",
     "judges' retirement age and pension"),
 66: ("Wọ́n bá owó ẹyọ wúrà ayédèrú mẹ́ta lọ́wọ́ ẹnìkan tó fẹ́ ná wọn lọ́jà. Kí ni ìjìyà rẹ̀?",
     "possession and repeated uttering of counterfeit coin; punishment"),
 67: ("Ọ bụrụ na ọgbaghara dapụta n'ahịa commodities exchange, SEC nwere ike inye ha iwu ka ha mee ihe iji weghachi usoro?",
     "SEC emergency directions to a commodity exchange or clearing house"),
 68: ("Administrator ilé-iṣẹ́ wa fẹ́ fiṣẹ́ sílẹ̀. Ta ni kó kọ̀wé sí láti fi hàn pé òun ti kúrò?",
     "administrator's resignation: to whom notice is given"),
 69: ("Ndị isi ụlọ ọrụ anyị ajụla izipu akaụntụ afọ n'oge. Dịka onye nwe òkè, enwere m ike ịga ụlọikpe ka a manye ha ime ya?",
     "court default order when directors fail to lay and deliver accounts"),
 70: ("Onye kụrụ m ihe ka a mara ikpe n'ụlọikpe mpụ. N'ikpe m na-azọ maka ụgwọ mmebi, enwere m ike iji ikpe ahụ gosi na o mere ya?",
     "conviction admissible in civil proceedings (s.63 text, inside the file's s.62 chunk)"),
 71: ("Waɗanne ayyuka ne asusun amintattu na al'ummomin yankin da ake haƙo mai (host community trust) zai yi da kuɗinsa?",
     "objectives of the host communities development trust"),
 72: ("My pikin na 10 years and dem wan make am witness for court. E go swear? Court fit convict person based only on wetin small pikin talk?",
     "child witness under 14 gives unsworn evidence; corroboration"),
 73: ("Wetin company must write for im financial statement? Like im name, the period and wetin the business dey do?",
     "schedule: particulars a company's financial statements must state"),
 74: ("Idan kotu ta ƙara wa'adin administrator na kamfani, dole ne ya sanar da CAC? Idan bai yi ba fa?",
     "extension of administrator's term; notify CAC; offence"),
 75: ("Member of Investments and Securities Tribunal wey wan resign, how e go take do am? And who fit sack am?",
     "resignation and removal of Tribunal members"),
 76: ("Onye bụkwa nwa amaala mba ọzọ nwere ike ịgba ọsọ ịbụ onye isi ala Naịjirịa? Onye meela onye isi ala ugboro abụọ, ọ ga-agbakwa ọzọ?",
     "disqualifications for President: foreign citizenship, two previous elections"),
 77: ("Na Federal Government or state government get power to make law about import, export and trade between states?",
     "schedule: trade and commerce on the Exclusive Legislative List"),
 78: ("Tí ẹnìkan bá dí ọlọ́pàá lọ́wọ́ tàbí kọlù ú nígbà tó ń ṣiṣẹ́ rẹ̀, kí ni ìjìyà rẹ̀?",
     "assaulting or obstructing a police officer; penalty"),
 79: ("Ìwé tí a fi sílẹ̀ ní CAC ti sọnù. Ṣé a lè fi ẹ̀dà rẹ̀ rọ́pò rẹ̀?",
     "replacing a lost or destroyed document filed with CAC"),
 80: ("Ọ bụrụ na m gbaa akaebe megide onye na-edebe ụlọ ịgba chaa chaa, a ga-ebo m ebubo maka na m gbakwara chaa chaa n'ebe ahụ?",
     "witnesses against gaming-house keepers freed from prosecution"),
}

OOL = [
 ("ha", "Nawa ne mafi ƙarancin albashin da doka ta ce a biya ma'aikaci a Najeriya yanzu?",
  "near miss: minimum wage amount (constitution names the power, not the amount)"),
 ("ha", "Ta yaya zan samu takardar mallakar fili (C of O) na filin da na saya a Kano, kuma nawa ne kuɗin?",
  "near miss: C of O for a private plot (Land Use Act not in library)"),
 ("ha", "Nawa ne tarar rashin ɗaura bel ɗin kujera idan ana tuƙa mota?",
  "seat-belt fine (road traffic rules)"),
 ("yo", "Onílé mi fẹ́ lé mi jáde. Oṣù mélòó ni ó gbọ́dọ̀ fún mi ní ìkìlọ̀ tí mo bá ń san owó ilé lọ́dọọdún?",
  "tenancy notice to quit for a yearly tenant"),
 ("yo", "Ìdá mélòó ni owó-orí VAT tí wọ́n ń gbà lórí ọjà ní Nàìjíríà báyìí?",
  "near miss: VAT rate (cama mentions value added tax only)"),
 ("yo", "Kí ni mo nílò láti ṣe ìgbéyàwó ní registry, ọjọ́ mélòó sì ni wọ́n fi ń kéde rẹ̀ ṣáájú?",
  "registry marriage requirements and notice"),
 ("ig", "Kedu afọ ole mmadụ kwesịrị ịgafe ka a ghara izipu ya NYSC mgbe ọ gụsịrị mahadum?",
  "near miss: NYSC age exemption (constitution only names the NYSC law)"),
 ("ig", "Kedu ka m ga-esi nweta ikike iji jide egbe ịchụ nta n'obodo anyị?",
  "firearms licence for a hunting gun"),
 ("ig", "Ọ bụrụ na nna anyị nwụrụ n'edeghị akwụkwọ uche (will), kedu ka a ga-esi kee ala na ụlọ ya n'etiti ụmụ ya?",
  "inheritance without a will"),
 ("pcm", "Landlord for Lagos wan collect two years rent from me upfront. E legal?",
  "advance rent limits (tenancy law)"),
 ("pcm", "How much be the PAYE tax wey dem suppose dey remove from my salary every month?",
  "near miss: personal income tax rates (constitution/cama mention income tax only)"),
 ("pcm", "Wetin be the speed limit for expressway? How much dem dey fine person wey over-speed?",
  "near miss: speed limit and fine (evidence-act s.203 covers only proof of speeding)"),
]


def kept():
    s = S.sample()
    ranks = [r for r in range(1, len(s) + 1) if r not in SKIPS][:KEEP]
    return s, ranks


def languages(s, ranks):
    order = sorted(ranks, key=lambda r: (s[r - 1][0], r))
    return {r: CYCLE[n % 4] for n, r in enumerate(order)}


def main():
    s, ranks = kept()
    lang = languages(s, ranks)
    with open(os.path.join(HERE, "chat-eval-blind6.jsonl"), "w", encoding="utf-8") as fh:
        for n, r in enumerate(ranks, 1):
            act, lab = s[r - 1][0], s[r - 1][1]
            q, note = Q[r]
            fh.write(json.dumps({"id": f"B6-{n:03d}", "question": q,
                                 "expected": [{"act": act, "section": lab}],
                                 "lang": lang[r], "note": note}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "out-of-library.jsonl"), "w", encoding="utf-8") as fh:
        for n, (lg, q, note) in enumerate(OOL, 1):
            fh.write(json.dumps({"id": f"B6-OOL-{n:03d}", "question": q, "expected": [],
                                 "lang": lg, "note": note}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

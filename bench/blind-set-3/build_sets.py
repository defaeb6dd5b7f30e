#!/usr/bin/env python3
"""Builds chat-eval-blind3.jsonl and out-of-library.jsonl for blind set 3.

The sections come from sample_sections.py (seed string "20261129-3"). For each act the writer
took the ranked candidates in order, skipped those in SKIPS (with the reason given), and kept
the rest until the act's quota was met; main() re-checks that this is exactly what happened.
The language of each kept item comes from sample_sections.languages() in (act, rank) order.
QUESTIONS holds the text written for each kept section: (act, section) -> (lang, question,
extra expected sections [(act, section), ...], note). The first expected entry is always
the sampled section itself.
"""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sample_sections as S  # noqa: E402

PREFIX = "B3"

SKIPS = {
    "cama": {
        1: "s.541: appointment of joint or concurrent administrators (insolvency machinery)",
        13: "s.689: magistrates as commissioners for taking evidence in a winding-up (court machinery)",
        15: "s.435: nominee's report to court on a voluntary arrangement (procedural machinery)",
        27: "s.725: application of the Act to companies registered under the 1912 Act (obsolete)",
        38: "s.688: judicial notice of signatures of the Attorney-General and CAC (evidential machinery)",
    },
    "constitution": {
        5: "s.254F: rule-making power of the President of the National Industrial Court (machinery)",
        7: "s.165: States' contribution to federal tax-collection costs (intergovernmental accounting)",
        11: "s.264: rule-making power of the Grand Kadi of the FCT Sharia Court of Appeal (machinery)",
    },
    "criminal-code": {
        3: "s.189: laying ownership of postal and telegraph property in the Postmaster-General (obsolete procedure)",
    },
    "efcc-act": {
        3: "s.9: EFCC staff regulations (internal administration)",
    },
    "isa": {
        2: "s.184: SEC's power to make regulations for collective investment schemes (rule-making machinery)",
        15: "s.357: interpretation section (definitions; not caught by the title filter because the heading has no title)",
    },
    "pia": {
        6: "s.220: licences prepared in duplicate and bound in the register (clerical machinery)",
        11: "s.67: statement of principle only (good governance and transparency)",
    },
    "police-act": {
        5: "s.129: equipment for traffic wardens paid from the Police Force fund (internal finance)",
    },
}

C = "constitution"
QUESTIONS = {
    # ---------------- cama ----------------
    ("cama", "108"): ("ha", "Wani mutum ya yi kamar shi ne ni a wurin kamfanin da nake da hannun jari (shares) a ciki, har ya karɓi ribar da ya kamata a ba ni. Wane hukunci doka ta tanada masa?", [], "impersonating a member to take his benefit"),
    ("cama", "293"): ("ha", "Wa ke ƙayyade albashin daraktocin kamfani? Idan darakta ya karɓi kuɗi fiye da abin da ya cancanta, me zai faru da shi?", [], "directors' remuneration; overpayment is misfeasance"),
    ("cama", "690"): ("pcm", "Abeg I dey for London now. Dem say make I swear affidavit for the winding-up matter of our company for Naija. I fit swear am for here or I must travel come back?", [], "affidavits for winding-up may be sworn outside Nigeria"),
    ("cama", "119"): ("en", "I just bought enough shares to control a small private company. How many days do I have to tell the company, and what happens if I keep it quiet?", [], "persons with significant control must notify within seven days"),
    ("cama", "843"): ("ig", "Akaụntụ nzukọ chọọchị anyị (incorporated trustees) nọrọ n'ụlọ akụ ogologo oge na-arụghị ọrụ, ụlọ akụ wee gwa CAC. Ọ bụrụ na anyị amalite iji ya ọzọ, ụlọ akụ ga-ebu ụzọ gwa CAC tupu ha mepee ya?", [], "dormant accounts of incorporated trustees; bank must notify CAC"),
    ("cama", "190"): ("en", "Years ago, before the parent company took it over, our subsidiary bought shares in that parent. Can it hold on to them, and can it vote them at the parent's meetings?", [], "subsidiary holding shares in its holding company"),
    ("cama", "629"): ("en", "We started a members' voluntary winding-up because the directors declared the company solvent, but now the liquidator thinks the debts won't be paid in full in time. What is he supposed to do?", [], "liquidator must call creditors' meeting on insolvency"),
    ("cama", "636"): ("ig", "Ndị company anyị ji ụgwọ họpụtara otu onye ka ọ bụrụ liquidator, ma anyị ndị nwe company họpụtara onye ọzọ. Onye n'ime ha ka iwu ga-anabata?", [], "creditors' nominee prevails as liquidator"),
    ("cama", "828"): ("yo", "A fẹ́ forúkọ ẹgbẹ́ ìjọ wa sílẹ̀ ní CAC gẹ́gẹ́ bí incorporated trustees. Ṣé wọ́n máa kéde rẹ̀ nínú ìwé ìròyìn? Tí ẹnìkan bá fẹ́ tako ó, ọjọ́ mélòó ló ní?", [], "advertisement of trustees' application and 28-day objections"),
    ("cama", "337"): ("ig", "Gịnị ka a na-edenye banyere onye odeakwụkwọ (secretary) company n'akwụkwọ ndekọ ha? Ọ dị mkpa ide aha m jiri mee ihe tupu m gbaa afọ iri na asatọ?", [], "register of secretaries: particulars and former names"),
    ("cama", "594"): ("ig", "Onye liquidator erechaala ihe niile company nwere ma kesaa ego, ugbu a ọ chọrọ ka a tọhapụ ya n'ọrụ ahụ (release). Onye company ji ụgwọ nwere ike ime mkpesa megide ya?", [], "release of liquidator; objections by creditors"),
    ("cama", "628"): ("pcm", "The liquidator wey our company appoint don die last month. Who go fill the space now, abi we go start everything afresh?", [], "vacancy in office of liquidator in members' winding-up"),
    ("cama", "750"): ("yo", "Emi ni designated partner ninu LLP wa. Se emi ni mo maa dahun fun gbogbo iwe ti a gbodo fi ranse si CAC ati itanran ti won ba bu fun wa?", [], "designated partner's liabilities (Yoruba typed without diacritics)"),
    ("cama", "331"): ("ha", "Ni ne darakta kuma ni ne sakataren ƙaramin kamfaninmu. Idan takarda tana buƙatar sa hannun darakta da na sakatare, zan iya sa hannu a wurare biyun da kaina?", [], "same person cannot act as both director and secretary for one act"),
    ("cama", "381"): ("en", "When is one company legally treated as a subsidiary of another? Is owning more than half of its equity enough?", [], "meaning of subsidiary"),
    ("cama", "2"): ("en", "who sits on the governing board of the corporate affairs commission and who picks the chairman", [], "CAC governing board composition"),
    ("cama", "201"): ("en", "I hold debentures in a company that stopped paying. Can I sue the company on my own, or must the trustee of the trust deed act for all the holders?", [], "debenture holder's right to sue; trustee's duties"),
    ("cama", "238"): ("ig", "N'ọgbakọ afọ (AGM) nke company, olee ihe a na-agụ dị ka ọrụ nkịtị (ordinary business), olee ndị bụ special business?", [], "ordinary vs special business at AGM"),
    ("cama", "627"): ("ig", "Anyị ndị nwe shares kpebiri imechi company anyị n'onwe anyị. Onye na-ahọpụta liquidator, gịnị na-eme ikike ndị director mgbe ahụ?", [], "members' voluntary winding-up: appointment of liquidator; directors' powers cease"),
    ("cama", "665"): ("en", "Our company just went into administration and the power company says it will only keep supplying us if we first clear the old bill. Is that allowed?", [], "utility supplies after administration or liquidation"),
    ("cama", "40"): ("ig", "Mgbe m na-edebanye aha company m na CAC, ha choro 'statement of compliance'. Gini bu ya, o bu m ga-abinye aka ka o bu onye oka iwu?", [], "statement of compliance (Igbo typed without dots)"),
    ("cama", "167"): ("pcm", "Company don change the rights wey our class of shares get, and we no vote for am. Na like 20% of that class we hold. We fit run go court make dem cancel the change? How long we get?", [], "dissenting 15% may apply to cancel variation of class rights within 21 days"),
    ("cama", "396"): ("ha", "Kamfaninmu ƙarami ne. Shin za mu iya kai wa CAC taƙaitaccen bayanin lissafin kuɗi maimakon cikakke?", [], "small company may deliver modified financial statements"),
    ("cama", "760"): ("ha", "Me ya zama dole a rubuta a kan rasitai da wasiƙun LLP ɗinmu? Idan ba mu rubuta ba, akwai tara?", [], "LLP name and registration on invoices and correspondence"),
    ("cama", "610"): ("pcm", "Court don give winding-up order for one company wey owe me money. Abeg, dem go allow me check their books and papers?", [], "court order for inspection of books by creditors"),
    ("cama", "763"): ("ha", "Ina so in fita daga LLP ɗinmu amma babu wata yarjejeniya a kan yadda ake fita. Kwana nawa zan ba sauran abokan haɗin gwiwa sanarwa, kuma me zan samu na jarin da na saka?", [], "cessation of LLP partnership; 30 days' notice; payout of capital"),
    ("cama", "309"): ("en", "My co-director keeps moving company money into his side business. Does the law treat directors like trustees who must account for and refund such money?", [], "directors as trustees of company money"),
    ("cama", "774"): ("ha", "Zan iya sayar wa dan uwana rabona na riba a cikin LLP dinmu? Idan na yi haka, zai iya shiga harkokin gudanarwa?", [], "transfer of LLP partner's economic rights (Hausa typed without hooked letters)"),
    ("cama", "633"): ("ig", "Imechi company anyị (members' voluntary winding-up) agafeela otu afọ. Liquidator ọ ga-akpọ anyị nzukọ kwa afọ gosi anyị akaụntụ ihe o mere?", [], "liquidator's accounts and annual meetings"),
    ("cama", "657"): ("ig", "Company m na-arụ ọrụ na ya na-emechi ugbu a, ma ha ji m ụgwọ ọnwa atọ. Ụgwọ ọnwa ndị ọrụ ọ na-ebu ụzọ akwụ tupu ụgwọ ndị ọzọ?", [], "preferential debts in winding-up (wages, PAYE, pensions)"),
    ("cama", "298"): ("pcm", "Dem wan sell one part of our company business, and the oga dem wan dash one director big money say na compensation because e go lose him post. Shareholders no suppose approve am first?", [], "compensation for loss of office on transfer of undertaking"),
    ("cama", "378"): ("yo", "Ìwé ìṣirò owó ọdọọdún ilé-iṣẹ́ wa, ṣé ó gbọ́dọ̀ tẹ̀lé ìlànà ìṣirò tí Financial Reporting Council gbé kalẹ̀? Kí ni ó gbọ́dọ̀ fi hàn nípa èrè tàbí àdánù?", [], "form and content of financial statements; true and fair view"),
    ("cama", "385"): ("pcm", "Wetin directors suppose talk for the yearly report wey dem dey write? E must show the dividend wey dem wan pay?", [], "directors' report contents"),
    ("cama", "491"): ("ig", "Ndị company ji ụgwọ kwadoro atụmatụ administrator, ma ugbu a ọ chọrọ ịgbanwe ya nke ukwuu. Ọ ga-akpọ anyị nzukọ ọzọ tupu o mee ya?", [], "substantial revision of administrator's proposals needs creditors' meeting"),
    ("cama", "866"): ("pcm", "CAC fit collect money settle my company matter instead of dragging us go court? Dem get limit for how much dem fit collect?", [], "CAC power to compound administrative offences"),
    ("cama", "21"): ("yo", "Irú ilé-iṣẹ́ mélòó ni a lè forúkọ sílẹ̀ lábẹ́ òfin? Kí ni ìyàtọ̀ láàrin èyí tí ó ní ààlà nípa shares àti èyí tí ó ní ààlà nípa ìdúró-ṣinṣin (guarantee)?", [], "types of company by liability"),
    # ---------------- constitution ----------------
    (C, "223"): ("ig", "Constitution Naịjirịa kwuru na a ga-eme ntuli aka ndị isi otu ndọrọ ndọrọ ọchịchị (party) kwa afọ ole? Ndị isi ahụ ha ga-esi na steeti dị iche iche?", [], "party constitutions: periodic elections, federal character"),
    (C, "131"): ("ha", "Shekarun mutum nawa ne kafin ya iya tsayawa takarar shugaban ƙasa? Kuma wane matakin karatu ake buƙata?", [], "qualification for election as President"),
    (C, "216"): ("ig", "Tupu onyeisi ala ahọpụta ma ọ bụ chụpụ IGP, ọ ga-ebu ụzọ gwa onye? Police Council nwere ike inye IGP ụfọdụ ikike ya?", [], "IGP appointment; Police Council delegation"),
    (C, "33"): ("yo", "Ṣé ọlọ́pàá lè pa ènìyàn nígbà tí wọ́n ń paná rògbòdìyàn, tí òfin kò sì ní ka a sí pé wọ́n tẹ ẹ̀tọ́ ẹ̀mí rẹ̀ lójú?", [], "right to life and its exceptions"),
    (C, "75"): ("yo", "Ìkànìyàn ọdún wo ni wọ́n fi ń ka iye èèyàn tí ó wà ní ìpínlẹ̀ kan nígbà tí wọ́n bá ń pín àwọn ẹkùn ìdìbò?", [], "which census determines population"),
    (C, "271"): ("yo", "Ta ló ń yan Adájọ́ Àgbà ìpínlẹ̀? Ọdún mélòó ni agbẹjọ́rò gbọ́dọ̀ ti lò kí ó tó lè di adájọ́ ilé-ẹjọ́ gíga ìpínlẹ̀?", [], "appointment of State Chief Judge and High Court judges"),
    (C, "126"): ("yo", "Ta lo n yan Auditor-General ipinle? Osu melo ni eniyan le fi se adele lai je pe ile igbimo asofin fowo si?", [], "State Auditor-General appointment; acting limit (Yoruba typed without diacritics)"),
    (C, "295"): ("pcm", "My case dey for magistrate court and one constitution matter don show face. If I beg make dem refer am go High Court, dem must do am?", [], "reference of constitutional questions"),
    (C, "142"): ("ig", "Onye chọrọ ịbụ onyeisi ala ọ ga-ahọrọ onye osote ya site n'otu party ahụ? Ọ bụrụ na onyeisi ala meriri, onye osote ya emeriela?", [], "nomination of Vice-President as running mate"),
    (C, "80"): ("ig", "Ego gomenti etiti na-anata, ebee ka a na-etinye ya? Gomenti nwere ike iwere ego n'ebe ahu na-enweghi appropriation act?", [], "Consolidated Revenue Fund (Igbo typed without dots)"),
    (C, "105"): ("ha", "Bayan shekara nawa ne ake rushe majalisar dokokin jiha? Idan ana yaƙi a ƙasa, za a iya ƙara mata wa'adi?", [], "dissolution of House of Assembly; wartime extension"),
    (C, "111"): ("ha", "Wa ke ƙayyade albashi da alawus ɗin 'yan majalisar dokokin jiha?", [], "remuneration of House of Assembly members"),
    (C, "307"): ("yo", "Mo gba ọmọ orílẹ̀-èdè Nàìjíríà nípa ìforúkọsílẹ̀ ní ọdún mẹ́ta sẹ́yìn. Ṣé mo lè di kọmíṣọ́nnà tàbí kí n dupò báyìí?", [], "ten-year bar on registered and naturalised citizens"),
    (C, "3"): ("ha", "Jihohi nawa ne ke cikin Najeriya bisa kundin tsarin mulki? Kuma ina ne babban birnin tarayya?", [], "36 States and the FCT"),
    # ---------------- criminal-code ----------------
    ("criminal-code", "24"): ("ig", "Ọ bụrụ na ihe ọjọọ mere site na mberede, ọ bụghị n'uche m, a ga-ata m ahụhụ n'iwu? Ihe kpaliri m ime ihe ọ na-agbanwe ikpe?", [], "accident; intention and motive"),
    ("criminal-code", "285"): ("ha", "Wani yana ta zagina akai-akai har ina jin zan buge shi. Doka ta ba ni damar amfani da ƙarfi don hana shi sake yin hakan?", [], "force to prevent repetition of insult"),
    ("criminal-code", "287"): ("yo", "Èmi ni mo kọ́kọ́ gbá a lójú, ṣùgbọ́n ó wá fa àdá yọ pé òun máa pa mí. Tí mo bá ṣe é léṣe láti gba ẹ̀mí ara mi, ṣé òfin á dá mi láre?", [], "self-defence after provoking an assault"),
    ("criminal-code", "125A"): ("en", "If someone lies to a government official just to get them to harass his neighbour, is that a crime? Who has to agree before he can be prosecuted?", [], "false statement to public officer; consent for prosecution"),
    ("criminal-code", "68"): ("ig", "Ọ bụrụ na a kpọsaa na otu anyị bụ otu megidere iwu (unlawful society), gịnị ga-eme akwụkwọ, ọkọlọtọ na ngwongwo ndị ọzọ otu ahụ nwere?", [], "forfeiture of unlawful society's property"),
    ("criminal-code", "210"): ("en", "A pastor in my area keeps calling an old woman a witch in front of everyone. Is accusing someone of witchcraft actually an offence?", [], "witchcraft and juju offences"),
    ("criminal-code", "29"): ("en", "someone spiked my drink at a party and i did something i dont even remember. can being drunk be a defence", [], "intoxication as a defence"),
    ("criminal-code", "438"): ("ig", "Onye ọrụ na-edebe akwụkwọ ego n'ụlọ ahịa m gbanwere ihe o dere n'akwụkwọ ka o zuo ego. Ahụhụ ole ka iwu kwuru maka ya?", [], "fraudulent false accounting by clerk or servant"),
    ("criminal-code", "302"): ("ha", "Na ɗauki wani yaro ɗan shekara goma sha huɗu ya yi min aikin gida, na yi alƙawarin ciyar da shi da ba shi tufafi. Idan ban ba shi ba har ya kamu da rashin lafiya, ni ne da laifi?", [], "duty of master to provide for servant under sixteen"),
    ("criminal-code", "517"): ("ha", "Idan mutane biyu suka hada baki su aikata karamin laifi, ba babban laifi ba, menene hukuncin?", [], "conspiracy to commit a misdemeanour (Hausa typed without hooked letters)"),
    ("criminal-code", "390"): ("yo", "Ẹni tí ó jí ẹrù nínú ilé, tí ó sì fi kọ́kọ́rọ́ ṣí àpótí tí a tì pa, ọdún mélòó ni wọ́n lè fi sẹ́wọ̀n?", [], "punishment of stealing; aggravated cases"),
    ("criminal-code", "363"): ("pcm", "Dem say one guy carry small girl comot from her papa house. The guy dey talk say him think say she don pass sixteen, and na she sef gree follow am. E go save am for court?", [], "belief about age or girl's consent no defence to abduction"),
    ("criminal-code", "238"): ("pcm", "Police catch us inside one gambling joint. Now dem say make I come testify against the owner. If I testify, dem still fit charge me for the same matter?", [("criminal-code", "236")], "indemnity of witnesses in gaming-house cases"),
    # ---------------- cybercrime-act ----------------
    ("cybercrime-act", "11"): ("ha", "Idan wani ya karkatar da saƙonnin imel na wasu da gangan don ya samu kuɗi ta hanyar damfara, wane hukunci ne ke jiransa?", [], "wilful misdirection of electronic messages"),
    ("cybercrime-act", "33"): ("yo", "Ẹnìkan lo káàdì ATM mi láìgbàṣẹ láti ra ọjà lórí ayélujára. Ìjìyà wo ló wà fún un, ṣé ó máa dá owó tí mo pàdánù padà?", [], "fraudulent use of access devices and cards"),
    ("cybercrime-act", "7"): ("yo", "Mo fe si cybercafe. Nibo ni mo ti gbodo forukosile? Se mo gbodo ni iwe ti awon onibara yoo maa kowe si?", [], "registration of cybercafes; sign-in register (Yoruba typed without diacritics)"),
    ("cybercrime-act", "47"): ("pcm", "Na who get power to carry cybercrime case go court for Naija? Any of the offences wey need Attorney-General approval before dem prosecute?", [], "prosecution of cybercrime offences"),
    # ---------------- efcc-act ----------------
    ("efcc-act", "41"): ("pcm", "When EFCC people dey investigate person, dem get the same power and cover wey police get?", [], "EFCC officers have police powers and immunities"),
    ("efcc-act", "38"): ("yo", "Òṣìṣẹ́ EFCC ní kí n kó ìwé kan wá fún ìwádìí, mo kọ̀. Ṣé ẹ̀ṣẹ̀ ni kí n dí wọn lọ́wọ́? Kí ni ìjìyà rẹ̀?", [], "obstructing the EFCC"),
    ("efcc-act", "23"): ("ha", "Idan kotu ta same ni da laifi a ƙarar EFCC, za a ƙwace fasfo ɗina? Yaushe za a mayar min da shi?", [], "forfeiture of passport on conviction"),
    ("efcc-act", "6"): ("ha", "Wadanne ayyuka ne hukumar EFCC take yi? Tana binciken zamba ta katin banki da safarar kudin haram?", [], "functions of the EFCC (Hausa typed without hooked letters)"),
    # ---------------- electoral-act ----------------
    ("electoral-act", "106"): ("yo", "Nínú ìdìbò alága Area Council ní Abuja, tí olùdíje kan ṣoṣo bá wà, báwo ni wọ́n ṣe máa mọ̀ pé ó wọlé?", [], "election of Area Council Chairman"),
    ("electoral-act", "32"): ("ig", "Ọ bụrụ na aha onye party anyị na-akwado adịghị na ndepụta INEC bipụtara, gịnị ka anyị ga-eme, tupu ụbọchị ole ka ntuli aka ruo?", [], "publication of nominations; party must notify INEC"),
    ("electoral-act", "65"): ("yo", "Ṣé ìpinnu Returning Officer lórí èsì ìdìbò ni ìkẹyìn? Ṣé INEC lè yẹ̀ ẹ́ wò?", [], "returning officer's decision; INEC review within seven days"),
    ("electoral-act", "22"): ("en", "A man on my street is offering cash for people's PVCs. What is the punishment for buying or selling voter cards?", [], "buying and selling voters' cards"),
    # ---------------- evidence-act ----------------
    ("evidence-act", "236"): ("yo", "Mo jẹ́ ẹlẹ́rìí ní kóòtù. Agbẹjọ́rò ń bi mí nípa àwọn nǹkan mìíràn tí mo rí lákòókò náà àti ní ibi tí ìṣẹ̀lẹ̀ náà ti ṣẹlẹ̀. Ṣé wọ́n lè bi mí bẹ́ẹ̀?", [], "questions on surrounding circumstances"),
    ("evidence-act", "35"): ("en", "I've farmed and fenced the plot next to my house for years. Can that help prove I own the land beside it too?", [], "acts of possession as evidence of ownership of connected land"),
    ("evidence-act", "246"): ("ha", "Alƙali ya yi wa mashaidi tambayoyi kai tsaye a kotu. Lauyoyi za su iya ƙin amincewa da tambayar alƙalin?", [], "judge's power to put questions"),
    ("evidence-act", "203"): ("ig", "Onye uwe ojii sị na m gbara ọsọ karịa ka iwu kwadoro, ma ọ bụ naanị otu onye akaebe. Ha nwere ike ịma m ikpe na naanị okwu ya?", [], "speeding: no conviction on one witness's opinion alone"),
    ("evidence-act", "67"): ("ha", "Shin kotu za ta karɓi ra'ayin kowane mutum a kan wani lamari? Ko sai na ƙwararru, kamar masu gane rubutun hannu?", [], "opinion evidence; experts (s.68 text sits under the s.67 heading)"),
    # ---------------- isa ----------------
    ("isa", "209"): ("en", "If the stock exchange's investor protection fund drops below the minimum, who has to top it up?", [], "deficiency in investor protection fund"),
    ("isa", "150"): ("en", "My friends and I pool money every month and one person invests it for all of us. When does something like that count as a collective investment scheme?", [], "meaning of collective investment scheme"),
    ("isa", "159"): ("yo", "Alákòóso mutual fund tí mo fi owó sí fẹ́ yí orúkọ rẹ̀ padà. Ṣé ó gbọ́dọ̀ gba àṣẹ SEC? Kí ni ìtanràn tí kò bá gbà?", [], "alteration of scheme's deed or name needs SEC approval"),
    ("isa", "101"): ("ig", "Company na-ere shares ọhụrụ dere n'ime prospectus ha na onye ọ bụla zụrụ ekwetala na ọ gaghị eme mkpesa maka ihe ha na-edepụtaghị n'ime ya. Iwu kwadoro ụdị ọnọdụ a?", [], "prospectus contents; waiver conditions void"),
    ("isa", "77"): ("ig", "Ụlọ ọrụ broker m na-ada ada. SEC nwere ike ịnara ya n'aka wee na-achị ya?", [("isa", "78")], "SEC control of failing regulated entity"),
    ("isa", "214"): ("en", "My stockbroker misappropriated my money. Who do I claim from first, and when can I turn to the exchange's investor protection fund?", [("isa", "205")], "claims for defalcation: licence holder first, then fund"),
    ("isa", "1"): ("yo", "Ṣé mo lè pe SEC lẹ́jọ́ ní kóòtù? Ṣé àjọ tó dá dúró ni?", [], "SEC body corporate, independent"),
    ("isa", "351"): ("en", "can sec remove the director of a broker firm that keeps breaking the rules? do they have to hear the firm out before cancelling its registration", [], "SEC suspension of directors; cancellation after hearing"),
    ("isa", "226"): ("ha", "Kasuwar hada-hadar kayan gona (commodities exchange) za ta iya korar wani memba da ya yi rashin gaskiya? Wa ke amincewa da dokokinta?", [], "commodities exchange rules"),
    ("isa", "247"): ("en", "The warehouse receipt I was given showed the wrong quantity of maize and I lost money because of it. Is whoever issued it liable?", [], "liability of warehouse receipt issuer"),
    ("isa", "205"): ("en", "What can money in an exchange's investor protection fund be used to pay for?", [], "payments out of investor protection fund"),
    ("isa", "246"): ("yo", "Mo kó àgbàdo sí ilé ìpamọ́ ọjà, wọ́n sì fún mi ní warehouse receipt. Ṣé ìwé yẹn fi hàn pé èmi ni mo ni ọjà náà?", [], "warehouse receipt as proof of ownership"),
    ("isa", "43"): ("en", "If SEC withdraws the approval of a clearing or settlement house, are the trades I already did through it still valid?", [], "withdrawal of approval of financial market infrastructure"),
    ("isa", "78"): ("yo", "Tí SEC bá gba ìṣàkóso ilé-iṣẹ́ alágbàtà tó ń wó lulẹ̀, ìgbà wo ni wọ́n máa fi í sílẹ̀? Ta ló ń san owó tí wọ́n ná?", [("isa", "77")], "duration and costs of SEC control"),
    # ---------------- pia ----------------
    ("pia", "87"): ("en", "How early must an oil company apply to renew its petroleum mining lease, and what does it have to show?", [], "renewal of petroleum mining lease"),
    ("pia", "252"): ("ig", "Gịnị ka atụmatụ mmepe obodo (host communities development plan) ga-enwe? Ọ ga-egosi oge a ga-arụcha ọrụ na ego a ga-emefu?", [], "contents of host communities development plan"),
    ("pia", "206"): ("ig", "Onye na-ere mmanụ ụgbọala n'ọtụtụ na onye na-azụ ya n'ọtụtụ, olee ka ha si ekpebi ọnụahịa? Ọ bụ gọọmentị na-ekpebi ya?", [], "wholesale prices negotiated at arm's length"),
    ("pia", "125"): ("ig", "Achoro m iwu ebe a na-echekwa gas. Agaghi m enweta licence tupu m malite?", [], "licence needed for gas storage and other midstream activities (Igbo typed without dots)"),
    ("pia", "238"): ("ig", "Ụlọ ọrụ mmanụ dị n'obodo anyị anaghị emezu ihe iwu kwuru ha ga-emere obodo. E nwere ike iwepụ licence ha?", [], "revocation for failure on host community obligations"),
    ("pia", "203"): ("yo", "Mo fẹ́ kọ́ ilé epo sí ẹ̀gbẹ́ títì. Ta ni màá ti gba ìwé àṣẹ?", [], "petroleum product retail licence"),
    ("pia", "219"): ("ha", "Ina za a iya ganin jerin lasisin mai da aka bayar ko aka soke? Kuma dole ne gidan mai ya rataya lasisinsa a inda kowa zai gani?", [], "public register of licences; licence to be displayed"),
    ("pia", "225"): ("yo", "Awon ero to n tu itanna radiation sile ninu ise epo, ofin wo ni won gbodo tele?", [], "radioactive materials in petroleum operations (Yoruba typed without diacritics)"),
    ("pia", "111"): ("yo", "Kí ni wọ́n máa yẹ̀ wò kí wọ́n tó fún ilé-iṣẹ́ ní ìwé àṣẹ láti kọ́ ibi ìpamọ́ epo tàbí láti ṣe òwò epo?", [], "conditions for midstream and downstream licences"),
    ("pia", "279"): ("yo", "Ajo agbowo-ori ko leta si ile-ise epo wa pe ka ko iwe isiro wa. Ojo melo ni won gbodo fun wa? Se a le pe ejo ko-te-mi-lorun?", [], "tax authority's power to request information; appeal to Tax Appeal Tribunal (Yoruba typed without diacritics)"),
    ("pia", "295"): ("yo", "A san owó orí hydrocarbon ju bí ó ti yẹ lọ nítorí àṣìṣe nínú ìṣirò wa. Ọdún mélòó la ní láti béèrè kí wọ́n dá a padà?", [("pia", "296")], "relief for error or mistake in hydrocarbon tax"),
    ("pia", "138"): ("ha", "Wane lasisi ake buƙata don a gudanar da hanyar bututun iskar gas ta ƙasa? Me lasisin yake ba mai shi damar yi?", [], "gas transportation network operator licence"),
    ("pia", "248"): ("ig", "Kọmitii na-ahụ maka ọrụ n'ime trust obodo mmanụ, gịnị bụ ọrụ ha? Ha na-ahọpụta ndị ga-arụ ọrụ (contractors)?", [], "duties of host communities trust management committee"),
    ("pia", "104"): ("ha", "Kamfanin mai yana ƙona iskar gas kusa da ƙauyenmu dare da rana. Laifi ne? Ina kuɗin tarar da aka karɓa yake zuwa?", [], "gas flaring penalties"),
    ("pia", "158"): ("ha", "Wa ke iya sayen gas kai tsaye daga manyan masu sayarwa? Wa ke fitar da ka'idojin wadanda suka cancanta?", [], "eligible wholesale gas customers (Hausa typed without hooked letters)"),
    ("pia", "97"): ("en", "The Commission says our oil block licence may be revoked. Are we entitled to notice and some time to fix the problem first?", [], "notice of default and remediation period before revocation"),
    ("pia", "309"): ("en", "If another law conflicts with the Petroleum Industry Act on oil matters, which one wins?", [], "PIA prevails over inconsistent laws"),
    # ---------------- police-act ----------------
    ("police-act", "123"): ("ha", "Shekara nawa ɗan traffic warden yake yi yana aiki kafin ya yi ritaya? Za a iya sabunta masa aiki?", [], "traffic warden tenure and re-appointment"),
    ("police-act", "121"): ("ig", "Nwanne m nwanyị chọrọ ịbụ traffic warden. Afọ ole ka ọ ga-adị, ogo ịdị elu ole ka ha chọrọ?", [], "traffic warden recruitment requirements"),
    ("police-act", "34"): ("ha", "'Yan sanda sun sa wa ɗan'uwana ankwa alhali bai yi faɗa ba, bai kuma yi ƙoƙarin gudu ba. Yaushe ne doka ta ba su damar ɗaure wanda ake zargi?", [], "restraint and handcuffing of suspects"),
    ("police-act", "134"): ("yo", "Mo fi ẹ̀sùn ọlọ́pàá kan sùn. Lẹ́yìn ìwádìí, kí ló máa ṣẹlẹ̀? Tí wọ́n bá rí i pé irọ́ ni mo pa, ṣé wọ́n lè gbé mi lọ sílé ẹjọ́?", [], "steps after investigation of complaint against police"),
    ("police-act", "52"): ("ha", "Bayan an kama mutum, yan sanda za su iya bincike jikinsa? Za su iya cire masa kaya a gaban jama'a?", [], "search of arrested suspects (Hausa typed without hooked letters)"),
    # ---------------- power-sector-act ----------------
    ("power-sector-act", "31"): ("ha", "Wace hukuma ce ke kula da harkar wutar lantarki a Najeriya, kuma za a iya kai ta ƙara a kotu?", [], "NERC established as body corporate"),
    ("power-sector-act", "88"): ("ig", "Gọọmentị nwere ụlọ ọrụ na-ahụ maka ịkpọbata ọkụ latrik n'ime ime obodo? Ebee ka isi ụlọ ọrụ ha dị, ndị ole bụ ndị otu ya?", [], "Rural Electrification Agency"),
    ("power-sector-act", "46"): ("pcm", "NERC take one decision wey scatter my company licence matter. I fit ask dem make dem write down the reasons give me?", [], "written reasons for Commission decisions"),
    ("power-sector-act", "43"): ("pcm", "One NERC commissioner get shares for the DisCo wey dem wan decide matter for. E suppose join vote for that case?", [], "commissioners' conflicts of interest"),
}

OUT_OF_LIBRARY = [
    # (lang, question, note)
    ("en", "What is the pump price of petrol in Abuja this week?", "near miss: shares 'petroleum products' and 'price' with pia (wholesale and retail pricing provisions); no current pump price in any statute"),
    ("en", "How do I apply for an international passport for my newborn baby?", "near miss: shares 'passport' with efcc-act s.23 and criminal-code s.190A; no application procedure"),
    ("en", "How many days of annual leave is a private-sector worker entitled to?", "near miss: shares 'holiday remuneration' with cama s.657; leave entitlement is labour law, not in these statutes"),
    ("en", "Which country won the Africa Cup of Nations in 2024?", "football"),
    ("en", "What is the cut-off mark for JAMB UTME this year?", "school admissions"),
    ("en", "What time does the Lagos–Ibadan train leave Mobolaji Johnson station in the morning?", "transport timetable"),
    ("pcm", "Abeg how I go take renew my driver licence online?", "near miss: shares \"driver's licence\" with electoral-act (accepted as identification); no renewal procedure"),
    ("pcm", "Wetin be the new minimum wage wey government approve?", "near miss: shares 'minimum wage' with constitution (legislative list item); no amount stated"),
    ("pcm", "How much be bride price for Igbo land?", "customary marriage"),
    ("pcm", "Which hospital for Lagos dey do free malaria treatment?", "health services"),
    ("pcm", "How I fit take move money from my Opay go my UBA account?", "banking app how-to"),
    ("pcm", "My phone fall inside water, wetin I go do make e no spoil?", "phone repair"),
    ("ha", "Yaya ake dafa miyar kuka?", "recipe"),
    ("ha", "Nawa ne farashin buhun shinkafa a kasuwar Dawanau yau?", "market price"),
    ("ha", "Yaya zan nemi takardar shaidar mallakar fili (C of O) a Kano?", "near miss: shares 'certificate of occupancy' with pia and power-sector-act (grants to licensees); no application procedure for a private plot"),
    ("ha", "Yaushe za a fara azumin Ramadan a bana?", "religious calendar"),
    ("ha", "Ina ne ofishin JAMB mafi kusa a Kaduna?", "office location"),
    ("ha", "Kuɗin makaranta nawa ne a Jami'ar Ahmadu Bello?", "school fees"),
    ("yo", "Báwo ni mo ṣe lè se ẹ̀fọ́ rírò?", "recipe"),
    ("yo", "Èló ni dọ́là kan jẹ́ ní naira lónìí?", "exchange rate"),
    ("yo", "Ṣé mo lè tún ìwé ọkọ̀ ayọ́kẹ́lẹ́ mi ṣe lọ́dọ̀ FRSC lórí ayélujára?", "near miss: shares 'Federal Road Safety Commission' with evidence-act s.203; no vehicle-papers procedure"),
    ("yo", "Báwo ni mo ṣe lè kọ ìwé ìhágún tí ilé-ẹjọ́ máa gbà?", "near miss: shares 'testator'/'will' with evidence-act (declarations by testators) and criminal-code s.390 (stealing wills); no rules on making a valid will"),
    ("yo", "Ta ló gba ife ẹ̀yẹ Premier League ní ọdún tó kọjá?", "football"),
    ("yo", "Ọjọ́ wo ni àwọn ilé-ìwé girama máa wọlé fún sáà kejì?", "school calendar"),
    ("ig", "Kedu ka esi esi ofe onugbu?", "recipe (Igbo typed without dots)"),
    ("ig", "Ego ole ka a na-akwụ iji gụọ akwụkwọ na Nigerian Law School?", "near miss: shares 'legal practitioner' with constitution and evidence-act; no Law School fees"),
    ("ig", "Kedu mgbe ha ga-eweghachi ọkụ latrik n'obodo anyị? Ọ nọrọla izu abụọ.", "near miss: shares electricity supply and distribution words with power-sector-act; no outage schedule"),
    ("ig", "Ego ole ka m ga-akwụ iji debanye aha business name na CAC?", "near miss: shares 'business name', 'CAC' and 'fees' with cama (s.867 fees are left to regulations); no amount"),
    ("ig", "Onye meriri egwuregwu bọọlụ n'etiti Super Eagles na Ghana?", "football"),
    ("ig", "Ọnụahịa ala n'Enugu ruru ole ugbu a?", "land prices"),
]


def kept_ranks():
    """Apply the procedure: ranks in order, skip SKIPS, stop at quota."""
    q, cands = S.candidates()
    kept = {}
    for slug in S.slugs():
        ks = []
        for rank in range(1, len(cands[slug]) + 1):
            if len(ks) == q[slug]:
                break
            if rank in SKIPS.get(slug, {}):
                sec = cands[slug][rank - 1][0]
                assert SKIPS[slug][rank].startswith(f"s.{sec}:"), (slug, rank, sec)
                continue
            ks.append(rank)
        assert len(ks) == q[slug], f"{slug}: candidates exhausted"
        kept[slug] = ks
    return q, cands, kept


def main():
    q, cands, kept = kept_ranks()
    langs = S.languages()
    rows, i = [], 0
    used = set()
    for slug in S.slugs():
        for rank in kept[slug]:
            sec = cands[slug][rank - 1][0]
            key = (slug, sec)
            assert key in QUESTIONS, f"no question for {key}"
            lang, question, extra, note = QUESTIONS[key]
            assert lang == langs[i], f"{key}: written in {lang}, slot is {langs[i]}"
            used.add(key)
            expected = [{"act": slug, "section": sec}] + [{"act": a, "section": s} for a, s in extra]
            rows.append({"id": f"{PREFIX}-{i + 1:03d}", "question": question, "expected": expected,
                         "lang": lang, "note": note})
            i += 1
    assert used == set(QUESTIONS), f"unused questions: {set(QUESTIONS) - used}"
    with open(os.path.join(HERE, "chat-eval-blind3.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "out-of-library.jsonl"), "w", encoding="utf-8") as fh:
        for j, (lang, question, note) in enumerate(OUT_OF_LIBRARY, 1):
            fh.write(json.dumps({"id": f"{PREFIX}-OOL-{j:03d}", "question": question, "expected": [],
                                 "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} answerable and {len(OUT_OF_LIBRARY)} out-of-library questions")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Builds chat-eval-blind4.jsonl and out-of-library.jsonl for blind set 4.

The sections come from sample_sections.py (seed string "20261129-4"). For each act the writer
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

PREFIX = "B4"

SKIPS = {
    "cama": {
        17: "s.687: judicial notice of signatures and seals of court officers (evidential machinery)",
        30: "s.725: application of the Act to companies registered under the 1912 Act (obsolete)",
    },
    "constitution": {
        1: "s.166: Federation's right to set off loan repayments against payments due to a State (intergovernmental accounting)",
    },
    "isa": {
        6: "s.357: interpretation section (definitions; not caught by the title filter because the heading has no title)",
    },
    "pia": {
        1: "s.22: the Commission's yearly budget estimates to the National Assembly (internal finance)",
    },
}

C = "constitution"
CC = "criminal-code"
QUESTIONS = {
    # ---------------- cama ----------------
    ("cama", "742"): ("ig", "CAC nwere ike inyocha ma otu company ọ na-agbaso iwu companies? Ọ bụrụ na ihe siri ike adaba n'ọrụ ha, ha nwere ike ịrịọ ụlọikpe ka o nye ha ntụziaka?", [], "CAC enquiries into compliance; CAC applying to court for directions"),
    ("cama", "766"): ("yo", "Mo bá ọ̀kan lára àwọn partner LLP kan dòwò pọ̀, àmọ́ mo mọ̀ pé kò ní àṣẹ láti ṣe ohun tí ó ṣe fún wọn. Ṣé LLP náà ni yóò dáhùn fún ohun tí ó ṣe? Gbèsè LLP, dúkìá ta ni wọ́n ti máa san án?", [], "LLP not bound by partner acting without authority; LLP's liabilities met from its own property"),
    ("cama", "232"): ("en", "We hold debentures in a firm that has missed an interest payment and it's now more than a month overdue. Can we enforce our security yet? And if ours is a floating charge, what other events let us move in?", [], "when a debenture holder may realise the security"),
    ("cama", "561"): ("en", "i was appointed receiver over a company's assets under a debenture, not by the court. how often do i have to file an account of money in and money out with CAC, and what if i dont", [], "receiver's six-monthly abstract of receipts and payments; lowercase texting style"),
    ("cama", "402"): ("yo", "Company kékeré ni tiwa, a kò sì tíì ṣòwò kankan láti ìgbà tí a ti forúkọ sílẹ̀. Ṣé dandan ni kí auditor yẹ ìwé ìṣirò owó wa wò lọ́dún yìí? Tí ó bá jẹ́ báǹkì tàbí ilé-iṣẹ́ ìbánigbófò ńkọ́?", [], "exemption from audit for dormant and small companies"),
    ("cama", "86"): ("ha", "Wanda ya kafa kamfaninmu (promoter) ya sayar wa kamfanin filinsa da tsada ba tare da ya faɗa mana cewa nasa ne ba. Kamfanin zai iya soke cinikin ko ya nemi ya mayar da ribar da ya samu?", [], "promoter's fiduciary duty; rescission and account of profits"),
    ("cama", "554"): ("ha", "Bankin da ya ba mu bashi ya naɗa receiver a kan kadarorin kamfaninmu ba ta hanyar kotu ba. Idan an samu saɓani game da aikinsa, shi ko bankin za su iya zuwa kotu su nemi umarni?", [], "receiver appointed out of court may apply to court for directions"),
    ("cama", "168"): ("ig", "Enwere m preference shares. Ha akwụbeghị anyị dividend ihe karịrị otu afọ. Articles nwere ike inye anyị ikike ịtụ vote karịa otu na share ọ bụla n'oge dị otú a? Olee oge ndị ọzọ nke a na-adị?", [], "preference shares carrying extra votes (dividend in arrears, variation of rights, auditor, winding-up)"),
    ("cama", "730"): ("yo", "owo ti a san fun CAC nigba ti a forukosile company wa, apo wo lo n lo? ti mo ba ti sanwo ki ofin tuntun to de, se o si wulo?", [], "fees to CAC paid into the Consolidated Revenue Fund; earlier fees valid; Yoruba typed plain on purpose"),
    ("cama", "682"): ("pcm", "Company wey dem wind up don close finish. Wetin go happen to all their books and papers? If I come look for one document after like six years, person fit still dey responsible say e no dey again?", [], "disposal of books and papers of a wound-up company; no responsibility after five years"),
    ("cama", "51"): ("ig", "Ndị isi company anyị chọrọ ịgbanwe ụdị azụmahịa e dere na memorandum. Anyị nwere shares ole na ole, anyị ekweghị. Anyị nwere ike ịga ụlọikpe ka a kagbuo ya? Ụbọchị ole ka anyị nwere?", [], "alteration of objects; 15% holders may apply to court within 28 days"),
    ("cama", "133"): ("ig", "Company m nwere shares na ya chọrọ ibelata capital ya. Gịnị ka ụlọikpe na-elele tupu o kwado ya? Ọ bụ eziokwu na ụlọikpe nwere ike ime ka ha tinye 'and reduced' n'azụ aha company?", [], "court confirming a reduction of share capital; 'and reduced' in the name"),
    ("cama", "27"): ("ha", "Ina so in yi rijistar kamfani mai zaman kansa. Me ya kamata a rubuta a cikin memorandum? Kuma mafi ƙarancin jarin hannun jari nawa ne ake buƙata?", [], "contents of the memorandum; minimum issued share capital"),
    ("cama", "566"): ("yo", "Kí ni wọ́n ń pè ní 'contributory' nígbà tí wọ́n bá ń tú company ká (winding up)? Ṣé gbogbo ẹni tí ó ní shares ni?", [], "meaning of contributory"),
    ("cama", "629"): ("ig", "Anyị kpebiri imechi company anyị n'onwe anyị, kwuo na anyị ga-akwụ ụgwọ niile. Ugbu a, liquidator hụrụ na ego agaghị ezu ịkwụ ndị anyị ji ụgwọ n'oge ahụ anyị kwuru. Gịnị ka o kwesịrị ime?", [], "members' voluntary winding-up turning insolvent: liquidator must call creditors' meeting"),
    ("cama", "711"): ("pcm", "Two companies wan join body, one go carry the other one business and property. Wetin shareholders need do make court approve am? How many of the votes dem need, and the old company go still need wind up?", [], "court-sanctioned merger or reconstruction scheme; three-quarters; dissolution without winding-up"),
    ("cama", "838"): ("pcm", "I dey the governing council of our church wey register as incorporated trustees. Dem fit pay me salary for sitting there, or share the church money give members? Abeg wetin law talk?", [], "income of incorporated trustees not to be paid to members; council members not salaried"),
    ("cama", "827"): ("en", "We're registering our old boys' association as incorporated trustees with CAC. What does our constitution have to contain?", [], "contents of the constitution of an association"),
    ("cama", "513"): ("yo", "Wọ́n ti yan administrator fún company wa. Ṣé títí láé ni yóò fi wà níbẹ̀? Báwo ni wọ́n ṣe lè fi kún àkókò rẹ̀?", [], "administration ends after one year; extension by court or consent"),
    ("cama", "102"): ("pcm", "Our company no get common seal again. Abeg how we go sign deed make e still valid? Na only one director dey around, e fit sign am alone?", [], "execution of deeds without a seal"),
    ("cama", "163"): ("pcm", "I never finish pay for my shares but I wan clear the balance now before dem even call for am. Company fit collect am? And dividend go follow how much each person don pay?", [], "calls, payment in advance of calls, dividends in proportion to amount paid up"),
    ("cama", "450"): ("ig", "Otu company ji m ụgwọ buru ibu. Echere m na ọ ga-aka mma ka e tinye ya n'aka administrator. Onye nwere ike ịrịọ ụlọikpe ka o nye administration order? Mụ onwe m dịka onye ha ji ụgwọ, enwere m ike?", [], "who may apply for an administration order"),
    ("cama", "197"): ("ha", "Shin kamfani zai iya bayar da debenture wanda daga baya za a iya mayar da shi hannun jari maimakon a biya kuɗin?", [], "convertible debentures"),
    ("cama", "112"): ("yo", "Mo ní shares nínú company kan, mo sì fẹ́ wo ìwé orúkọ àwọn tó ní shares. Ṣé wọ́n lè kọ̀ fún mi? Tí mo bá béèrè ẹ̀dà rẹ̀, ọjọ́ mélòó ni wọ́n ní láti fi ránṣẹ́ sí mi?", [], "inspection and copies of the register of members"),
    ("cama", "201"): ("ha", "Ina riƙe da debenture, kuma trustee ɗin da aka naɗa don ya kula da mu bai kare haƙƙinmu ba. Zan iya kai shi ƙara ni kaɗai, ko sai duk sauran masu debenture sun shiga?", [], "debenture trustee's duty; holder may sue without joining others"),
    ("cama", "740"): ("en", "Our MD ran the company to cheat suppliers, but the company hasn't been wound up. Can he still be punished for fraudulent trading, or is that only when a company is liquidated?", [("cama", "672")], "fraudulent trading penalty applies outside winding-up; s.672(3) is the penalty"),
    ("cama", "557"): ("ig", "Receiver a họpụtara n'elu ụlọ ọrụ anyị bịanyere aka na nkwekọrịta ya na onye na-ebu ngwongwo. Ọ bụrụ na a kwụghị ụgwọ ahụ, receiver ahụ n'onwe ya ga-akwụ? Ebee ka ọ ga-enweta ego ahụ ọzọ?", [], "receiver personally liable on contracts; indemnity"),
    ("cama", "289"): ("en", "new startup here. when do the directors have to hold their first board meeting after incorporation? and if the vote is tied who breaks it", [], "proceedings of directors: first meeting, casting vote; lowercase texting style"),
    ("cama", "397"): ("ha", "Kamfaninmu yana da rassa (subsidiaries). Za mu iya gabatar da takardun lissafin kuɗi a taƙaice kamar ƙaramin kamfani? Yaya ake gane ko rukuninmu ƙarami ne?", [], "small group: modified financial statements for a holding company"),
    ("cama", "699"): ("ha", "Wata ƙungiyar kasuwanci da ba a yi mata rijista a matsayin kamfani ba ta ci bashina sama da naira dubu ɗari. Na kai musu takardar neman a biya ni, makonni sun wuce shiru. Zan iya neman kotu ta rushe ta?", [], "winding up an unregistered company; deemed inability to pay debts"),
    ("cama", "844"): ("ha", "Kungiyarmu mai rijista tana da asusu a banki da ba a taba shi ba tsawon lokaci. Sai bayan shekara nawa ake daukar asusu a matsayin dormant? Banki zai iya fada wa CAC duk da sirrin abokan hulda?", [], "dormant accounts of associations: five-year definition; bank may disclose to CAC; Hausa typed without hooked letters on purpose"),
    ("cama", "610"): ("ig", "Ụlọikpe enyela iwu ka e mechie company ji m ụgwọ. Enwere m ike ilele akwụkwọ ndekọ ego ha? Onye ga-ekwe ka m hụ ha?", [], "court order for inspection of books by creditors and contributories (s.610(1))"),
    ("cama", "767"): ("ig", "Abụ m partner n'ime LLP. Otu n'ime ndị mmekọ anyị mere aghụghọ n'ahịa. A ga-ejide m n'onwe m maka ihe o mere? Kedu mgbe m ga-aza ajụjụ n'onwe m?", [], "partner's personal liability in an LLP"),
    ("cama", "819"): ("ig", "Emechiela m uloahia m debanyere aha ya na CAC (business name). O di mkpa ka m gwa ha? Onwa ole ka m nwere? O buru na m agwaghi ha, gini ga-eme?", [], "business name ceasing business: notice within three months; removal; Igbo typed plain on purpose"),
    ("cama", "243"): ("ha", "Su wane ne ya kamata a sanar da su idan kamfani zai yi babban taron masu hannun jari? Har da auditor da wanda ya gaji hannun jarin mamaci?", [], "persons entitled to notice of a general meeting (no word needs a hooked letter)"),
    ("cama", "120"): ("ig", "Azụtala m shares n'otu public company, ugbu a m nwere ihe dị ka 6% nke ikike ịtụ vote. Ọ dị ihe m kwesịrị ime? Ụbọchị ole ka m nwere ịgwa company ahụ?", [], "substantial shareholder (5%) notice within 14 days"),
    # ---------------- constitution ----------------
    (C, "107"): ("ha", "Ni ma'aikacin gwamnatin jiha ne, ina so in tsaya takarar majalisar dokokin jiha. Sai yaushe zan ajiye aiki? Kuma idan an taɓa yanke mini hukunci kan zamba, zan iya tsayawa?", [], "disqualification for a State House of Assembly"),
    (C, "84"): ("ig", "Onye na-ekpebi ụgwọ ọnwa onyeisi ala na ndị ọkaikpe Supreme Court? E nwere ike ibelata ụgwọ ọnwa ha mgbe a họpụtachara ha?", [], "remuneration of President, judges and others; not altered to their disadvantage"),
    (C, "285"): ("yo", "Ìbò gómìnà ti parí, a kò sì gbà pé olùdíje wa fìdí rẹmi lóòótọ́. Ọjọ́ mélòó ni a ní láti fi ẹjọ́ sílẹ̀ níwájú tribunal? Ọjọ́ mélòó ni wọ́n ní láti dájọ́?", [], "governorship election tribunal; 21 days to file, 180 days to decide"),
    (C, "77"): ("yo", "omo odun metadinlogun ni mi, se mo le forukosile lati dibo? se awon ara ilu ni won n yan senator taara?", [], "voter registration at 18; direct election of legislators; Yoruba typed plain on purpose"),
    (C, "266"): ("en", "Who picks the head of Abuja's Customary Court of Appeal, and do you have to be a lawyer to sit as a judge there?", [], "Customary Court of Appeal of the FCT: appointment and qualification"),
    (C, "74"): ("en", "If the boundaries of my senatorial district get redrawn this year, when does the new map actually apply? Straight away, or only after this Senate's term runs out?", [], "when alteration of constituency boundaries takes effect"),
    (C, "295"): ("ha", "Shari'ata tana gaban kotun majistare, sai aka taso da tambaya kan ma'anar wani sashe na kundin tsarin mulki. Idan na buƙaci a tura tambayar zuwa babbar kotu, dole ne majistare ya yarda?", [], "reference of constitutional questions from lower courts"),
    (C, "181"): ("pcm", "If person win governorship election but die before dem swear am in, wetin go happen? Na the deputy go become governor? And if the two of dem die nko?", [], "death of Governor-elect before oath"),
    (C, "175"): ("yo", "Ẹ̀gbọ́n mi wà lẹ́wọ̀n fún ẹ̀ṣẹ̀ tí ó rú òfin ìjọba àpapọ̀. Ṣé Ààrẹ lè dáríjì í tàbí dín ìjìyà rẹ̀ kù? Ta ni Ààrẹ gbọ́dọ̀ bá sọ̀rọ̀ kí ó tó ṣe bẹ́ẹ̀?", [], "prerogative of mercy; Council of State"),
    (C, "66"): ("pcm", "My uncle wan contest for House of Reps but him get British passport join. E fit block am? And him be civil servant, when him suppose resign before the election?", [], "disqualification for National Assembly: foreign citizenship, public servants"),
    (C, "96"): ("en", "What's the minimum number of members who must be present before a state House of Assembly can do business? Is it different for the very first sitting?", [], "quorum of a House of Assembly"),
    (C, "134"): ("ha", "Idan 'yan takarar shugaban ƙasa sun fi biyu, me ɗan takara yake buƙata kafin a ce ya ci zaɓe? Idan babu wanda ya cika sharuɗɗan fa?", [], "presidential election with more than two candidates; run-off"),
    (C, "210"): ("ig", "Nne m lara ezumike nka na ọrụ gọọmentị steeti. Gọọmentị nwere ike ibelata pension ya? Ugboro ole ka a ga-eleghachi anya na pension? A na-atụ ụtụ isi na ya?", [], "State pension rights: review every five years, not taxed"),
    (C, "156"): ("yo", "Ṣé ọmọ ẹgbẹ́ òṣèlú lè di ọmọ ìgbìmọ̀ INEC? Tí wọ́n bá ti yọ ẹnìkan nípò nítorí ìwà àìtọ́, ọdún mélòó ni kí wọ́n tó lè yàn án sí irú ìgbìmọ̀ bẹ́ẹ̀?", [], "qualification for membership of federal executive bodies"),
    # ---------------- criminal-code ----------------
    (CC, "7"): ("ha", "Abokina ya yi sata, ni kuma na tsaya a bakin ƙofa ina yi masa gadi. Ni ma za a ɗauke ni a matsayin wanda ya aikata laifin?", [], "principal offenders: aiding"),
    (CC, "400"): ("ig", "Onye agbata obi m jikọrọ waya n'ọkụ latrik m na-akwụ ụgwọ ya, na-eji ya n'ụlọ ya. Nke a ọ bụ mpụ? Gịnị bụ ntaramahụhụ ya?", [], "fraudulent diversion of electrical power"),
    (CC, "407"): ("pcm", "Somebody drop letter for my shop say make I send am 500k or dem go burn the place. Wetin be the punishment for person wey write that kind letter?", [], "demanding property by written threats"),
    (CC, "333"): ("ig", "Ụgbọ mmiri kụwara n'osimiri anyị. Otu nwoke gbochiri ndị mmadụ ka ha ghara ịgbapụ n'ụgbọ ahụ. Gịnị bụ ntaramahụhụ iwu nyere maka ihe dị otú ahụ?", [], "preventing escape from a wreck"),
    (CC, "286"): ("ha", "Wani ya kawo min hari ba tare da na tsokane shi ba. Ƙarfi nawa zan iya amfani da shi wajen kare kaina? Idan na ji tsoron zai iya kashe ni fa?", [], "self-defence against unprovoked assault"),
    (CC, "327"): ("yo", "Ṣé ẹ̀ṣẹ̀ ni lóòótọ́ tí ènìyàn bá gbìyànjú láti pa ara rẹ̀ ní Nàìjíríà? Ẹ̀wọ̀n ọdún mélòó?", [], "attempted suicide"),
    (CC, "125A"): ("en", "A neighbour lied to local government officials about me so they would seal my shop. Is it an offence to feed false information to a public servant to get them to act against someone?", [], "false statement to public officers"),
    (CC, "225B"): ("en", "i'm a landlord and just found out a tenant is running a brothel in one of my flats. am i in trouble if i let it continue?", [], "keeping a brothel; landlord letting premises; lowercase texting style"),
    (CC, "388"): ("en", "My brother and I own a car together. He took it and sold it without telling me. Can he be charged with stealing even though he's part-owner?", [], "stealing by a joint owner"),
    (CC, "381"): ("ha", "Ina sayar da jaridu a kasuwa. Idan wata jarida ta buga ɓatanci game da wani mutum, za a iya kama ni saboda na sayar da ita?", [], "innocent sellers of newspapers and defamation"),
    (CC, "282"): ("en", "Men are trying to break into my house at night. How much force am I allowed to use to stop them getting in?", [], "defence of dwelling-house"),
    (CC, "204"): ("ig", "Otu onye na-akparị okpukpe ndị ọzọ n'ihu ọha ka o wee kpasuo ha iwe. Criminal Code ọ kwuru ihe gbasara nke a? Gịnị bụ ntaramahụhụ ya?", [], "insult to a religion"),
    (CC, "466"): ("yo", "Ẹnìkan ṣe ayédèrú ìwé sọ̀wédowó tí ó jẹ́ pé ní London ni wọ́n ti máa san owó rẹ̀. Ṣé wọ́n lè fi ẹ̀sùn ayédèrú kàn án níbí ní Nàìjíríà bí owó náà kò tilẹ̀ sí níbí?", [], "forgery of payment documents: country immaterial"),
    # ---------------- cybercrime-act ----------------
    ("cybercrime-act", "45"): ("ha", "'Yan sanda suna so su bincika wayata da kwamfutata saboda zargin damfarar intanet. Dole ne su samo takardar izini daga alƙali (warrant) kafin su ƙwace su?", [], "warrant for search and seizure of electronic evidence"),
    ("cybercrime-act", "31"): ("en", "I left my job last month but I still have the admin passwords to the company's servers. My old boss says he'll report me. Is it actually a crime to hold on to them?", [], "employee's duty to surrender codes and access rights"),
    ("cybercrime-act", "17"): ("ig", "Anyị bịanyere aka n'akwụkwọ ire ala n'ịntanetị (e-signature). Ọ ga-aba uru n'iwu? Enwere akwụkwọ ndị a na-apụghị iji e-signature bịanye aka, dị ka akwụkwọ ekpe (will)?", [], "electronic signatures and excluded documents"),
    ("cybercrime-act", "48"): ("yo", "Tí ilé-ẹjọ́ bá dá ọmọkùnrin kan lẹ́bi fún jìbìtì orí ẹ̀rọ ayélujára (yahoo), ṣé wọ́n lè gba ilé àti mọ́tò tí ó fi owó náà rà? Kí ló máa ṣẹlẹ̀ sí ìwé ìrìnnà rẹ̀?", [], "forfeiture of assets and devices; passport cancelled"),
    # ---------------- efcc-act ----------------
    ("efcc-act", "36"): ("yo", "Ta ló ń yẹ ìwé ìṣirò owó EFCC wò? Ṣé wọ́n máa ń ṣe àyẹ̀wò rẹ̀ lọ́dọọdún?", [], "EFCC accounts and annual audit"),
    ("efcc-act", "14"): ("ig", "Abu m onye oru n'ulo aku. O buru na m eleghi anya hu na ulo aku anyi na-agbaso iwu EFCC, gini ga-eme m? EFCC nwere ike inara ego kama ikpe (compound)?", [], "bank officers' offences; EFCC compounding; Igbo typed plain on purpose"),
    ("efcc-act", "21"): ("ig", "Ọ bụrụ na a mara mmadụ ikpe n'okpuru iwu EFCC, ihe onwunwe o ji ego aghụghọ zụta ga-abụ nke gọọmentị etiti?", [], "forfeiture of property on conviction"),
    ("efcc-act", "23"): ("ig", "Nwanne m nwoke ka a mara ikpe n'ikpe EFCC, ha weghaarala paspọtụ ya. Kedu mgbe a ga-enyeghachi ya ya?", [], "forfeiture of passport until sentence served or pardon"),
    # ---------------- electoral-act ----------------
    ("electoral-act", "69"): ("ig", "Mgbe ntuli aka gachara, onye na-edebe akwukwo ntuli aka na akwukwo nsonaazu (result sheets) nke returning officers wetara?", [], "custody of election documents; Igbo typed plain on purpose"),
    ("electoral-act", "75"): ("yo", "Àwa kan fẹ́ dá ẹgbẹ́ òṣèlú tuntun sílẹ̀. Ìgbà wo ni a gbọ́dọ̀ fi ìwé ìbéèrè ránṣẹ́ sí INEC ṣáájú ìdìbò gbogbogbò? Tí INEC bá dákẹ́ lẹ́yìn ọgọ́ta ọjọ́ ńkọ́?", [], "registration of political parties; 12 months; deemed registration after 60 days"),
    ("electoral-act", "66"): ("en", "For a House of Reps seat with five candidates, does the winner need over half the votes or just the most votes? Who announces it?", [], "declaration of result: highest number of votes"),
    ("electoral-act", "32"): ("en", "Our party's candidate is missing from the list INEC put up on its website. How long do we have to complain, and how? Could the election be cancelled because of it?", [], "publication of nominated candidates; party's notice within 90 days"),
    # ---------------- evidence-act ----------------
    ("evidence-act", "150"): ("en", "My brother abroad signed a power of attorney in front of a notary so I can manage his land. Will a Nigerian court accept it as properly signed, or do I need to bring witnesses?", [], "presumption as to powers of attorney"),
    ("evidence-act", "65"): ("yo", "Mo fẹ́ pe adájọ́ kan lẹ́jọ́ nítorí ohun tí ó ṣe nínú ẹjọ́ mi. Ṣé ìdájọ́ tí ó kọ máa jẹ́ ẹ̀rí pé ó ní àṣẹ láti gbọ́ ẹjọ́ náà?", [], "judgment conclusive in an action against a judge"),
    ("evidence-act", "43"): ("pcm", "One old man for our village wey don die talk before before say that footpath na public road for everybody. Court fit accept wetin him talk as evidence for our land case now?", [], "statements of opinion on public rights or custom"),
    ("evidence-act", "47"): ("en", "The main witness in my brother's criminal case gave a deposition earlier and has since died. Can that statement be read out at the trial?", [], "deposition used when witness cannot be called"),
    ("evidence-act", "233"): ("ig", "N'ikpe anyị, onye akaebe nke onye anyị na ya na-alụ ikpe nara ego ka o kwuo ụgha. Olee ụzọ anyị ga-esi gosi ụlọikpe na a gaghị ekwenye okwu ya?", [], "impeaching the credit of a witness"),
    # ---------------- isa ----------------
    ("isa", "130"): ("yo", "Alágbàtà shares mi fẹ́ yá mi lówó kí n fi ra shares sí i. Ṣé SEC ní àṣẹ láti ṣe òfin lórí iye owó tí wọ́n lè yá ènìyàn fún rírà shares?", [], "regulations on credit and margin in securities"),
    ("isa", "345"): ("en", "Can SEC's own in-house lawyers prosecute someone for capital market fraud, or does it have to be the Attorney-General?", [], "SEC lawyers prosecuting with AGF consent"),
    ("isa", "264"): ("pcm", "Warehouse people give me receipt say na 100 bags of grade A maize, but na 60 bags of bad maize dem get, and dem sabi. Wetin law fit do them?", [], "false statement in a warehouse receipt"),
    ("isa", "151"): ("ha", "Waɗanne irin tsarin zuba jari na haɗin gwiwa (collective investment scheme) ne SEC za ta iya amincewa da su? Har da na gidaje da filaye?", [], "types of collective investment schemes"),
    ("isa", "141"): ("ha", "Kamfanoni biyu da ke kasuwar hannun jari suna so su haɗe. Me ake buƙata daga SEC da kotu kafin haɗewar ta tabbata?", [("cama", "711")], "merger of public companies: SEC approval, court-ordered meetings; CAMA s.711 covers the court scheme"),
    ("isa", "316"): ("en", "Who selects the people who sit on the Investments and Securities Tribunal, including its chair, and who can push for one of them to be removed?", [], "appointment and discipline of IST members"),
    ("isa", "106"): ("ig", "Anyị chọrọ ịkpọ ọha na eze ka ha zụta shares n'ụlọ ọrụ anyị. Ọ dị mkpa ka anyị debanye prospectus na SEC tupu mgbe ahụ? Ọ ga-adị ọhụrụ ruo ole?", [], "prospectus required for public invitation"),
    ("isa", "308"): ("yo", "Ilé-iṣẹ́ wa fẹ́ ta bond fún àwọn ará ìlú. Ṣé a nílò ìfọwọ́sí SEC ṣáájú? Tí a kò bá tíì san èlé lórí bond àtijọ́ ńkọ́?", [], "debt securities need SEC approval; not while in default"),
    ("isa", "263"): ("yo", "Mo gbọ́ pé ẹni tó ń bójútó ilé ìkẹ́rùsí (warehouse) kan ń kọ rìsíìtì fún àgbàdo tí wọn kò tíì kó wá. Kí ni ìjìyà rẹ̀ lábẹ́ òfin?", [("isa", "264")], "warehouse receipt for goods not received; s.264 also covers knowingly false receipts"),
    ("isa", "165"): ("yo", "Nínú ìwé àdéhùn unit trust tí mo fi owó sí, gbólóhùn kan sọ pé trustee kò ní jẹ̀bi tí ó bá ṣe àìbìkítà. Ṣé irú gbólóhùn bẹ́ẹ̀ fẹsẹ̀ múlẹ̀ lábẹ́ òfin?", [], "trustee exemption clauses void"),
    ("isa", "199"): ("yo", "alagbata (stockbroker) mi sa lo pelu owo mi, ile-ise won si ti wo. se owo kan wa ti won fi n san fun awon oludokowo bi emi?", [], "investor protection fund objectives; Yoruba typed plain on purpose"),
    ("isa", "36"): ("ha", "Shin SEC na da ikon dakatar da cinikin hannun jarin wani kamfani a kasuwar hannun jari? Na tsawon kwanaki nawa? Idan kasuwar ta ki bin umarnin fa?", [], "suspension of trading in particular securities; Hausa typed without hooked letters on purpose"),
    ("isa", "9"): ("ha", "Me zai sa memba na hukumar gudanarwar SEC ya rasa kujerarsa? Shugaban ƙasa zai iya cire shi? Idan yana so ya yi murabus, sai ya ba da sanarwa ta wata nawa?", [], "board members of SEC: cessation, removal, resignation"),
    ("isa", "3"): ("yo", "Kí ni iṣẹ́ SEC gan-an? Ṣé àwọn ni wọ́n ń mójútó àwọn ilé-iṣẹ́ tí wọ́n ń ta owó orí ayélujára (crypto exchange)?", [], "objectives and functions of SEC incl. virtual asset exchanges"),
    # ---------------- pia ----------------
    ("pia", "129"): ("en", "We want to build a small LNG plant to clean and process gas. Which licence do we need from the Authority, and what facilities does it let us run?", [], "gas processing licence"),
    ("pia", "229"): ("yo", "Òṣìṣẹ́ àjọ tí ń mójútó epo wá sí ilé epo wa láti ṣàyẹ̀wò, ọ̀gá wa sì lé wọn jáde. Kí ni ìjìyà rẹ̀? Tí a bá ba ẹ̀rọ kan jẹ́, ṣé wọ́n lè ní kí a dá iṣẹ́ dúró?", [("pia", "228")], "penalties for obstructing officers and damaging facilities; s.228 holds the prohibitions"),
    ("pia", "263"): ("yo", "Ilé-iṣẹ́ epo wa ń san owó ilẹ̀ (rent), royalty, a sì ń tún ẹ̀rọ ṣe. Ṣé a lè yọ àwọn ìnáwó yìí kúrò kí wọ́n tó ṣírò owó-orí hydrocarbon?", [], "allowable deductions for hydrocarbon tax"),
    ("pia", "244"): ("en", "How is the money in our host community trust split up each year? Our community wants to know what share actually goes to projects.", [], "allocation of the host communities trust fund: 75/20/5"),
    ("pia", "186"): ("ha", "Muna da lasisin tace ɗanyen mai. Waɗanne sharuɗɗa ne doka ta ɗora mana kan tsaro da kare muhalli?", [], "conditions of a crude oil refining licence"),
    ("pia", "260"): ("yo", "Ṣé owó-orí hydrocarbon kan gáàsì àdánidá náà ni, àbí epo rọ̀bì nìkan? Ṣé ó kan àwọn tí ń wa epo ní òkun jíjìn (deep offshore)?", [], "scope of hydrocarbon tax"),
    ("pia", "77"): ("ig", "Afọ ole ka petroleum prospecting licence na-adị maka onshore? Nke dị n'oké osimiri (deep offshore) ọ̀ dị iche? Oke ala ole ka ha nwere ike iwe?", [], "duration and area of petroleum prospecting licences"),
    ("pia", "294"): ("yo", "ti ile-ise epo kan ba ko lati san owo-ori hydrocarbon, se ajo agbowo-ori le pe won lejo? eri wo lo to ni kootu?", [], "recovery of hydrocarbon tax by suit; certificate as evidence; Yoruba typed plain on purpose"),
    ("pia", "117"): ("pcm", "I get licence for petroleum business but I wan sell the business give another person. I fit just transfer the licence like that? And if the Authority no answer my application on time nko?", [], "assignment or transfer of licences; deemed approval"),
    ("pia", "156"): ("ig", "Anyị bụ ụlọ ọrụ chọrọ gas maka ụlọ nrụpụta anyị. Kedu mgbe onye na-ahazi gas n'ime obodo (domestic gas aggregator) na-enye onye na-emepụta gas iwu ka o resị anyị gas (purchase order)?", [], "gas purchase orders by the domestic gas aggregator"),
    ("pia", "297"): ("ha", "Kamfanin mai ya ƙi bin dokokin harajin hydrocarbon kuma babu hukuncin da aka ware musamman. Tarar nawa za a ci shi, kuma kowace rana idan ya ci gaba?", [], "administrative penalties under the tax chapter"),
    ("pia", "122"): ("en", "Why are gas pipeline tariffs quoted in dollars under the PIA, and can we pay in naira instead? What principles does the regulator use to set them?", [], "pricing principles and tariff methodology"),
    ("pia", "44"): ("ha", "Wa ke ƙayyade albashin ma'aikatan hukumar NMDPRA? Ana la'akari da abin da ake biya a kamfanonin mai?", [], "remuneration of the Authority's staff"),
    ("pia", "96"): ("ig", "Onye nwere oil mining lease kwụsịrị ịrụpụta mmanụ ihe karịrị ọnwa isii na-enweghị ihe kpatara ya. Minista nwere ike ịnapụ ya lease ahụ? Gịnị bụ ihe ndị ọzọ ga-eme ka a napụ ya?", [], "grounds for revoking a licence or lease"),
    ("pia", "205"): ("ha", "Wa ke ƙayyade farashin man fetur a gidajen mai yanzu, gwamnati ne ko kasuwa? Hukuma za ta iya shiga idan wani ya mamaye kasuwar?", [], "free-market pricing of petroleum products; regulation of dominant suppliers"),
    ("pia", "68"): ("ha", "Wanene mamallakin bayanan binciken mai (data) da kamfanoni ke tattarawa a kasar nan? Wa ke kula da filayen da ake bayarwa?", [], "title to petroleum data vested in the Federation; Hausa typed without hooked letters on purpose"),
    ("pia", "197"): ("ig", "Anyi nwere refinery. Anyi nwere ike inweta licence ire mmanu n'otutu (wholesale) nye ndi na-azu n'otutu na ndi na-ebuga ya mba ozo?", [], "wholesale petroleum liquids supply licence; Igbo typed plain on purpose"),
    # ---------------- police-act ----------------
    ("police-act", "7"): ("ha", "Shekara nawa ne sufeto janar na 'yan sanda (IGP) zai yi a kan kujera? Kuma wane irin karatu ake buƙata kafin a naɗa shi?", [], "IGP: appointment, qualification, four-year tenure"),
    ("police-act", "130"): ("ig", "Nwanne m nwanyị chọrọ ịbụ traffic warden. Ọ ga-aga ọzụzụ ruo izu ole? Gịnị bụ mkpụrụedemede dị na nọmba dị n'ubu uwe ha?", [], "traffic wardens: 12-week training, TW service number"),
    ("police-act", "75"): ("pcm", "Police arrest my brother with warrant, later dem release am. Now dem wan use that same old warrant carry am again. E legal? How long warrant dey last?", [], "warrant of arrest: to whom directed, duration, no re-arrest after release"),
    ("police-act", "41"): ("ha", "Idan wani ya aikata laifi a gaban alkali a cikin kotu, alkalin da kansa zai iya ba da umarnin a kama shi?", [], "arrest by a judge or magistrate; Hausa typed without hooked letters on purpose"),
    ("police-act", "57"): ("en", "police stopped and searched my car at a checkpoint. are they supposed to write anything down about it? what info has to be recorded", [], "National Search Record Form; lowercase texting style"),
    # ---------------- power-sector-act ----------------
    ("power-sector-act", "39"): ("yo", "Tí ọ̀kan lára àwọn kọmíṣọ́nnà NERC bá kú tàbí fi ipò sílẹ̀, ta ló máa yan ẹlòmíràn, láàárín àkókò wo?", [], "filling a vacancy among NERC commissioners"),
    ("power-sector-act", "57"): ("en", "Can NERC staff refuse to hand records or explanations to the auditors? What's the penalty if they do?", [], "auditor's access; offence of non-compliance"),
    ("power-sector-act", "37"): ("yo", "omo odun melo ni komisona NERC gbodo fi ipo sile? ti o ba fe fi ise sile, osu melo ni o gbodo fi to Aare leti?", [], "NERC commissioner vacating office: age 70, three months' notice; Yoruba typed plain on purpose"),
    ("power-sector-act", "1"): ("ha", "Bayan an kafa dokar gyaran wutar lantarki ta 2005, wa aka ɗora wa alhakin kafa kamfanin da zai riƙe kadarori da basussukan NEPA?", [], "initial holding company for NEPA's assets and liabilities"),
}

OUT_OF_LIBRARY = [
    # (lang, question, note)
    ("en", "What time does the Lagos-Ibadan train leave Mobolaji Johnson station on Saturdays, and how much is a first-class ticket?", "train timetable and fares"),
    ("en", "How many weeks of maternity leave is a woman entitled to at a private company in Nigeria, and is it paid?", "near miss: leave and employment words; no labour law in the library (grep 'maternity' finds nothing)"),
    ("en", "How do I change the phone number linked to my BVN without going to the bank?", "banking how-to"),
    ("en", "How much does it cost to register a trademark for my clothing brand, and how long does approval take?", "near miss: CAMA mentions trade marks (company names must not clash with one) but gives no trademark registration fee or procedure"),
    ("en", "Which teams are in this year's AFCON final and when is the match?", "football"),
    ("en", "how much is JAMB registration this year and when does the form close", "exam fees and calendar; lowercase texting style"),
    ("pcm", "Landlord wan increase my rent by 50% sharp sharp. E legal? How many months notice him suppose give me before I quit?", "near miss: criminal code and CAMA mention landlord, tenant and rent, but no tenancy or rent-control law is in the library"),
    ("pcm", "Abeg how I go take cook egusi soup with ugwu make e sweet like my mama own?", "recipe"),
    ("pcm", "How I go take link my NIN to my MTN line? Dem don block am.", "near miss: cybercrime act names the National Identity Management Commission and subscriber information, police act mentions national identity number; no SIM/NIN linking procedure"),
    ("pcm", "How much be bag of rice for Mile 12 market this week?", "market prices"),
    ("pcm", "Who win Big Brother Naija last season?", "entertainment"),
    ("pcm", "When schools for Lagos go resume for second term?", "school calendar"),
    ("ha", "Yaya ake raba gadon mamaci bisa shari'ar Musulunci? Matar mamaci kashi nawa take samu?", "near miss: the constitution gives Sharia courts jurisdiction over Islamic personal law including succession, but no inheritance shares"),
    ("ha", "Farashin buhun masara nawa ne a kasuwar Dawanau yanzu?", "market prices"),
    ("ha", "Yaya ake dafa tuwon shinkafa da miyar kuka?", "recipe"),
    ("ha", "Ina so in yi wa babur ɗina na achaba rijista. Nawa ne kuɗin lambar rijista da takardun mallaka?", "near miss: police act mentions a vehicle's registration number in the search record; no vehicle registration fees"),
    ("ha", "Wace ƙungiya ce ta lashe gasar Premier League a bara?", "football"),
    ("ha", "Ta yaya zan buɗe asusun banki ta wayar hannu ba tare da zuwa banki ba?", "banking how-to"),
    ("yo", "Èló ni owó tí wọ́n ń gbà láti ṣe ìgbéyàwó ní ọ́fíìsì ìforúkọsílẹ̀ ìgbéyàwó ìjọba ìbílẹ̀?", "near miss: the constitution and CAMA mention marriage and registries, but no marriage registry fees"),
    ("yo", "Báwo ni mo ṣe lè se ọbẹ̀ ẹ̀fọ́ rírò tí ó dùn?", "recipe"),
    ("yo", "Ìgbà wo ni WAEC máa gbé èsì ìdánwò ọdún yìí jáde?", "exam results calendar"),
    ("yo", "Ìpín mélòó nínú owó oṣù mi ni wọ́n ń yọ fún owó-orí (PAYE)? Èló ni mo máa san tí owó oṣù mi bá jẹ́ ₦150,000?", "near miss: the constitution mentions personal income tax and the PIA mentions PAYE, but no personal income tax rates"),
    ("yo", "Ta ló gba bọ́ọ̀lù láàárín Super Eagles àti Ghana ní ìdíje tó kọjá?", "football"),
    ("yo", "omo odun melo ni omo gbodo pe ki o to bere ile-iwe alakobere (primary school)?", "near miss: the constitution mentions free and compulsory primary education but no school starting age; typed plain"),
    ("ig", "Ego ole ka e ji enweta akwụkwọ ọmụmụ (birth certificate) maka nwa a mụrụ ọhụrụ? Ebee ka m ga-aga?", "near miss: the cybercrime act and electoral act mention birth certificates but give no fee or procedure"),
    ("ig", "Kedu ka m ga-esi sie ofe onugbu nke ga-atọ ụtọ?", "recipe"),
    ("ig", "Ego ole bụ ụgwọ akwụkwọ na mahadum UNN maka ụmụ akwụkwọ ọhụrụ afọ a?", "school fees"),
    ("ig", "Afọ ole ka mmadụ ga-eru tupu ọ lụọ di ma ọ bụ nwunye n'iwu Naịjirịa?", "near miss: the constitution defines full age as eighteen and mentions married women, but sets no minimum marriage age"),
    ("ig", "Onye meriri onyinye onye na-eme ihe nkiri kacha mma na AMVCA afọ a?", "entertainment"),
    ("ig", "Kedu ka m ga-esi gbanwee paswọọdụ WhatsApp m ma ọ bụrụ na m chefuru ya?", "phone how-to"),
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
    with open(os.path.join(HERE, "chat-eval-blind4.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "out-of-library.jsonl"), "w", encoding="utf-8") as fh:
        for j, (lang, question, note) in enumerate(OUT_OF_LIBRARY, 1):
            fh.write(json.dumps({"id": f"{PREFIX}-OOL-{j:03d}", "question": question, "expected": [],
                                 "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} answerable and {len(OUT_OF_LIBRARY)} out-of-library questions")


if __name__ == "__main__":
    main()

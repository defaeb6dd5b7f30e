#!/usr/bin/env python3
"""Builds chat-eval-blind2.jsonl and out-of-library.jsonl for blind set 2.

The sections come from sample_sections.py (seed 20261129). For each act the writer took the
ranked candidates in order, skipped those in SKIPS (with the reason given), and kept the rest
until the act's quota was met; main() re-checks that this is exactly what happened. The
language of each kept item comes from sample_sections.languages() in (act, rank) order.
QUESTIONS holds the text written for each kept section: (act, section) -> (lang, question,
extra expected sections [(act, section), ...], note). The first expected entry is always
the sampled section itself.
"""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sample_sections as S  # noqa: E402

SKIPS = {
    "cama": {
        6: "s.16: CAC's annual report to the Minister (internal administration)",
        8: "s.234: bare cross-reference applying share provisions to debentures",
        15: "s.752: penalty cross-reference only",
        20: "s.514: timing of an order under s.513 (machinery)",
        34: "s.13: CAC's own fund (internal finance)",
        39: "s.545: variation of time limits in administration (machinery)",
        42: "s.356: penalty cross-reference only",
        44: "s.616: rules delegating court powers to a liquidator (machinery)",
        49: "s.516: consent procedure for extending an administrator's term (machinery)",
        50: "s.311: technical exceptions to s.310",
    },
    "constitution": {
        11: "s.313: transitional revenue-allocation rule pending an Act (no stand-alone citizen question)",
    },
    "criminal-code": {
        3: "s.178: obsolete postal offence (Postmaster-General letter boxes, N100 fine)",
        14: "s.128: compounding penal actions (obscure procedural offence)",
    },
    "efcc-act": {
        2: "s.11: EFCC's internal training programme",
    },
    "evidence-act": {
        6: "s.98: technical rule on proving execution of documents",
    },
    "isa": {
        1: "s.278: issuer machinery for government promissory notes",
        9: "s.294: registrar's consolidation of debt-security certificates (machinery)",
        13: "s.49: default proceedings of financial market infrastructure (machinery)",
        20: "s.189: notice procedure for SEC directives (machinery)",
    },
    "pia": {
        3: "s.141: technical tariff rule between gas network operator and pipeline owners",
        4: "s.67: general statement of principle with nothing to answer",
        6: "s.134: technical licence conditions for bulk gas storage affiliates",
        9: "s.139: technical operating obligations of the gas transportation network operator",
        22: "s.276: tax representative's right of retention (machinery)",
    },
    "police-act": {
        2: "s.85: internal duty of officers to pass information up the chain",
        6: "s.111: training hours of special constables (internal)",
    },
    "power-sector-act": {
        4: "s.51: the Commission's internal budget",
        6: "s.6: spent transfer directions to NEPA's board",
        7: "s.22: spent transfer directions to the initial holding company",
        8: "s.52: the Commission's funds (internal finance)",
    },
}

C = "constitution"
QUESTIONS = {
    # ---------------- cama ----------------
    ("cama", "97"): ("en", "If our manager signs a cheque or promissory note in the company's name, is the company bound to pay it or is it his personal debt?", [], "bills and notes made in the company's name by someone with authority bind the company"),
    ("cama", "617"): ("yo", "Ilé-ẹjọ́ ti pàṣẹ pé kí wọ́n tú ilé-iṣẹ́ wa ká (winding-up), liquidator sì ti parí gbogbo iṣẹ́ rẹ̀. Kí ló kù kí ilé-iṣẹ́ náà tó parẹ́ pátápátá lábẹ́ òfin?", [], "court orders dissolution on the liquidator's application; order sent to CAC within 14 days"),
    ("cama", "371"): ("ha", "Hukumar CAC za ta iya tilasta min in faɗa mata sunan ainihin mai hannun jarin da nake riƙewa a madadinsa? Idan na ƙi fa?", [], "CAC may demand information on who is interested in shares; refusal or false answer is an offence"),
    ("cama", "2"): ("ig", "Ndị ole nọ na Board na-achị CAC? Ònye na-ahọpụta onyeisi oche ya?", [], "composition of the CAC Governing Board; chairman appointed by the President"),
    ("cama", "404"): ("en", "How many people sit on a public company's audit committee, and do they get paid for it?", [], "audit committee of five (3 members + 2 non-executive directors), unpaid, elected yearly"),
    ("cama", "614"): ("yo", "Wọ́n ti fẹ́ tú ilé-iṣẹ́ wa ká. Ọ̀kan lára àwọn onípín (shareholder) tí kò tíì san owó ìpín rẹ̀ tán fẹ́ sá lọ sí òkè-òkun. Ṣé ilé-ẹjọ́ lè ní kí wọ́n mú un?", [], "court may arrest an absconding contributory and seize his property"),
    ("cama", "502"): ("ig", "Ụlọ ọrụ anyị nọ n'okpuru administrator. Ha ji m ụgwọ, mana enweghị m security ọ bụla. Administrator ọ nwere ike ịkwụ m ụgwọ m ugbu a?", [], "distribution to an unsecured, non-preferential creditor needs the court's permission"),
    ("cama", "271"): ("pcm", "Na only me and my brother be directors for our company, e no be small company. My brother don comot. If I continue the business alone for like 3 months, wahala dey?", [], "at least two directors; replace within a month; personal liability after 60 days"),
    ("cama", "741"): ("en", "I reported a company and the court fined it under the companies law. Can the judge give me part of the fine as a reward?", [], "court may apply a fine to costs or to reward the informer"),
    ("cama", "513"): ("ig", "Ruo ogologo oge ole ka administrator ga-anọ n'ọrụ n'ụlọ ọrụ? Enwere ike ịgbatị oge ya?", [], "administrator's appointment ends after one year; extension by court or by consent up to six months"),
    ("cama", "654"): ("ha", "Bayan an naɗa liquidator don rufe kamfani, cikin kwana nawa ne dole ya sanar da jama'a da CAC game da naɗinsa?", [], "liquidator must gazette/advertise and notify CAC within 14 days"),
    ("cama", "619"): ("en", "The court made a winding-up order against my company. Can I appeal it, and how?", [], "appeals from winding-up orders lie as in ordinary cases"),
    ("cama", "158"): ("en", "The directors want me to pay the unpaid balance on my shares. Is there a limit to how much they can demand at one time, and how much notice should I get?", [], "calls on shares: max one quarter of nominal value, one month apart, 14 days' notice"),
    ("cama", "505"): ("pcm", "The administrator wey dem put for our company dey do anyhow, e no follow the plan wey creditors approve. Court fit give am direction?", [], "administrator must manage per approved proposals and comply with court directions"),
    ("cama", "145"): ("ig", "Ụlọ ọrụ anyị rere shares karịa ọnụahịa ha (at a premium). Gịnị ka enwere ike iji ego premium ahụ mee?", [], "share premium account and its permitted uses"),
    ("cama", "784"): ("en", "After a CAC inspector's report found serious wrongdoing in a company, can CAC itself go to court to have the company wound up?", [], "CAC may petition for winding-up in the public interest after an inspector's report"),
    ("cama", "668"): ("yo", "Ọ̀gá ilé-iṣẹ́ wa kó àwọn ẹ̀rọ ilé-iṣẹ́ pamọ́ ní oṣù díẹ̀ ṣáájú kí wọ́n tó bẹ̀rẹ̀ sí í tú ilé-iṣẹ́ náà ká, kò sì kó àwọn ìwé àkọsílẹ̀ fún liquidator. Ṣé ẹ̀ṣẹ̀ ni èyí?", [], "offences by officers of a company in liquidation (concealing property, withholding books)"),
    ("cama", "32"): ("en", "does every company need articles of association? can we just use the standard ones instead of writing our own", [("cama", "34")], "company must have articles; model articles apply where none registered (s.34)"),
    ("cama", "71"): ("en", "Some years ago we re-registered our company from limited to unlimited. Can we now switch it back to a limited company?", [], "unlimited company may re-register as limited only if not previously re-registered as unlimited"),
    ("cama", "452"): ("en", "The bank that holds a floating charge over all our company's assets says it will appoint an administrator. Can a lender do that?", [], "holder of a qualifying floating charge may appoint an administrator"),
    ("cama", "331"): ("ig", "Onye bụ director ma bụrụkwa secretary n'otu oge, ọ nwere ike ịbịanye aka naanị ya n'akwụkwọ chọrọ mbinye aka director na secretary?", [], "act required of a director and the secretary not satisfied by one person in both roles"),
    ("cama", "214"): ("en", "Can I sell my company debenture to someone else, or can the company stop the transfer?", [], "debentures freely transferable unless restriction endorsed on the certificate"),
    ("cama", "739"): ("pcm", "One guy wey never register anything for CAC don write 'Ltd' for him shop signboard. E legal?", [], "penalty for trading under 'Limited' etc. without incorporation"),
    ("cama", "363"): ("en", "CAC sent an inspector to investigate our company. As a shareholder can I get a copy of his report?", [], "inspector's reports; copies to members etc. on request and fee"),
    ("cama", "160"): ("en", "Can I pay for my shares in a private company with my land instead of cash?", [], "shares paid in cash or, if articles permit, other valuable consideration"),
    ("cama", "294"): ("pcm", "Board remove me as managing director before my contract finish. I fit claim anything?", [("cama", "288")], "removed MD may claim for breach of contract (s.294(2)); s.288(6) keeps compensation"),
    ("cama", "509"): ("en", "Our company is in administration and has a generator we got on hire purchase. Can the administrator sell it?", [], "court may let the administrator dispose of hire-purchase goods"),
    ("cama", "72"): ("ha", "Muna so mu mayar da kamfaninmu mara iyaka (unlimited) ya zama mai iyaka ta hanyar garanti (limited by guarantee). Me takardar garanti (statement of guarantee) za ta ƙunsa?", [], "application for re-registration; content of the statement of guarantee"),
    ("cama", "737"): ("en", "If the Attorney-General prosecutes me under CAMA, can my lawyer be forced to reveal what I told him?", [], "privileged communications saved"),
    ("cama", "659"): ("en", "Just before our company collapsed, the MD gave a company car to his cousin for almost nothing. Can the liquidator undo that?", [], "transactions at an undervalue can be reversed by court order"),
    ("cama", "831"): ("en", "Our church has two branches registered separately as incorporated trustees but with the same trustees. Can CAC treat them as one association?", [], "CAC may treat associations with the same trustees as one"),
    ("cama", "391"): ("ha", "Idan kamfani ya gabatar da rahoton kuɗi (financial statements) da bai cika ƙa'idar doka ba, shin daraktoci ne za su ɗauki hukunci?", [], "directors liable to penalty for defective financial statements"),
    ("cama", "723"): ("ig", "Articles of association nke ụlọ ọrụ anyị nwere otu clause na-emegide iwu CAMA. Nke ole ga-eguzo?", [], "Act overrides memorandum/articles; repugnant provisions void"),
    ("cama", "585"): ("yo", "Tí ilé-ẹjọ́ bá pàṣẹ pé kí wọ́n tú ilé-iṣẹ́ kan ká ṣùgbọ́n tí kò yan liquidator, ta ni yóò ṣe iṣẹ́ liquidator?", [], "official receiver becomes liquidator if none appointed"),
    ("cama", "114"): ("pcm", "Company talk say dem go close register of members. How long dem fit close am for one year?", [], "register may be closed up to 30 days a year after newspaper notice"),
    ("cama", "450"): ("en", "Who can go to court to ask for an administration order for a struggling company? Can a creditor do it?", [], "who may apply for an administration order"),
    ("cama", "434"): ("yo", "Gbèsè ti pọ̀ jù lórí ilé-iṣẹ́ wa. Ṣé àwọn olùdarí (directors) lè gbé àbá kalẹ̀ fún àwọn tí a jẹ lówó pé kí a san apá kan gbèsè náà (voluntary arrangement)?", [], "directors may propose a voluntary arrangement to creditors"),
    ("cama", "627"): ("pcm", "We wan close our company by ourselves (voluntary winding up). Who go appoint the liquidator, and directors still get power after?", [], "general meeting appoints liquidator; directors' powers cease"),
    ("cama", "746"): ("pcm", "If one partner comot from our LLP, the LLP go still dey or e don scatter?", [], "LLP is a separate body corporate; change of partners does not affect it"),
    ("cama", "269"): ("en", "A man has been calling himself a director of our company in meetings with suppliers, but he was never appointed. Is that an offence?", [], "holding out as a director without appointment is an offence"),
    ("cama", "430"): ("ig", "Ụlọ ọrụ anyị nwetara uru (profit) buru ibu. Directors ọ nwere ike idowe ya dị ka reserve, ma ọ bụ nye anyị bonus shares kama ego?", [], "reserves and capitalisation of profits into bonus shares"),
    ("cama", "655"): ("en", "My claim against a company in liquidation is for damages from an accident and the amount is not fixed yet. Can I still file it?", [], "contingent and unliquidated claims provable in winding-up"),
    ("cama", "171"): ("yo", "Mo ra ìpín (shares) nínú ilé-iṣẹ́ kan, ṣùgbọ́n mi ò tíì rí sàtífíkéètì ìpín mi gbà. Láàárín àkókò wo ni wọ́n gbọ́dọ̀ fi fún mi?", [], "share certificates within two months of allotment / three of transfer"),
    ("cama", "177"): ("pcm", "I buy shares from my padi, company refuse to register the transfer and dem no talk anything. Dem suppose tell me?", [], "notice of refusal to register a transfer within two months"),
    # ---------------- constitution ----------------
    (C, "179"): ("pcm", "For governorship election, if one candidate get highest votes but e no reach 25% for two-thirds of the LGAs, wetin go happen?", [], "winning threshold for governor; run-off elections"),
    (C, "230"): ("en", "how many justices can the supreme court have", [], "Supreme Court: CJN plus up to 21 justices"),
    (C, "31"): ("en", "My grandfather was born in Nigeria but died before 1960. Does he still count as Nigerian when I claim citizenship by birth?", [(C, "25")], "parent/grandparent deemed citizen (s.31) for citizenship by birth (s.25)"),
    (C, "188"): ("en", "How do lawmakers impeach a governor? What are the steps?", [], "removal of Governor or Deputy Governor"),
    (C, "275"): ("en", "Does every state have to have a Sharia Court of Appeal?", [], "Sharia Court of Appeal for any State that requires it"),
    (C, "80"): ("en", "Can a minister take money out of the federal government's main account for a project the National Assembly never approved?", [(C, "81")], "no withdrawal from the Consolidated Revenue Fund without appropriation (s.80); supplementary estimates (s.81(4))"),
    (C, "192"): ("en", "If a state House of Assembly member is made a commissioner, does he keep his seat in the Assembly?", [], "member appointed Commissioner deemed to have resigned"),
    (C, "41"): ("en", "Can the government stop a Nigerian from leaving the country or deport him?", [], "freedom of movement; exceptions"),
    (C, "195"): ("en", "How many years must a lawyer have been qualified before he can be a state Attorney-General?", [], "State Attorney-General: legal practitioner of ten years"),
    (C, "178"): ("ha", "Yaushe ne ake yin zaɓen gwamna? Akwai iyakar lokaci kafin wa'adin gwamna mai ci ya ƙare?", [], "governorship election date window (150 to 30 days before term ends)"),
    (C, "6"): ("pcm", "Which courts be the superior courts for Naija? State fit create im own court?", [], "judicial powers; superior courts of record; power to establish lower courts"),
    (C, "91"): ("en", "How many members can a state House of Assembly have?", [], "House of Assembly: 24 to 40 members"),
    (C, "247"): ("en", "How many justices must sit at the Court of Appeal when it hears an appeal from a Sharia Court of Appeal?", [], "Court of Appeal duly constituted by three justices; learned in Islamic law for Sharia appeals"),
    (C, "267"): ("en", "What kind of cases does the Customary Court of Appeal in Abuja handle?", [], "FCT Customary Court of Appeal jurisdiction"),
    (C, "110"): ("pcm", "Our state assembly member no dey perform at all. How we fit recall am?", [], "recall of a member of a House of Assembly"),
    (C, "36"): ("pcm", "Police charge my uncle go court but him no sabi English. Court must provide interpreter for free?", [], "fair hearing: free interpreter (s.36(6)(e))"),
    (C, "202"): ("yo", "Ṣé gómìnà lè pàṣẹ fún State Judicial Service Commission nípa ẹni tí wọ́n máa yàn sí ipò tàbí ẹni tí wọ́n máa bá wí?", [], "independence of State Civil Service, Electoral and Judicial Service Commissions"),
    (C, "59"): ("en", "What happens if the Senate passes the budget but the House of Reps does not, and the new year has already started?", [], "money bills: joint finance committee and joint sitting"),
    # ---------------- criminal-code ----------------
    ("criminal-code", "225A"): ("ha", "Wani saurayi yana rayuwa ne a kan kuɗin da budurwarsa take samu daga karuwanci. Shin laifi ne a doka?", [], "male living on the earnings of prostitution"),
    ("criminal-code", "361"): ("en", "A man and his friends took a woman away against her will to force her to marry him. What is the punishment?", [], "abduction with intent to marry: seven years"),
    ("criminal-code", "339"): ("en", "My cousin is supposed to take care of our sick grandmother but leaves her without food or medicine. Is that a crime?", [("criminal-code", "300")], "failure to supply necessaries (s.339); duty to provide necessaries (s.300)"),
    ("criminal-code", "217"): ("en", "Is it a crime for two adult men to be intimate with each other in private, even if it's not full sex?", [], "gross indecency between males, public or private"),
    ("criminal-code", "273"): ("pcm", "We catch one thief for our street and we don hold am. If e wan run, how much force we fit use?", [], "force to prevent escape or rescue after lawful arrest"),
    ("criminal-code", "459"): ("yo", "Àwọn ọ̀dọ́ kan fi igi àti òkúta dí ojú-irin kí ọkọ̀ ojú-irin má lè kọjá nígbà ìwọ́de. Ṣé ẹ̀ṣẹ̀ ni lábẹ́ òfin?", [], "obstructing railways"),
    ("criminal-code", "278"): ("en", "If a soldier uses force to break up a riot because a police officer ordered him to, can he be charged for it?", [], "force used under lawful orders to suppress a riot"),
    ("criminal-code", "378"): ("en", "If I write a petition to the governor accusing our local government chairman of stealing funds, can I be charged with criminal defamation?", [], "absolute privilege for petitions to the President, Minister or Governor"),
    ("criminal-code", "468"): ("en", "I didn't make the fake certificate myself, I only used it to get a job. Am I still guilty?", [], "uttering a false document punished as forgery"),
    ("criminal-code", "419A"): ("en", "A man stayed in my hotel for two weeks running up a big bill, lying that his company would pay, then disappeared. Which offence is that?", [], "obtaining credit by false pretence"),
    ("criminal-code", "13"): ("pcm", "One man wey dey abroad send boys make dem do crime for Naija. If him come back Naija, dem fit charge am?", [], "offences procured from outside Nigeria"),
    ("criminal-code", "431"): ("en", "My apprentice took my motorcycle for a ride without asking me. Is that an offence even though he brought it back?", [], "unlawful use of animals or vehicles"),
    ("criminal-code", "120"): ("ig", "Otu onye uwe ojii tinyere ihe n'ụgbọala m ka o yie ka m mere mpụ, ka o were ya gosi n'ụlọikpe. Gịnị bụ ntaramahụhụ maka ịkpụ akaebe ụgha?", [], "fabricating evidence: seven years"),
    ("criminal-code", "389"): ("en", "My neighbour talked my wife into selling my generator while we still live together. Can he be charged with stealing?", [], "procuring a spouse to deal with the other's property is stealing"),
    ("criminal-code", "249"): ("en", "can police arrest people playing cards for money by the roadside", [], "idle and disorderly persons: games of chance in public"),
    ("criminal-code", "250"): ("en", "Police picked up my brother at night near a shop, saying he was loitering for an illegal purpose. What is that offence and what's the punishment?", [], "rogues and vagabonds: found wandering for an illegal purpose"),
    # ---------------- cybercrime-act ----------------
    ("cybercrime-act", "39"): ("ig", "Ndị uwe ojii nwere ike ige ntị n'oku ekwentị m ma ọ bụ gụọ ozi WhatsApp m n'enweghị iwu ụlọikpe?", [(C, "37")], "interception only on a judge's order (s.39); privacy of telephone conversations (Constitution s.37)"),
    ("cybercrime-act", "48"): ("pcm", "If court convict person for cybercrime, dem fit collect im car, phone and cancel im international passport?", [], "forfeiture of proceeds and devices; passport cancelled on conviction"),
    ("cybercrime-act", "17"): ("en", "Can I sign my will electronically? Is an e-signature valid for everything?", [("evidence-act", "93")], "electronic signatures binding, but not for wills and listed documents (s.17); e-signature satisfies signature rules of evidence (Evidence Act s.93(2))"),
    ("cybercrime-act", "8"): ("ig", "Onye ọrụ anyị a chụrụ n'ọrụ hichapụrụ data dị na sistemụ kọmputa ụlọ ọrụ anyị, nke mere ka ọ kwụsị ịrụ ọrụ. Nke a ọ bụ mpụ?", [("cybercrime-act", "16")], "system interference (s.8); unauthorised modification/deletion of data (s.16)"),
    ("cybercrime-act", "52"): ("ha", "Shin Najeriya za ta iya haɗa kai da 'yan sandan wata ƙasa wajen binciken laifukan intanet ko da babu yarjejeniya tsakaninsu?", [], "mutual assistance with foreign states even without a treaty"),
    # ---------------- efcc-act ----------------
    ("efcc-act", "28"): ("en", "EFCC arrested my uncle and straight away went after his houses and cars. Can they do that before he is convicted?", [("efcc-act", "26")], "EFCC must trace and attach assets on arrest, then get an interim order (s.28); seizure incidental to arrest (s.26)"),
    ("efcc-act", "18"): ("en", "I bought a car from a friend knowing he paid for it with money from a scam. Can EFCC charge me?", [("efcc-act", "17")], "acquiring or using property derived from an offence (s.18); acquiring property representing another's proceeds (s.17(b))"),
    ("efcc-act", "39"): ("ig", "Ọ bụrụ na m kọọrọ EFCC maka onye na-ezu ego ọha, ha ga-ekpughe aha m? Ọ bụrụ na m gwara ha okwu ụgha, gịnị ga-eme?", [], "informant identity protected; false statements an offence"),
    ("efcc-act", "32"): ("pcm", "EFCC don attach my oga house, but him wan sell am quick quick before the case finish. Wetin fit happen?", [], "dealing with attached property: five years without option of fine"),
    ("efcc-act", "40"): ("ha", "EFCC ta kai ƙarar wani a Babbar Kotu. Lauyansa yana so kotu ta dakatar da shari'ar (stay of proceedings) kafin a yanke hukunci. Zai yiwu?", [], "no stay of proceedings in EFCC cases until judgment"),
    # ---------------- electoral-act ----------------
    ("electoral-act", "10"): ("ha", "Waɗanne takardu nake buƙata don yin rajistar zaɓe? Dole ne in je da kaina?", [], "continuous registration: appear in person with ID documents"),
    ("electoral-act", "54"): ("yo", "Màmá mi kò ríran. Ṣé ó lè mú ẹnìkan tí ó yàn wọ inú ibi ìdìbò láti ràn án lọ́wọ́ láti dìbò?", [], "visually impaired voter may bring a helper of choice"),
    ("electoral-act", "65"): ("ha", "Jami'in tattara sakamako (returning officer) ya bayyana wanda ya ci zaɓe ba bisa ƙa'ida ba. Shin INEC za ta iya sake duba sanarwarsa?", [], "INEC may review a returning officer's declaration within seven days"),
    ("electoral-act", "105"): ("en", "In the area council elections in Abuja, only one councillor candidate is left after nominations close. Is there still a vote?", [], "sole councillor candidate returned unopposed; chairman nomination extended"),
    ("electoral-act", "57"): ("en", "At my polling unit a party agent said a young boy was under 18 and trying to vote. What is the presiding officer supposed to do?", [], "protest against under-age voter or impersonation; arrest on presiding officer's order"),
    # ---------------- evidence-act ----------------
    ("evidence-act", "85"): ("pcm", "Me and my business partner sign the agreement for two copies, each person sign one. For court, my own copy fit count as the original?", [], "primary evidence: counterparts (s.86 text sits under the s.85 heading in this file)"),
    ("evidence-act", "122"): ("ig", "N'ụlọikpe, m ga-egosi na otu ụbọchị bụ ụbọchị ezumike ọha, ka ọ bụ na ụlọikpe maara ya n'onwe ya?", [], "judicial notice of public holidays, laws, seals etc."),
    ("evidence-act", "190"): ("ig", "Enwere m ike iwebata akwụkwọ nzuzo nke ministry gọọmentị n'ụlọikpe iji kwado okwu m?", [], "unpublished official records on affairs of State need the head of ministry's permission"),
    ("evidence-act", "226"): ("ha", "Lauyan ɗaya ɓangaren yana yi min tambayoyin ɓata suna a kotu ba tare da wani dalili ba. Alƙali zai iya kai ƙararsa?", [], "court may report a legal practitioner for questions asked without reasonable grounds"),
    ("evidence-act", "36"): ("en", "I'm charged with receiving stolen goods. Can the prosecution bring up my old fraud conviction to show I knew they were stolen?", [], "previous conviction within 5 years admissible, with 7 days' notice"),
    ("evidence-act", "253"): ("en", "I live in Kano but I've been served a subpoena from a Lagos court. What happens if I don't go?", [], "subpoena served in another State; warrant if witness fails to attend"),
    ("evidence-act", "224"): ("en", "In court the lawyer asked me about something embarrassing from my past that has nothing to do with the case. Do I have to answer?", [], "court decides whether witness must answer questions on character"),
    # ---------------- isa ----------------
    ("isa", "198"): ("en", "Is there a fund at the stock exchange that protects investors, and who manages it?", [], "investor protection fund run by a board of trustees"),
    ("isa", "132"): ("pcm", "Some guys dey buy and sell the same shares among themselves make the price look like e dey move. E legal?", [], "false or misleading appearance of active trading"),
    ("isa", "342"): ("pcm", "SEC staff do something wey spoil my business. I fit sue am?", [], "protection of SEC staff acting in good faith"),
    ("isa", "133"): ("en", "Someone posted fake news on Twitter that a bank's share price will double next week so people will rush to buy. Is that illegal?", [("isa", "134")], "false or misleading statements inducing dealings (s.133); false or misleading statements generally (s.134(1)(a))"),
    ("isa", "191"): ("en", "How can a company raise money from the public to invest in real estate through the capital market? What rights do the investors get?", [], "real estate investment companies and trusts"),
    ("isa", "88"): ("en", "Does the CEO of a listed company have to personally certify that the annual financial report is accurate?", [], "CEO/CFO certification of periodic reports"),
    ("isa", "246"): ("en", "I stored my maize in a registered warehouse and got a warehouse receipt. Does the receipt prove the maize belongs to me?", [], "warehouse receipt as first proof of proprietary rights"),
    ("isa", "276"): ("en", "I bought bonds. Will I get a paper certificate, or how do I prove I own them?", [], "dematerialised securities; electronic proof of ownership"),
    ("isa", "255"): ("en", "A warehouse released all the rice but didn't cancel the receipt, and someone later bought the receipt. Who carries the loss?", [], "issuer must cancel receipt on delivery; liable for market value"),
    ("isa", "117"): ("ig", "Akwụrụ m ego maka shares n'oge public offer. Ebee ka a na-edebe ego ahụ tupu e kenye m shares? Ọ bụrụ na bank ahụ dara?", [], "application money held in trust; priority on bank liquidation"),
    ("isa", "144"): ("yo", "Ṣé ilé-iṣẹ́ kan lè ra ọ̀pọ̀ ìpín ilé-iṣẹ́ míì láti gbà á (takeover) láìgba àṣẹ lọ́wọ́ SEC?", [], "authority to proceed needed for a takeover bid"),
    ("isa", "241"): ("en", "SEC suspended the warehouse where my sorghum is stored. Are my warehouse receipts still valid?", [], "revocation or suspension does not affect receipts already issued"),
    ("isa", "135"): ("pcm", "One company dey pay me to post about their shares for my page so the price go rise. Even if wetin I post true, wahala dey?", [], "paid dissemination of information affecting securities prices"),
    ("isa", "183"): ("en", "The auditor of a mutual fund finds irregularities in how it's run. Who must he report to, and how fast?", [], "auditor of a collective investment scheme must report within 10 working days"),
    ("isa", "155"): ("pcm", "Some people for my area dey run investment club, dem dey collect money invest am for people. Dem need register with SEC?", [("isa", "157")], "scheme administrator must be a CAMA company and SEC-registered (s.155); scheme needs SEC authorisation (s.157)"),
    ("isa", "126"): ("en", "My stockbroker keeps recommending a stock that he owns himself. Does he have to tell me?", [], "disclosure of interest in recommended securities"),
    ("isa", "271"): ("pcm", "If state government sell bond and later dem no pay, me wey buy the bond fit go court by myself?", [], "sub-national bond issues; bondholder may sue personally (s.271(8))"),
    ("isa", "147"): ("ha", "A lokacin haɗewar kamfanoni (merger), idan wani ya ba SEC takardun ƙarya, menene hukuncinsa?", [], "false or misleading information in take-overs and mergers"),
    # ---------------- pia ----------------
    ("pia", "288"): ("ha", "Hukumar FIRS ta ƙayyade mana harajin hydrocarbon da ba mu yarda da shi ba. A ina za mu ɗaukaka ƙara?", [], "appeal against hydrocarbon tax assessment to the Tax Appeal Tribunal"),
    ("pia", "142"): ("yo", "Ilé-iṣẹ́ wa ń pèsè gáàsì (natural gas) láti inú ilẹ̀. Ṣé a lè gba ìwé-àṣẹ láti ta gáàsì ní ọ̀pọ̀ (wholesale) fún àwọn oníbàárà níbikíbi ní Nàìjíríà?", [], "wholesale gas supply licence; producing lessee qualifies"),
    ("pia", "296"): ("en", "We overpaid hydrocarbon tax. How long do we have to claim a refund?", [], "refund claims within six years"),
    ("pia", "52"): ("yo", "Òfin PIA dá gas infrastructure fund kan sílẹ̀. Níbo ni owó inú rẹ̀ ti ń wá, kí sì ni wọ́n fi ń ṣe?", [], "sources and purpose of the Gas Infrastructure Fund"),
    ("pia", "217"): ("en", "If a fuel depot keeps breaking the terms of its licence, can the regulator seal it up?", [], "notices, enforcement orders, sealing of premises"),
    ("pia", "227"): ("ha", "Ma'aikacin hukumar NMDPRA ya san sirrin kasuwancinmu ta hanyar aikinsa. Zai iya amfani da su don kansa bayan ya bar aiki?", [], "confidentiality; no personal use for five years after leaving"),
    ("pia", "263"): ("en", "Which expenses can an oil company deduct when working out its taxable profit? Can it deduct what it pays into the host community trust?", [("pia", "257")], "allowable deductions in upstream operations (s.263(1)(h)); host community trust payments deductible (s.257(1))"),
    ("pia", "124"): ("en", "Can a gas company charge any tariff it likes, or must the regulator approve it first?", [], "regulated tariffs proposed for approval and published"),
    ("pia", "81"): ("yo", "Tí ilé-iṣẹ́ epo bá rí epo tó pọ̀ tó láti tà (commercial discovery), kí ni wọ́n gbọ́dọ̀ ṣe kí wọ́n tó gba petroleum mining lease?", [], "grant of petroleum mining lease per commercial discovery"),
    ("pia", "49"): ("ig", "Ndị NMDPRA nwere ike ịbanye na depot mmanụ anyị, buru kọmputa anyị, ma jide mmadụ?", [], "special powers of the Authority: entry, seizure of devices, arrest with warrant"),
    ("pia", "115"): ("en", "A company wants my family land to build a gas plant and fuel depot. Do they have to pay us compensation, and who gives them the C of O?", [], "midstream/downstream licences subject to Land Use Act compensation; Governor may issue C of O"),
    ("pia", "187"): ("pcm", "I wan build tank farm to store petrol for people. Which licence I need?", [], "bulk petroleum liquids storage licence"),
    ("pia", "149"): ("yo", "Ilé-iṣẹ́ tó ń pín gáàsì (gas distributor) kọ̀ láti so ilé wa pọ̀ mọ́ ọ̀pá gáàsì wọn, bẹ́ẹ̀ sì ni a ṣetán láti sanwó. Ṣé wọ́n lẹ́tọ̀ọ́ láti kọ̀?", [], "gas distributor must connect willing customers where safe and economical"),
    ("pia", "203"): ("en", "What licence do I need to open a filling station?", [], "petroleum product retail licence"),
    ("pia", "231"): ("pcm", "NMDPRA wan fine my company. Dem suppose tell us first make we defend ourselves?", [], "notice and 30 days for representations before a penalty"),
    ("pia", "87"): ("en", "When should an oil company apply to renew its mining lease, and what conditions must it meet?", [], "renewal of petroleum mining lease"),
    ("pia", "177"): ("pcm", "Dem wan pass pipeline through land wey another company get licence for. Government fit keep right of way there?", [], "Authority may preserve rights of way for pipelines"),
    ("pia", "215"): ("pcm", "NMDPRA send us 'cease and desist' letter. If we no obey, wetin go happen?", [], "cease and desist orders; fine up to 5% of turnover or revocation"),
    ("pia", "246"): ("en", "Who is supposed to invest the reserve money in our host community trust?", [], "Board of Trustees engages a fund manager"),
    ("pia", "270"): ("en", "An oil company spent a lot of money before it started producing. Can it claim those costs against tax later?", [], "pre-production costs treated as capital expenditure"),
    ("pia", "29"): ("en", "which agency now regulates petrol stations and gas distribution in nigeria", [], "establishment of the Nigerian Midstream and Downstream Petroleum Regulatory Authority"),
    # ---------------- police-act ----------------
    ("police-act", "32"): ("pcm", "I owe my customer money, him say him go bring police come arrest me. Police fit arrest person because of debt?", [], "no arrest merely for a civil wrong or breach of contract"),
    ("police-act", "23"): ("en", "Supernumerary police were posted to our area because of insecurity. Can they carry guns, and do they get police pension?", [], "public-interest supernumeraries: no arms, no pension"),
    ("police-act", "57"): ("en", "After police searched my car at a checkpoint, what details must they write on the search record?", [], "contents of the National Search Record Form"),
    ("police-act", "11"): ("pcm", "If IGP travel or e no dey office, who go act for am?", [], "most senior DIG acts for the IGP"),
    ("police-act", "99"): ("pcm", "Police ask me make I help am hold one man wey dey fight am, I refuse. Na offence?", [("criminal-code", "201")], "refusing to aid a police officer: fine or three months (s.99); neglect to aid in arresting offenders (Criminal Code s.201)"),
    ("police-act", "67"): ("pcm", "My case don finish for court. Police go keep record of am for somewhere?", [], "criminal records registry; judgments sent within 30 days"),
    # ---------------- power-sector-act ----------------
    ("power-sector-act", "21"): ("ha", "Ni tsohon ma'aikacin PHCN ne da aka mayar da ni sabon kamfanin wutar lantarki. Shin za su iya rage min albashi ko su dakatar da fanshona?", [], "transferred employees: terms not less favourable; pension continues"),
    ("power-sector-act", "74"): ("en", "I complained to NERC about my electricity distribution company. Can NERC cancel their licence?", [], "inquiry on complaint; cancellation of licence"),
    ("power-sector-act", "62"): ("en", "Do I need a licence to run a small solar mini-grid for our estate?", [], "licence needed except generation up to 1 MW / distribution up to 100 kW"),
    ("power-sector-act", "24"): ("en", "Who decides when the government power companies get privatised?", [], "National Council on Privatisation begins privatisation of successor companies"),
    ("power-sector-act", "89"): ("yo", "Ṣé NERC lè ní kí àwọn oníbàárà iná mànàmáná ńláńlá (eligible customers) máa dá owó sínú Rural Electrification Fund?", [], "contribution rates to the Rural Electrification Fund"),
}

OUT_OF_LIBRARY = [
    # (lang, question, note)
    ("en", "What is the dollar to naira rate at the black market today?", "exchange rate: a fact, not in any statute"),
    ("en", "Who won the Premier League title last season?", "football results"),
    ("en", "Is Osimhen moving to a new club this transfer window?", "football transfer news"),
    ("en", "How do I cook egusi soup with bitter leaf?", "recipe"),
    ("en", "How many days' notice must a landlord in Lagos give a yearly tenant before he can evict him?", "near miss: 'landlord'/'tenant' occur in the texts, but Lagos tenancy law is not in the library"),
    ("en", "What is the current national minimum wage in naira?", "near miss: the Constitution lists 'national minimum wage' as a legislative subject; the amount is in the Minimum Wage Act, not here"),
    ("en", "How do I apply for a Certificate of Occupancy for my land in Lagos, and how long does it take?", "near miss: PIA s.115 mentions certificates of occupancy; the Land Use Act and Lagos procedure are not in the library"),
    ("en", "How do I divorce my husband if we married in church?", "near miss: 'Christian marriage' appears in the Criminal Code; the Matrimonial Causes Act is not in the library"),
    ("en", "What is the VAT rate in Nigeria now?", "near miss: tax words in PIA/CAMA; VAT law not in the library"),
    ("en", "How much personal income tax will I pay if I earn 500,000 naira a month?", "near miss: tax rates not in these acts"),
    ("en", "How many weeks of paid maternity leave does a worker in a private company get?", "labour law not in the library"),
    ("en", "What JAMB score do I need to study medicine at UNILAG?", "admissions, not law"),
    ("en", "What documents do I need to get a driver's licence from FRSC?", "near miss: Electoral Act s.10 names a driver's licence as voter ID; licensing rules not in the library"),
    ("en", "How much does CAC charge to register a business name?", "near miss: CAMA covers business names but leaves fees to regulations"),
    ("en", "What time does the Lagos Blue Line train start running in the morning?", "transport timetable"),
    ("en", "What is the pump price of petrol per litre in Abuja today?", "near miss: PIA regulates petroleum retail but sets no price"),
    ("en", "How much is the electricity tariff per kWh for Band A customers?", "near miss: power sector act covers tariffs but has no figures or bands"),
    ("en", "How many witnesses do I need to make a valid will?", "near miss: Cybercrimes Act s.17 mentions wills; Wills law not in the library"),
    ("en", "Who is the current Inspector-General of Police?", "near miss: Police Act covers the IGP office, not who holds it"),
    ("en", "What are the requirements to adopt a child in Lagos State?", "near miss: Cybercrimes Act s.17 mentions adoption; adoption law not in the library"),
    ("en", "How much does it cost to renew a Nigerian passport and how long does it take?", "near miss: passports are cancelled/forfeited under Cybercrimes/EFCC Acts; Immigration rules not in the library"),
    ("en", "How do I apply for a UK student visa from Nigeria?", "foreign immigration"),
    ("en", "what is the fine for not joining monthly environmental sanitation in lagos", "state sanitation law not in the library"),
    ("en", "How much is the NYSC monthly allowance now?", "fact, not in the library"),
    ("en", "What is the best fertilizer for maize in the Middle Belt?", "farming advice"),
    ("pcm", "Abeg how much be dollar for black market today?", "exchange rate"),
    ("pcm", "Which country win AFCON last time?", "football"),
    ("pcm", "My landlord for Surulere wan increase my rent by 50 percent. E legal?", "near miss: landlord/rent words; Lagos tenancy law not in the library"),
    ("pcm", "Which bus go carry me from Ojota go Ibadan and how much be the fare?", "transport fares"),
    ("pcm", "How much be WAEC registration fee this year?", "exam fees"),
    ("pcm", "My wife people dey ask for bride price. How much be the normal one for Yoruba side?", "customary marriage"),
    ("pcm", "My oga sack me without notice. How many weeks salary dem suppose pay me?", "labour law not in the library"),
    ("ha", "Nawa ne farashin buhun shinkafa a kasuwar Dawanau yau?", "market price of rice"),
    ("ha", "Yaya ake raba gado tsakanin 'ya'ya maza da mata bisa shari'ar Musulunci?", "near miss: Sharia Court of Appeal jurisdiction is in the Constitution, but inheritance shares are not"),
    ("ha", "Yaushe za a fara azumin watan Ramadan na bana?", "religious calendar"),
    ("yo", "Báwo ni mo ṣe lè se ọbẹ̀ ẹ̀fọ́ rírò tó dùn?", "recipe"),
    ("yo", "Èló ni owó ilé-ìwé ní Yunifásítì Ìbàdàn lọ́dún yìí?", "school fees"),
    ("yo", "Orílẹ̀-èdè wo ló gba ife-ẹ̀yẹ AFCON tó kọjá?", "football"),
    ("ig", "Gịnị ka a na-achọ maka ime ego (ịlụ nwanyị) n'omenala Igbo?", "customary marriage"),
    ("ig", "Kedu ọnụahịa dollar na naira taa?", "exchange rate"),
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
            rows.append({"id": f"B2-{i + 1:03d}", "question": question, "expected": expected,
                         "lang": lang, "note": note})
            i += 1
    assert used == set(QUESTIONS), f"unused questions: {set(QUESTIONS) - used}"
    with open(os.path.join(HERE, "chat-eval-blind2.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "out-of-library.jsonl"), "w", encoding="utf-8") as fh:
        for j, (lang, question, note) in enumerate(OUT_OF_LIBRARY, 1):
            fh.write(json.dumps({"id": f"B2-OOL-{j:03d}", "question": question, "expected": [],
                                 "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} answerable and {len(OUT_OF_LIBRARY)} out-of-library questions")


if __name__ == "__main__":
    main()

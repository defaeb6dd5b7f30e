#!/usr/bin/env python3
"""Builds chat-eval-blind5.jsonl and out-of-library.jsonl for blind set 5.

The sections and schedule paragraphs come from sample_sections.py (seed string "20261129-5").
Numbered sections: for each act the writer took the ranked candidates in order, skipped those
in SKIPS (with the reason given), and kept the rest until the act's quota was met.
Schedule paragraphs: the writer took the seeded order of all eligible paragraphs, skipped those
in SCHED_SKIPS, and kept the rest until 30 were kept. main() re-checks that this is exactly
what happened. The language of each kept item comes from sample_sections.languages() (sections,
in (act, rank) order) and sample_sections.schedule_languages() (schedule paragraphs, in rank
order). QUESTIONS and SCHED_QUESTIONS hold the text written for each kept item:
(act, section) -> (lang, question, extra expected [(act, section), ...], note). The first
expected entry is always the sampled section or paragraph itself.
"""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sample_sections as S  # noqa: E402

PREFIX = "B5"

SKIPS = {
    "cama": {
        5: "s.718: interpretation section of the netting Chapter (definitions; its heading has no title, so the title filter missed it)",
    },
    "isa": {
        3: "s.330: what the Investments and Securities Tribunal may spend its Fund on (internal finance)",
    },
}

SCHED_SKIPS = {
    7: "cama Second Schedule, Part I, Paragraph 6: shares 'treated as held' by cross-reference to s.381(4) (pure cross-reference, no rule of its own)",
    10: "cama First Schedule, Part IV, Paragraph 66: applies paragraphs 58-59 to subsidiaries outside the consolidation (pure cross-reference)",
    23: "cama First Schedule, Part III, Paragraph 37: signpost saying what paragraphs 38-50 are for (no rule of its own)",
}

C = "constitution"
CC = "criminal-code"
QUESTIONS = {
    # ---------------- cama ----------------
    ("cama", "778"): ("ig", "Onye nyocha (inspector) CAC zitere ka o nyochaa LLP anyị chọrọ ịbanye n'akwụkwọ ụlọ ọrụ ọzọ nke otu n'ime ndị mmekọ anyị nwere. Ọ nwere ike ime ya ozugbo, ka ọ ga-ebu ụzọ nweta nkwado CAC? Ha ga-enye anyị ohere ikwu okwu?", [],
                      "s.778: LLP inspector may also investigate a related entity or partner, but only with CAC's prior approval after a chance to show cause"),
    ("cama", "9"): ("en", "What qualifications does someone need before CAC can make him Registrar-General? How many years must he have been a lawyer?", [],
                    "s.9: Registrar-General must be a lawyer of 10 years' standing with 8 years' company-law experience"),
    ("cama", "383"): ("ha", "Kamfaninmu ya ba wani mutum rance. Shi ba darakta ba ne a takarda, amma daraktoci suna bin umarninsa (shadow director). Dole ne a bayyana wannan rancen a cikin bayanan kuɗin kamfani na shekara?", [],
                      "s.383(3): disclosure of loans to directors extends to shadow directors"),
    ("cama", "688"): ("pcm", "Abeg for court matter, if I bring certificate wey get CAC seal, I go still need bring person from CAC come prove am, or court go just accept am like that?", [],
                      "s.688: CAC/AGF orders and certificates received in evidence without further proof"),
    ("cama", "454"): ("ig", "E họpụtala onye provisional liquidator maka ụlọ ọrụ anyị. Onye ji floating charge ka nwere ike ịhọpụta administrator ugbu a?", [],
                      "s.454(b): no administrator appointment by charge-holder once a provisional liquidator is appointed"),
    ("cama", "42"): ("en", "Once CAC issues my certificate of incorporation, is the company its own legal person that can buy land and keep existing even if we the founders die?", [],
                     "s.42: effect of registration (body corporate, power to hold land, perpetual succession)"),
    ("cama", "674"): ("en", "During the winding up of our company the liquidator found out that a former director took company money for himself. Can the court make him pay it back with interest?", [],
                      "s.674: misfeasance summons against delinquent officers in winding-up"),
    ("cama", "621"): ("en", "We passed a resolution to wind up our company voluntarily. How many days do we have to advertise it and tell CAC, and what if we don't?", [],
                      "s.621: notice of voluntary winding-up resolution within 14 days"),
    ("cama", "538"): ("en", "If two people are appointed together as administrators of one company, how do we know which things they must do jointly and which one of them can do alone?", [],
                      "s.538: joint and concurrent administrators; the appointment must say which functions are joint"),
    ("cama", "440"): ("pcm", "Dem approve voluntary arrangement for one company wey owe me money, but nobody give me notice of the creditors meeting. I fit go court challenge am? How many days I get?", [],
                      "s.440: challenging a voluntary arrangement for unfair prejudice or material irregularity (28 days)"),
    ("cama", "709"): ("yo", "CAC kọ̀ láti fún mi ní àṣẹ láti ṣiṣẹ́ gẹ́gẹ́ bí insolvency practitioner. Ṣé wọ́n gbọ́dọ̀ kọ ìdí rẹ̀ sí mi, ṣé mo sì lè gbé ọ̀rọ̀ náà lọ sí ilé ẹjọ́? Ọjọ́ mélòó ni mo ní?", [],
                      "s.709: CAC must give written reasons within 7 days; review by the court within 21 days"),
    ("cama", "126"): ("yo", "a pin awon shares ile-ise wa si kekere kekere (subdivide). se a gbodo so fun CAC, ati laarin igba wo?", [],
                      "s.126: notice to CAC of consolidation or subdivision within one month; typed plain (no tone marks or underdots) on purpose"),
    ("cama", "18"): ("ha", "Ni kaɗai nake so in buɗe kamfani mai zaman kansa (private company) ba tare da abokin hulɗa ba. Doka ta yarda da haka?", [],
                     "s.18(2): one person may form a private company"),
    ("cama", "582"): ("ig", "Onye bụ 'official receiver' mgbe ụlọikpe na-emechi ụlọ ọrụ (winding up)? Ònye na-ahọpụta ya?", [],
                      "s.582: official receiver is the Deputy Chief Registrar of the Federal High Court or an officer the Chief Judge designates"),
    ("cama", "94"): ("en", "A company manager forged a director's signature on a contract with us. Now the company says it is not bound because he committed fraud. Is that true? we knew nothing about it", [],
                     "s.94: company still liable despite fraud or forgery of its officer, unless there was collusion"),
    ("cama", "675"): ("yo", "Nígbà tí wọ́n ń pa ilé-iṣẹ́ kan dé (winding up), tí liquidator bá rí i pé olùdarí àtijọ́ kan hu ìwà ọ̀daràn, ta ni ó gbọ́dọ̀ fi ọ̀rọ̀ náà tó létí?", [],
                      "s.675: liquidator reports criminal offences of officers to the Attorney-General of the Federation"),
    ("cama", "561"): ("ha", "An naɗa ni receiver na kadarorin wani kamfani ta hanyar takardar bashi (debenture). Sau nawa zan riƙa kai wa CAC bayanin kuɗin da na karɓa da wanda na kashe?", [],
                      "s.561: receiver's six-monthly abstract of receipts and payments to CAC"),
    ("cama", "373"): ("pcm", "CAC inspector dey investigate one company, e come ask me as their lawyer make I tell am wetin my client talk give me in confidence. I must talk am?", [],
                      "s.373: savings for legal practitioners' privileged communications and bankers"),
    # ---------------- constitution ----------------
    (C, "200"): ("en", "Can someone who was removed from a state commission for misconduct 5 years ago now be appointed to the State Civil Service Commission?", [],
                 "s.200(1)(b): disqualified if removed for misconduct within the preceding ten years"),
    (C, "84"): ("en", "Does a former president get a pension for life in Nigeria? What if he was impeached?", [],
                "s.84(5): life pension equal to the incumbent's salary, unless removed by impeachment or for breach of the Constitution"),
    (C, "183"): ("pcm", "Governor fit still dey do another paid work or collect salary from private company while e dey for office?", [],
                 "s.183: Governor may hold no other executive office or paid employment"),
    (C, "266"): ("ha", "Wa ke naɗa shugaban Kotun Ɗaukaka Ƙara ta Al'ada (Customary Court of Appeal) ta Abuja? Sai Majalisar Dattawa ta amince da shi?", [],
                 "s.266(1): President appoints on NJC recommendation, subject to Senate confirmation"),
    (C, "171"): ("ig", "Onyeisi ala (President) họpụtara onye ga-abụ ambassador anyị n'obodo ọzọ. Ọ dị mkpa ka Senate kwado ya tupu ọ malite ọrụ?", [],
                 "s.171(4): ambassadors' appointment must be confirmed by the Senate"),
    (C, "87"): ("ha", "Ta yaya ake cire Babban Mai Binciken Kuɗi na Tarayya (Auditor-General) daga kujerarsa? Shugaban ƙasa zai iya kore shi kai tsaye?", [],
                "s.87: removal only on a two-thirds Senate address, for inability or misconduct"),
    (C, "112"): ("ig", "Mpaghara ntuli aka nke steeti (state constituencies) ole ka INEC ga-ekewa steeti o bula? O nwere ihe o ji tunyere ya?", [],
                 "s.112: three or four times the number of Federal constituencies; typed plain (no dotted vowels) on purpose"),
    # ---------------- criminal-code ----------------
    (CC, "300"): ("en", "my uncle is bedridden and lives with me. if i stop giving him food and medicine and he gets worse, am i criminally responsible", [],
                  "s.300: duty of a person in charge to provide necessaries of life; lowercase, unpunctuated on purpose"),
    (CC, "495"): ("en", "What is the punishment for organising dog fights or beating animals in Nigeria?", [],
                  "s.495: offences of cruelty to animals (six months or a fine)"),
    (CC, "348"): ("ha", "Ni injiniya ne a jirgin ruwa mai amfani da tururi (steam). Idan wani ya taɓa injin ɗin ta yadda fasinjoji suka shiga haɗari ba tare da na sani ba, ni ma za a hukunta ni?", [],
                  "s.348: engineer liable to a fine of N200, defence of no knowledge and no neglect"),
    (CC, "446"): ("yo", "Ẹnì kan gbìyànjú láti dáná sun oko àgbàdo mi ṣùgbọ́n iná kò ràn. Kí ni ìjìyà rẹ̀ lábẹ́ òfin?", [],
                  "s.446: attempting to set fire to crops, seven years"),
    (CC, "388"): ("en", "Can a co-owner of a car be charged with stealing it from the other co-owner?", [],
                  "s.388: stealing by a joint owner or person with an interest in the thing"),
    (CC, "205"): ("pcm", "Some boys come scatter our church service, dem push pastor commot for altar by force. Wetin law talk about dis kind thing?", [],
                  "s.205: violence to officiating ministers of religion, two years"),
    (CC, "412"): ("en", "someone walked into my house at night through the open door planning to steal but was caught before taking anything. how many years can he get", [],
                  "s.412: entering a dwelling-house with intent to commit a felony, 14 years at night (no breaking, so not s.411 burglary); lowercase on purpose"),
    # ---------------- cybercrime-act ----------------
    ("cybercrime-act", "27"): ("ha", "Ma'aikacin banki ya haɗa baki da 'yan damfara suka kwashe kuɗin kwastomomi ta kwamfuta. Wane hukunci doka ta tanada masa, kuma dole ne ya mayar da kuɗin?", [],
                               "s.27(2): bank employee conniving in computer fraud, up to 7 years plus refund"),
    ("cybercrime-act", "50"): ("en", "If someone abroad scams a Nigerian online, can he be tried in Nigeria? Which court handles it?", [],
                               "s.50(1): Federal High Court jurisdiction, including offences outside Nigeria against Nigerian victims"),
    # ---------------- efcc-act ----------------
    ("efcc-act", "7"): ("ig", "EFCC nwere ike ịmalite inyocha mmadụ naanị n'ihi na ụlọ na ụgbọala ya karịrị ego ọ na-akpata?", [],
                        "s.7(1)(b): investigation of a person whose lifestyle is not justified by his income"),
    ("efcc-act", "30"): ("pcm", "If court convict person for EFCC case, wetin go happen to the houses and motors wey e buy with that money?", [("efcc-act", "20")],
                         "s.30: application for final order of confiscation and forfeiture after conviction; s.20 (forfeiture after conviction) also answers"),
    # ---------------- electoral-act ----------------
    ("electoral-act", "63"): ("ig", "Akwụkwọ ntuli aka enweghị akara (official mark) INEC n'elu ya. A ga-agụ ya ka ọ bụ tụfuo ya?", [],
                              "s.63: unmarked ballot not counted unless the returning officer is satisfied it came from the unit's book"),
    ("electoral-act", "1"): ("en", "Can you sue INEC directly in its own name? And where does the law say its headquarters must be?", [],
                             "s.1: INEC a body corporate that may sue and be sued; headquarters in the FCT"),
    # ---------------- evidence-act ----------------
    ("evidence-act", "106"): ("yo", "Báwo ni mo ṣe lè fi hàn nílé ẹjọ́ pé òfin kékeré ìjọba ìbílẹ̀ (bye-law) kan wà? Ṣé ẹ̀dà Gazette nìkan ti tó?", [],
                              "s.106(a): proof of Acts, Laws and bye-laws by Gazette or certified copy"),
    ("evidence-act", "85"): ("en", "Do I have to bring the original agreement to court, or can I use a copy to prove what it says? we signed two copies each", [],
                             "s.85: contents proved by primary or secondary evidence; the heading for s.86 (primary evidence, counterparts) is missing, so its text sits under s.85"),
    ("evidence-act", "207"): ("en", "I'm an atheist. If I swear an oath in court, is my evidence still valid?", [],
                              "s.207: absence of religious belief does not invalidate an oath"),
    # ---------------- isa ----------------
    ("isa", "28"): ("en", "What does SEC check before registering a new securities exchange? Must listed companies and investors have people on its board?", [],
                    "s.28: registration of securities exchanges; rules on membership, listing, board representation"),
    ("isa", "109"): ("en", "Can a company alter a contract it described in its prospectus after the offer has gone out?", [],
                     "s.109: variation only with SEC approval and, for a company, shareholders' consent"),
    ("isa", "46"): ("yo", "Bí ọ̀kan nínú àwọn ọmọ ẹgbẹ́ ilé-iṣẹ́ clearing bá di onígbèsè tí kò lè san (insolvent), ṣé liquidator lè fagi lé àwọn market contract tí wọ́n ti parí?", [],
                    "s.46: market contracts and default rules protected from insolvency law"),
    ("isa", "248"): ("ha", "Idan an bayar da takardar shaidar ajiyar masara a rumbu (warehouse receipt), a ina doka ta ce za a yi cinikinta? Zan iya sayar da ita in karbi kudinta a hannun kowa?", [],
                     "s.248: warehouse receipts traded on the commodity exchange where the commodity is listed; typed without hooked letters on purpose"),
    ("isa", "303"): ("yo", "Ṣé SEC ní àṣẹ láti ṣe òfin nípa èlé (interest) tí ẹnikẹ́ni kò wá gbà lórí bond tí ìjọba ìpínlẹ̀ tà?", [],
                     "s.303(f): SEC rules for government and public-body securities, including unclaimed interest"),
    ("isa", "12"): ("ha", "Ɗaya daga cikin membobin hukumar gudanarwar SEC yana da hannun jari a kamfanin da za a tattauna a kai a taro. Me doka ta ce ya yi?", [("isa", "First Schedule, Paragraph 3")],
                    "s.12: disclosure of interest and exclusion from deliberation; First Schedule para 3 also requires disclosure and recusal"),
    ("isa", "327"): ("yo", "Níbo ni Investments and Securities Tribunal ti ń rí owó tí ó fi ń ṣiṣẹ́?", [],
                     "s.327: the Tribunal's Fund (Federal Government subventions and capital-market money)"),
    # ---------------- pia ----------------
    ("pia", "211"): ("ig", "Otu onye na-ere mmanụ ụgbọala n'obodo anyị na-egbochi ndị ọzọ ịbanye n'ahịa ahụ. Ònye n'okpuru PIA nwere ọrụ ịkwụsị ụdị omume a?", [],
                     "s.211: the Authority's duty to prevent anti-competitive conduct in midstream and downstream operations"),
    ("pia", "303"): ("en", "Does the PIA apply to an oil company that never converted its old OML? until when?", [],
                     "s.303: Act does not apply to non-converting OPL/OML holders until expiry, with exceptions"),
    ("pia", "134"): ("en", "What conditions come with a licence for bulk storage of gas? Can the licensee own the gas it keeps there?", [],
                     "s.134: conditions of a bulk gas storage licence"),
    ("pia", "121"): ("en", "NMDPRA says it wants to revoke our licence. Must they first give us notice and time to fix the problem?", [],
                     "s.121: notice of default and 60 days to remedy before revocation"),
    ("pia", "10"): ("en", "Can the upstream regulator (NUPRC) seal up an oil facility that breaks the rules?", [],
                    "s.10(b): Commission's power to seal premises under s.217"),
    ("pia", "313"): ("pcm", "After PIA come, wetin happen to PPPRA and Petroleum Equalisation Fund property and the contracts wey dem don sign before?", [],
                     "s.313: assets, rights and liabilities of DPR, PPPRA and PEF vest in the Authority"),
    ("pia", "66"): ("ig", "Gịnị bụ ebumnobi PIA maka ijikwa akụ mmanụ ala na Naịjirịa? Ọ na-ekwu maka ịkpọbata ndị mba ọzọ itinye ego?", [],
                    "s.66: objectives of Chapter 2 (incl. encouraging local and foreign investment)"),
    ("pia", "160"): ("yo", "Ta ni ó lè yí òfin ìṣiṣẹ́ ọ̀nà-ọ̀pá gáàsì (gas network code) padà, báwo sì ni mo ṣe lè rí ẹ̀dà rẹ̀ gbà?", [],
                     "s.160: network code; Authority may modify after consultation; copies for a fee"),
    # ---------------- police-act ----------------
    ("police-act", "31"): ("pcm", "Dem report my brother for police station. After police finish their investigation, who dem suppose send the matter go for legal advice?", [],
                           "s.31: police report findings to the Attorney-General for legal advice"),
    ("police-act", "125"): ("en", "does a traffic warden get any certificate when appointed or when leaving the job?", [],
                            "s.125: certificate of appointment and certificate of discharge; lowercase on purpose"),
    # ---------------- power-sector-act ----------------
    ("power-sector-act", "66"): ("pcm", "Abeg which kind work person wey hold system operation licence dey do for electricity market?", [],
                                 "s.66: activities authorised by a system operation licence"),
    ("power-sector-act", "47"): ("en", "Does NERC have to hold public hearings on big issues? can ordinary consumers make representations?", [],
                                 "s.47: hearings; public hearing on matters of significant public interest; interested persons notified"),
}

SCHED_QUESTIONS = {
    ("isa", "Third Schedule, Part I, Paragraph 9"): ("yo", "Ilé-iṣẹ́ wa fẹ́ fi owó tí a máa rí nínú títa ìpín (shares) gba ilé kan sílẹ̀ (lease). Nínú prospectus, ṣé onílé náà ni a ó kà sí 'vendor'?", [],
                                                     "schedule: who counts as a vendor for the prospectus (a lessor is treated as vendor)"),
    ("isa", "Second Schedule, Part I, Paragraph 6"): ("pcm", "If I get certificate wey give me right to buy or convert shares, ISA dey count am as investment too?", [],
                                                      "schedule: certificates or instruments conferring rights in investments"),
    ("cama", "Second Schedule, Part II, Paragraph 8"): ("en", "Our company owns about 15% of another company that is not our subsidiary. What must our accounts say about that shareholding?", [],
                                                       "schedule: holdings above one-tenth of another body's allotted shares"),
    ("cama", "Twelfth Schedule, Paragraph 9"): ("ig", "Ụbọchị ole ka LLP nwere iji dee mkpebi ya n'akwụkwọ minutes, ebee ka a ga-edebe akwụkwọ ahụ?", [],
                                                "schedule: LLP decisions recorded in minutes within 30 days, kept at registered office (file heading 'Twelfth Schedule'; the source's own unheaded title line reads FIFTEENTH SCHEDULE)"),
    ("isa", "Third Schedule, Part II, Paragraph 17"): ("ig", "Ọ bụrụ na a ga-eji ego e nwetara n'ire shares zụta azụmahịa ọzọ, kedu akụkọ ndị accountants kwesịrị ịdị na prospectus?", [],
                                                       "schedule: accountants' report on the business to be bought (five years' profits, assets and liabilities)"),
    ("cama", "Second Schedule, Part V, Paragraph 25"): ("en", "In the yearly accounts, do we have to show how many of our directors earn within each pay band?", [],
                                                       "schedule: directors' emoluments shown by bands"),
    ("isa", "Third Schedule, Part II, Paragraph 19"): ("pcm", "Our company just reach 3 years, but dem say prospectus need report for 5 years accounts. Wetin we go do?", [],
                                                       "schedule: fewer years of accounts substituted for five"),
    ("cama", "First Schedule, Part V, Paragraph 86"): ("en", "When is another company treated as a 'related company' of ours in the accounts? is it once we own 20% of it?", [],
                                                      "schedule: meaning of related company and the 20% presumption"),
    ("cama", "First Schedule, Part IV, Paragraph 67"): ("pcm", "If our group no prepare consolidated accounts, wetin the group financial statements still must show?", [],
                                                       "schedule: non-consolidated group statements must give equivalent information"),
    ("cama", "Third Schedule, Part I, Paragraph 11"): ("en", "Our company gave one director a small credit of about N8,000 during the year. Do we have to disclose it in the accounts?", [],
                                                      "schedule: de minimis N10,000 exemption for credit transactions with directors"),
    ("cama", "First Schedule, Part V, Paragraph 84"): ("ha", "Mun sayi injin masana'anta kuma mun kashe kuɗi wajen girka shi kafin ya fara aiki. A lissafin kamfani, kuɗin girkawar yana cikin farashin sayen injin ɗin?", [],
                                                      "schedule: purchase price includes costs of making the asset ready for use"),
    ("cama", "First Schedule, Part II, Paragraph 24"): ("en", "We borrowed money and have to repay more than we actually got. Can that difference be shown as an asset on the balance sheet?", [],
                                                      "schedule: discount on debt may be treated as an asset and written off"),
    ("constitution", "Sixth Schedule, Paragraph 1"): ("en", "How many judges sit on the National Assembly and State Assembly election tribunal, and who picks them?", [],
                                                      "schedule: composition and appointment of the National and State Houses of Assembly Election Tribunal"),
    ("isa", "Second Schedule, Part I, Paragraph 10"): ("ig", "SEC nwere ike ikwu na udi ngwa ego ohuru bu 'investment' n'okpuru ISA?", [],
                                                       "schedule: other investments the Commission may deem; typed plain (no dotted vowels) on purpose"),
    ("cama", "First Schedule, Part III, Paragraph 47"): ("yo", "Nínú ìwé ìṣirò owó ilé-iṣẹ́, kí ni a gbọ́dọ̀ kọ nípa àwọn gbèsè tí a ó san lẹ́yìn ọdún márùn-ún, àti èyí tí a fi dúkìá ṣe ìdúró fún?", [],
                                                        "schedule: notes on creditors (debts due after five years, secured debts)"),
    ("constitution", "Second Schedule, Part I, Paragraph 32"): ("yo", "Ṣé Ilé Aṣòfin ìpínlẹ̀ lè ṣe òfin tirẹ̀ fún ìforúkọsílẹ̀ àti pípa àwọn ilé-iṣẹ́ (companies) dé?", [(C, "4")],
                                                               "schedule: Exclusive Legislative List item 32; s.4(3) makes the List exclusive of State Houses of Assembly"),
    ("cama", "Fourth Schedule, Part I, Paragraph 3"): ("en", "We donated money to a charity person who lives abroad. Does it count in the charitable donations the directors' report has to show?", [],
                                                      "schedule: gifts to persons ordinarily resident outside Nigeria left out"),
    ("cama", "First Schedule, Part IV, Paragraph 58"): ("pcm", "Our company na subsidiary. For balance sheet, we suppose show money wey concern our parent company separate from the one wey concern our own subsidiaries?", [],
                                                       "schedule: group-company items split between holding/fellow subsidiaries and subsidiaries"),
    ("cama", "Fourth Schedule, Part II, Paragraph 6"): ("ha", "Kamfaninmu ya sayi wasu daga cikin hannun jarinsa (buy back). Me ya kamata rahoton daraktoci na ƙarshen shekara ya faɗa game da wannan?", [],
                                                       "schedule: directors' report disclosures on purchase of own shares"),
    ("cama", "Second Schedule, Part V, Paragraph 23"): ("pcm", "We be small company, no be holding company or subsidiary, and total directors pay no reach much. We still need give full breakdown of chairman and directors pay?", [],
                                                       "schedule: exemption from paragraphs 24-27 where aggregate emoluments do not exceed N120,000"),
    ("constitution", "Third Schedule, Part I, Paragraph 18"): ("en", "Who are the members of the National Economic Council and who chairs it?", [],
                                                               "schedule: composition of the National Economic Council"),
    ("constitution", "Second Schedule, Part I, Paragraph 61"): ("en", "Can a state pass its own law on registry or church weddings and divorce?", [(C, "4")],
                                                               "schedule: Exclusive List item 61 (marriages other than Islamic and customary); s.4(3) exclusivity"),
    ("cama", "Third Schedule, Part II, Paragraph 13"): ("en", "Do loans and credit our company gives to managers who are not directors have to appear in the accounts? which kinds of deals count?", [("cama", "384")],
                                                       "schedule: classes of transactions with officers other than directors; s.384 applies Part II to them"),
    ("cama", "Sixth Schedule, Part I, Paragraph 2"): ("yo", "ile-ise kekere (small company) ni wa. se a gbodo fi profit and loss account ati iroyin awon oludari ranse si CAC?", [],
                                                     "schedule: small company need not deliver P&L or directors' report; typed plain (no tone marks or underdots) on purpose"),
    ("isa", "Third Schedule, Part I, Paragraph 8"): ("pcm", "For prospectus, we must talk how much we pay for the property we buy, including the goodwill?", [],
                                                     "schedule: purchase money for relevant property and goodwill"),
    ("isa", "First Schedule, Paragraph 1"): ("ha", "Mutum nawa ake bukata kafin taron hukumar gudanarwar SEC ya zama halastacce (quorum)? Kuma idan kuri'u sun yi daidai, wa ke yanke hukunci?", [],
                                             "schedule: Board quorum of five incl. two non-executive; chairman's casting vote; typed without hooked letters on purpose"),
    ("cama", "Fourth Schedule, Part II, Paragraph 5"): ("en", "Does the buyback part of the directors' report also apply when the company takes a lien or charge on its own shares?", [],
                                                       "schedule: when Part II of the Fourth Schedule applies (purchase, forfeiture, nominee acquisition, lien or charge)"),
    ("cama", "Fifth Schedule, Paragraph 2"): ("en", "What must the auditors' report say about whether the company kept proper books? what about branches they never visited?", [("cama", "407")],
                                              "schedule: auditors' report matter on books of account and branch returns; s.407(1)-(2) imposes the same check"),
    ("cama", "Eleventh Schedule, Paragraph 1"): ("ig", "Bank họpụtara receiver n'elu ihe onwunwe niile nke ụlọ ọrụ anyị. O nwere ike iweghara ihe onwunwe ndị ahụ ma gaa ụlọikpe iji nakọta ha?", [("cama", "556")],
                                                 "schedule: receiver's power to take possession and take proceedings; s.556(1) duty to take possession"),
    ("cama", "Third Schedule, Part I, Paragraph 8"): ("ha", "Muna cikin rukunin kamfanoni (group). Wani darakta yana da sha'awa a wata yarjejeniya ta cikin rukunin, kawai saboda alaƙarsa da kamfaninmu. Dole ne a bayyana ta a lissafin ƙarshen shekara?", [],
                                                     "schedule: group exemption from disclosing a director's material interest"),
}

OUT_OF_LIBRARY = [
    ("en", "What time does the first Lagos to Ibadan train leave on Sundays?",
     "train timetable; not in any statute"),
    ("en", "How much is the national minimum wage right now in naira per month?",
     "near miss: the Constitution mentions 'national minimum wage' (Exclusive List item 34; s.254C(1)(e), National Industrial Court jurisdiction) but no statute here states the amount"),
    ("en", "who won the last AFCON and where was the final played?",
     "football; not in any statute"),
    ("pcm", "Abeg how I go take check my JAMB result for phone?",
     "exam result how-to; not in any statute"),
    ("pcm", "How much be stamp duty for house rent agreement for Lagos? na percent of the rent?",
     "near miss: 'stamp duty' appears in cama, isa, pia and the Exclusive List, but no rate for tenancy agreements"),
    ("pcm", "Wetin be price of one bag of rice for Mile 12 market this week?",
     "market price; not in any statute"),
    ("ha", "Yaya ake dafa miyar kuka mai daɗi?",
     "recipe; not in any statute"),
    ("ha", "Nawa ne kuɗin sabunta fasfo (passport) na shekara goma yanzu?",
     "near miss: passports appear (Exclusive List item 42, criminal-code s.190A, efcc-act s.23 forfeiture) but no fee"),
    ("ha", "Yaushe ne za a fara azumin Ramadan na bana?",
     "religious calendar; not in any statute"),
    ("yo", "Báwo ni mo ṣe lè se ẹ̀fọ́ rírò tó dùn?",
     "recipe; not in any statute"),
    ("yo", "Èló ni owó ìforúkọsílẹ̀ orúkọ iṣẹ́ (business name) ní CAC báyìí?",
     "near miss: cama Part E (ss.811 ff.) sets up business-name registration in prescribed forms, but no registration fee is stated"),
    ("yo", "Ìgbà wo ni Super Eagles máa gbá bọ́ọ̀lù wọn tó kàn?",
     "football fixture; not in any statute"),
    ("ig", "Kedu ka m ga-esi esi ofe onugbu nke ọma?",
     "recipe; not in any statute"),
    ("ig", "Mmadụ ga-eru afọ ole tupu ọ lara ezumike nka n'ọrụ gọọmentị (retirement age)?",
     "near miss: the Constitution speaks of 'such retiring age as may be prescribed by law' (e.g. s.87) but no statute here fixes the civil-service retirement age"),
    ("ig", "Oge ole ka ahịa Ariaria na Aba na-emepe n'ụtụtụ?",
     "market opening hours; not in any statute"),
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


def kept_schedule_ranks():
    """Schedule paragraphs: seeded order, skip SCHED_SKIPS, stop at 30."""
    cands = S.schedule_candidates()
    ks = []
    for rank in range(1, len(cands) + 1):
        if len(ks) == S.SCHED_TOTAL:
            break
        if rank in SCHED_SKIPS:
            act, label, _ = cands[rank - 1]
            assert SCHED_SKIPS[rank].startswith(f"{act} {label}:"), (rank, act, label)
            continue
        ks.append(rank)
    assert len(ks) == S.SCHED_TOTAL, "schedule candidates exhausted"
    return cands, ks


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
    scands, sranks = kept_schedule_ranks()
    slangs = S.schedule_languages()
    sused = set()
    for j, rank in enumerate(sranks):
        act, label, _ = scands[rank - 1]
        key = (act, label)
        assert key in SCHED_QUESTIONS, f"no question for {key}"
        lang, question, extra, note = SCHED_QUESTIONS[key]
        assert lang == slangs[j], f"{key}: written in {lang}, slot is {slangs[j]}"
        assert note.startswith("schedule"), key
        sused.add(key)
        expected = [{"act": act, "section": label}] + [{"act": a, "section": s} for a, s in extra]
        rows.append({"id": f"{PREFIX}-{i + 1:03d}", "question": question, "expected": expected,
                     "lang": lang, "note": note})
        i += 1
    assert sused == set(SCHED_QUESTIONS), f"unused schedule questions: {set(SCHED_QUESTIONS) - sused}"
    with open(os.path.join(HERE, "chat-eval-blind5.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "out-of-library.jsonl"), "w", encoding="utf-8") as fh:
        for j, (lang, question, note) in enumerate(OUT_OF_LIBRARY, 1):
            fh.write(json.dumps({"id": f"{PREFIX}-OOL-{j:03d}", "question": question, "expected": [],
                                 "lang": lang, "note": note}, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} answerable and {len(OUT_OF_LIBRARY)} out-of-library questions")


if __name__ == "__main__":
    main()

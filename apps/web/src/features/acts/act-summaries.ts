/**
 * Plain-language summaries for the static "act summary" pages (read/constitution,
 * read/police-act, read/electoral-act, read/pia).
 *
 * The summaries are written in our own words for ordinary citizens; they are not statute text
 * and are not legal advice. Every section number below was checked against the full texts in
 * shared/data/laws (see PROVENANCE.md there). Only sections whose text is complete in our copy of
 * the Electoral Act 2022 are cited.
 */

export interface ActSummaryCard {
  /** Short heading for the card, e.g. 'Your right to personal liberty'. */
  title: string;
  /** 2-4 plain sentences a citizen understands. */
  summary: string;
  /** Section numbers as printed in the act, e.g. ['35'] or ['131', '132']. */
  sections: string[];
}

export interface ActSummary {
  slug: 'constitution' | 'police-act' | 'electoral-act' | 'pia';
  /** Full official title. */
  title: string;
  shortTitle: string;
  /** 1-2 sentences: what the act is and why it matters to a citizen. */
  intro: string;
  /** 6 to 8 cards per act. */
  cards: ActSummaryCard[];
}

const constitution: ActSummary = {
  slug: 'constitution',
  title: 'Constitution of the Federal Republic of Nigeria 1999',
  shortTitle: 'Constitution',
  intro:
    'The Constitution is the highest law in Nigeria: every other law and every government action must agree with it. Chapter IV lists the fundamental rights that every person can rely on, and other chapters say who is a citizen and who may vote or hold office.',
  cards: [
    {
      title: 'Your right to life and dignity',
      summary:
        'No one may deliberately take your life, except to carry out a court sentence for a crime you were convicted of in Nigeria. Force that is reasonably necessary to defend people or property, make a lawful arrest or stop a riot is the narrow exception. You may never be tortured or given inhuman or degrading treatment, held as a slave, or forced to work against your will.',
      sections: ['33', '34'],
    },
    {
      title: 'Your right to personal liberty',
      summary:
        'You can only be detained for reasons the Constitution allows, such as a court order or a reasonable suspicion that you committed a crime. If you are arrested you may stay silent until you have spoken with a lawyer or another person you choose, and you must be told in writing within 24 hours, in a language you understand, why you are held. In most cases you must be brought before a court within one day if there is a court within 40 km, otherwise within two days or a period the court finds reasonable. If you are arrested or detained unlawfully, you are entitled to compensation and a public apology.',
      sections: ['35'],
    },
    {
      title: 'Your right to a fair hearing',
      summary:
        'Any case about your rights must be heard within a reasonable time by an independent and impartial court, normally in public. If you are charged with a crime you are presumed innocent until proven guilty, must be told the charge in a language you understand, and may defend yourself or use a lawyer of your choice, with a free interpreter if needed. You cannot be forced to give evidence at your own trial, tried again for an offence you were already convicted or acquitted of, or punished for an act that was not a crime when you did it.',
      sections: ['36'],
    },
    {
      title: 'Privacy, conscience and religion',
      summary:
        'The privacy of your home, your letters and your telephone conversations is protected. You are free to hold any belief, to change your religion, and to practise and share it alone or with others, in public or in private. A pupil cannot be made to take part in religious teaching or worship of a religion other than their own.',
      sections: ['37', '38'],
    },
    {
      title: 'Freedom of expression, assembly and movement',
      summary:
        'You may hold opinions and receive and share ideas and information, and you may set up a newspaper or other medium (broadcasting stations need government authorisation). You may meet peacefully with others and form or join a political party, trade union or other association. Every citizen may move freely, live anywhere in Nigeria, and leave or re-enter the country. These freedoms can only be limited by laws that are reasonably justifiable in a democratic society, for example for public safety, public order, public health or to protect the rights of others.',
      sections: ['39', '40', '41', '45'],
    },
    {
      title: 'Freedom from discrimination',
      summary:
        'No law or government action may put you at a disadvantage, or give others a special privilege, only because of your community, ethnic group, place of origin, sex, religion or political opinion. No citizen may be punished or deprived of anything because of the circumstances of their birth.',
      sections: ['42'],
    },
    {
      title: 'Going to court when your rights are violated',
      summary:
        'If any of your fundamental rights has been, is being or is likely to be violated in a State, you can apply to a High Court in that State for help. The court can make whatever orders are needed to protect or enforce your rights. The National Assembly must provide for legal and financial help for citizens who cannot afford to bring a genuine case.',
      sections: ['46'],
    },
    {
      title: 'Citizenship, voting and running for President',
      summary:
        'You are a Nigerian citizen by birth if you were born in Nigeria after independence and a parent or grandparent is a citizen, or if you were born abroad and either parent is a citizen. Every citizen aged 18 or older who lives in Nigeria when voters are registered is entitled to be registered as a voter. To be elected President, a person must be a citizen by birth, at least 35 years old, a member of a political party that sponsors them, and educated to at least School Certificate level or its equivalent.',
      sections: ['25', '77', '131'],
    },
  ],
};

const policeAct: ActSummary = {
  slug: 'police-act',
  title: 'Nigeria Police Act 2020',
  shortTitle: 'Police Act',
  intro:
    'The Nigeria Police Act 2020 sets out what the Nigeria Police Force must do and how officers may arrest, search and detain people. Knowing it helps you recognise your rights during any encounter with the police.',
  cards: [
    {
      title: 'What the police are there to do',
      summary:
        'The police must prevent and detect crime, keep public order, and protect the lives, property, rights and freedoms of everyone in Nigeria. They must also help people in distress, such as victims of road accidents, fires and floods, and work in partnership with communities. The Force is specifically responsible for protecting the fundamental rights of people held in police custody.',
      sections: ['4', '5'],
    },
    {
      title: 'No arrest over debts or contracts, and no needless handcuffs',
      summary:
        'You may not be arrested merely because of a civil dispute or a broken contract, such as an unpaid debt. Anyone arrested must be taken to court or released, with or without conditions. You may only be handcuffed or restrained if there is a real fear of violence or escape, if it is needed for your own safety, or if a court orders it.',
      sections: ['32', '34'],
    },
    {
      title: 'When police can arrest without a warrant',
      summary:
        'An officer may arrest you without a warrant only in the situations listed in the Act, for example when there are reasonable grounds to suspect you committed an offence, when you commit an offence in front of the officer, when you obstruct an officer or escape custody, or when you are found with property reasonably suspected to be stolen. Outside those listed situations, no one may be arrested without a warrant.',
      sections: ['38'],
    },
    {
      title: 'Your rights once you are arrested',
      summary:
        'Unless you are caught in the act, chased right after an offence or escaping custody, you must be told at once why you are being arrested. You must also be told that you may remain silent until you have consulted a lawyer or another person of your choice, that you may see a lawyer before making any statement, and that free legal help from the Legal Aid Council may be available. The police must inform your next of kin of your arrest at no cost to you, and you must be treated humanely and never tortured.',
      sections: ['35', '37'],
    },
    {
      title: 'No one may be arrested in place of another',
      summary:
        'The police may not arrest a relative, friend or anyone else in place of the person they are looking for. Only the suspect can be arrested for an alleged offence.',
      sections: ['36'],
    },
    {
      title: 'Stop and search',
      summary:
        'Officers may stop and search a person or vehicle in a public place when they have reasonable grounds for suspicion, for example that you are carrying stolen or prohibited items. Before searching, the officer should ask you to explain the circumstances, and no search should happen if your explanation makes it unnecessary. The officer must give you their name and police station, the object of the search and the grounds for it, and must be in uniform or visibly wear a valid police ID card.',
      sections: ['49', '50'],
    },
    {
      title: 'Police bail and detention beyond 24 hours',
      summary:
        'If you are arrested without a warrant for an offence that does not carry the death penalty and cannot be taken to court within 24 hours, the officer in charge of the station must look into the case and release you on bail, with or without sureties, for a reasonable amount. If you are still held after 24 hours, an application can be made to a court on your behalf, orally or in writing, and the court can order that you be produced and granted bail.',
      sections: ['62', '64'],
    },
    {
      title: 'Complaining about police misconduct',
      summary:
        'A Police Complaints Response Unit must exist at Force Headquarters and in every State Command and the FCT. It receives complaints from the public about police misconduct, including complaints about deaths, serious injuries and other gross human rights violations. After an investigation, the report goes to the Inspector-General or the State Commissioner of Police, who passes it on for disciplinary action where needed; a person who knowingly makes a false complaint can be prosecuted.',
      sections: ['131', '133', '134'],
    },
  ],
};

const electoralAct: ActSummary = {
  slug: 'electoral-act',
  title: 'Electoral Act 2022',
  shortTitle: 'Electoral Act',
  intro:
    'The Electoral Act 2022 governs how the Independent National Electoral Commission (INEC) registers voters and runs federal, state and FCT Area Council elections. It explains what happens at your polling unit and how election results can be challenged.',
  cards: [
    {
      title: 'Registering to vote',
      summary:
        'INEC keeps a National Register of Voters, in electronic and paper form, and registration is continuous. To register, you must appear in person at a designated centre with a document that proves your identity, age and nationality, such as a birth certificate, passport, identity card or driver’s licence. Registration stops 90 days before any election, so register early.',
      sections: ['9', '10'],
    },
    {
      title: 'Your voter card and checking the register',
      summary:
        'INEC issues voter cards to people whose names are on the register, and no one may hold more than one valid voter card; doing so is an offence. Before a general election, INEC must display the register for seven days at registration areas and on its website. During that time you can claim that your name was left out, or object to a name that should not be there, such as someone who has died.',
      sections: ['16', '19'],
    },
    {
      title: 'Accreditation on election day',
      summary:
        'To vote, you must present your voter card at the polling unit where you are registered. The presiding officer checks your details with a smart card reader or another device chosen by INEC. If the device fails and is not replaced, the election in that unit is cancelled and held again within 24 hours where that unit could substantially affect the final result.',
      sections: ['47'],
    },
    {
      title: 'Help for voters with disabilities',
      summary:
        'A voter who is visually impaired or has another disability may bring a person of their choice into the voting compartment to help them mark the ballot. INEC must take reasonable steps to assist persons with disabilities and other vulnerable voters, for example with Braille, large print, sign language interpretation or, where appropriate, off-site voting.',
      sections: ['54'],
    },
    {
      title: 'One person, one vote',
      summary:
        'No voter may vote more than once or for more than one candidate in the same election. If the number of votes cast at a polling unit is higher than the number of accredited voters, the presiding officer must cancel the result there. A new poll is then needed before a winner is returned, unless INEC is satisfied the cancelled votes would not substantially change the outcome.',
      sections: ['51'],
    },
    {
      title: 'Counting and announcing results',
      summary:
        'Votes are counted and the result announced at the polling unit, and the result form is signed and stamped by the presiding officer and countersigned by the candidates or their agents where present. Party agents and the police officer present receive copies, and a candidate or agent can demand one recount. INEC keeps a National Electronic Register of Election Results, and anyone can obtain a certified copy of a polling unit result for a fee.',
      sections: ['60', '61', '62'],
    },
    {
      title: 'Keeping your vote secret and honest',
      summary:
        'Everyone at a polling unit, including officials, candidates and party agents, must help keep voting secret; no one may interfere with you or try to find out or reveal who you voted for. Voting where your name is not on the register, or bringing someone else’s voter card to a polling unit, is an offence. In any court case about an election, no voter can be forced to say whom they voted for.',
      sections: ['122', '124', '143'],
    },
    {
      title: 'Challenging an election result',
      summary:
        'An election result can only be challenged by an election petition before an election tribunal, or the Court of Appeal for a presidential election. A petition can be filed by a candidate or a political party that took part in the election. The grounds are that the winner was not qualified, that the election was invalid because of corrupt practices or failure to follow the Act, or that the winner did not get the majority of lawful votes.',
      sections: ['130', '133', '134'],
    },
  ],
};

const pia: ActSummary = {
  slug: 'pia',
  title: 'Petroleum Industry Act 2021',
  shortTitle: 'PIA',
  intro:
    'The Petroleum Industry Act 2021 sets the rules for how Nigeria’s oil and gas is governed, regulated and taxed. It also creates a legal share of oil and gas spending for the communities that host petroleum operations.',
  cards: [
    {
      title: 'Petroleum belongs to the nation',
      summary:
        'All petroleum in Nigeria, including under its territorial waters, continental shelf and exclusive economic zone, is owned by the Government of the Federation. Companies explore for it and produce it under licences and leases granted under the Act, such as a petroleum prospecting licence or a petroleum mining lease.',
      sections: ['1', '70'],
    },
    {
      title: 'Two new regulators',
      summary:
        'The Act created the Nigerian Upstream Petroleum Regulatory Commission to regulate oil and gas exploration and production. It also created the Nigerian Midstream and Downstream Petroleum Regulatory Authority to regulate processing, refining, storage, transport, distribution and sale of gas and petroleum products.',
      sections: ['4', '29'],
    },
    {
      title: 'NNPC becomes a company',
      summary:
        'NNPC Limited was set up as a limited liability company, with its shares held by the government on behalf of the Federation. It must run on a commercial, profit-making basis without relying on government funds, and it pays fees, royalties and taxes like any other company. Government shares in it cannot be sold without approval, and any sale must be open, competitive and at fair market value.',
      sections: ['53'],
    },
    {
      title: 'Host communities development trusts',
      summary:
        'Oil and gas companies holding licences or leases (called settlors) must set up a development trust for the host communities around their operations. Each year they must pay into the trust fund 3% of their actual operating expenditure for the previous year. The fund is split into 75% for community projects, 20% for a reserve that is invested for the future, and up to 5% for running costs.',
      sections: ['235', '240', '244'],
    },
    {
      title: 'A voice for host communities',
      summary:
        'Before projects are chosen, the company must carry out a needs assessment that engages each host community and considers the concerns of women, youth and community leaders. Each host community nominates a representative to the trust’s management committee, and an advisory committee with at least one member from each community proposes projects and monitors their progress.',
      sections: ['247', '249', '250', '251'],
    },
    {
      title: 'Vandalism costs the community',
      summary:
        'If vandalism, sabotage or other civil unrest damages oil and gas facilities or disrupts production in a host community, the community loses part of its trust entitlement for that year, up to the cost of repairing the damage. This does not apply when the disruption has a technical or natural cause.',
      sections: ['257'],
    },
    {
      title: 'Land, sacred sites and compensation',
      summary:
        'Oil companies may not enter areas held to be sacred, and need written permission from the regulator before using places such as towns, markets, burial grounds or cultivated land. Before using private land they must pay the owner or occupier fair and adequate compensation. If their operations damage buildings, land, valuable trees or objects the community venerates, they must compensate the people or communities directly affected.',
      sections: ['101'],
    },
    {
      title: 'Environment and gas flaring',
      summary:
        'Operators must submit an environmental management plan for approval and must pay into an environmental remediation fund that the regulator can use to clean up damage if they fail to do so. Flaring or venting gas is an offence except in an emergency, under an exemption or as an accepted safety practice. Money from gas flaring fines is to be used for environmental remediation and relief of the affected host communities.',
      sections: ['102', '103', '104'],
    },
  ],
};

export const actSummaries: Record<ActSummary['slug'], ActSummary> = {
  constitution,
  'police-act': policeAct,
  'electoral-act': electoralAct,
  pia,
};

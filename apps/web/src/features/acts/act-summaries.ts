/**
 * Plain-language summaries for the static "act summary" pages (read/constitution,
 * read/police-act, read/electoral-act, read/pia).
 *
 * The summaries are written in our own words for ordinary citizens; they are not statute text
 * and are not legal advice. Every section number below was checked against the full texts in
 * shared/data/laws (see PROVENANCE.md there). Only sections whose text is complete in our copy of
 * the Electoral Act 2022 are cited.
 *
 * The words live in the catalogues (locales/<language>/acts.json, under acts.<slug>); this module
 * keeps what is not text: the slugs, the order of the cards and the section numbers they cite.
 */

export interface ActSummaryCard {
  /** Short heading for the card, e.g. 'Your right to personal liberty'. */
  titleKey: string;
  /** 2-4 plain sentences a citizen understands. */
  summaryKey: string;
  /** Section numbers as printed in the act, e.g. ['35'] or ['131', '132']. */
  sections: string[];
}

export interface ActSummary {
  slug: 'constitution' | 'police-act' | 'electoral-act' | 'pia';
  /** Full official title (kept in English in every language: it is the act's legal name). */
  titleKey: string;
  shortTitleKey: string;
  /** 1-2 sentences: what the act is and why it matters to a citizen. */
  introKey: string;
  /** 6 to 8 cards per act. */
  cards: ActSummaryCard[];
}

const constitution: ActSummary = {
  slug: 'constitution',
  titleKey: 'acts.constitution.title',
  shortTitleKey: 'acts.constitution.shortTitle',
  introKey: 'acts.constitution.intro',
  cards: [
    {
      titleKey: 'acts.constitution.cards.lifeAndDignity.title',
      summaryKey: 'acts.constitution.cards.lifeAndDignity.summary',
      sections: ['33', '34'],
    },
    {
      titleKey: 'acts.constitution.cards.personalLiberty.title',
      summaryKey: 'acts.constitution.cards.personalLiberty.summary',
      sections: ['35'],
    },
    {
      titleKey: 'acts.constitution.cards.fairHearing.title',
      summaryKey: 'acts.constitution.cards.fairHearing.summary',
      sections: ['36'],
    },
    {
      titleKey: 'acts.constitution.cards.privacyConscienceReligion.title',
      summaryKey: 'acts.constitution.cards.privacyConscienceReligion.summary',
      sections: ['37', '38'],
    },
    {
      titleKey: 'acts.constitution.cards.expressionAssemblyMovement.title',
      summaryKey: 'acts.constitution.cards.expressionAssemblyMovement.summary',
      sections: ['39', '40', '41', '45'],
    },
    {
      titleKey: 'acts.constitution.cards.nonDiscrimination.title',
      summaryKey: 'acts.constitution.cards.nonDiscrimination.summary',
      sections: ['42'],
    },
    {
      titleKey: 'acts.constitution.cards.enforcingRights.title',
      summaryKey: 'acts.constitution.cards.enforcingRights.summary',
      sections: ['46'],
    },
    {
      titleKey: 'acts.constitution.cards.citizenshipVoting.title',
      summaryKey: 'acts.constitution.cards.citizenshipVoting.summary',
      sections: ['25', '77', '131'],
    },
  ],
};

const policeAct: ActSummary = {
  slug: 'police-act',
  titleKey: 'acts.police-act.title',
  shortTitleKey: 'acts.police-act.shortTitle',
  introKey: 'acts.police-act.intro',
  cards: [
    {
      titleKey: 'acts.police-act.cards.duties.title',
      summaryKey: 'acts.police-act.cards.duties.summary',
      sections: ['4', '5'],
    },
    {
      titleKey: 'acts.police-act.cards.noArrestForDebts.title',
      summaryKey: 'acts.police-act.cards.noArrestForDebts.summary',
      sections: ['32', '34'],
    },
    {
      titleKey: 'acts.police-act.cards.arrestWithoutWarrant.title',
      summaryKey: 'acts.police-act.cards.arrestWithoutWarrant.summary',
      sections: ['38'],
    },
    {
      titleKey: 'acts.police-act.cards.rightsOnArrest.title',
      summaryKey: 'acts.police-act.cards.rightsOnArrest.summary',
      sections: ['35', '37'],
    },
    {
      titleKey: 'acts.police-act.cards.noArrestInPlace.title',
      summaryKey: 'acts.police-act.cards.noArrestInPlace.summary',
      sections: ['36'],
    },
    {
      titleKey: 'acts.police-act.cards.stopAndSearch.title',
      summaryKey: 'acts.police-act.cards.stopAndSearch.summary',
      sections: ['49', '50'],
    },
    {
      titleKey: 'acts.police-act.cards.bailAndDetention.title',
      summaryKey: 'acts.police-act.cards.bailAndDetention.summary',
      sections: ['62', '64'],
    },
    {
      titleKey: 'acts.police-act.cards.complaints.title',
      summaryKey: 'acts.police-act.cards.complaints.summary',
      sections: ['131', '133', '134'],
    },
  ],
};

const electoralAct: ActSummary = {
  slug: 'electoral-act',
  titleKey: 'acts.electoral-act.title',
  shortTitleKey: 'acts.electoral-act.shortTitle',
  introKey: 'acts.electoral-act.intro',
  cards: [
    {
      titleKey: 'acts.electoral-act.cards.registering.title',
      summaryKey: 'acts.electoral-act.cards.registering.summary',
      sections: ['9', '10'],
    },
    {
      titleKey: 'acts.electoral-act.cards.voterCard.title',
      summaryKey: 'acts.electoral-act.cards.voterCard.summary',
      sections: ['16', '19'],
    },
    {
      titleKey: 'acts.electoral-act.cards.accreditation.title',
      summaryKey: 'acts.electoral-act.cards.accreditation.summary',
      sections: ['47'],
    },
    {
      titleKey: 'acts.electoral-act.cards.disabilities.title',
      summaryKey: 'acts.electoral-act.cards.disabilities.summary',
      sections: ['54'],
    },
    {
      titleKey: 'acts.electoral-act.cards.oneVote.title',
      summaryKey: 'acts.electoral-act.cards.oneVote.summary',
      sections: ['51'],
    },
    {
      titleKey: 'acts.electoral-act.cards.counting.title',
      summaryKey: 'acts.electoral-act.cards.counting.summary',
      sections: ['60', '61', '62'],
    },
    {
      titleKey: 'acts.electoral-act.cards.secrecy.title',
      summaryKey: 'acts.electoral-act.cards.secrecy.summary',
      sections: ['122', '124', '143'],
    },
    {
      titleKey: 'acts.electoral-act.cards.challenging.title',
      summaryKey: 'acts.electoral-act.cards.challenging.summary',
      sections: ['130', '133', '134'],
    },
  ],
};

const pia: ActSummary = {
  slug: 'pia',
  titleKey: 'acts.pia.title',
  shortTitleKey: 'acts.pia.shortTitle',
  introKey: 'acts.pia.intro',
  cards: [
    {
      titleKey: 'acts.pia.cards.nationalOwnership.title',
      summaryKey: 'acts.pia.cards.nationalOwnership.summary',
      sections: ['1', '70'],
    },
    {
      titleKey: 'acts.pia.cards.regulators.title',
      summaryKey: 'acts.pia.cards.regulators.summary',
      sections: ['4', '29'],
    },
    {
      titleKey: 'acts.pia.cards.nnpc.title',
      summaryKey: 'acts.pia.cards.nnpc.summary',
      sections: ['53'],
    },
    {
      titleKey: 'acts.pia.cards.hostTrusts.title',
      summaryKey: 'acts.pia.cards.hostTrusts.summary',
      sections: ['235', '240', '244'],
    },
    {
      titleKey: 'acts.pia.cards.communityVoice.title',
      summaryKey: 'acts.pia.cards.communityVoice.summary',
      sections: ['247', '249', '250', '251'],
    },
    {
      titleKey: 'acts.pia.cards.vandalism.title',
      summaryKey: 'acts.pia.cards.vandalism.summary',
      sections: ['257'],
    },
    {
      titleKey: 'acts.pia.cards.landAndCompensation.title',
      summaryKey: 'acts.pia.cards.landAndCompensation.summary',
      sections: ['101'],
    },
    {
      titleKey: 'acts.pia.cards.environment.title',
      summaryKey: 'acts.pia.cards.environment.summary',
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

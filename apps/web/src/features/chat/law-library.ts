import type { LawActSummary } from '@civicng/contracts';
import type { TFunction } from 'i18next';
import { paths } from '../../config/paths';
import { safeUrl } from '../../lib/markdown';

interface LawLinkSource {
  label: string;
  /** Null for a law the library does not hold. */
  slug: string | null;
}

/**
 * Spec §2: the laws the assistant answers from, in the order the chat screen lists them. The labels
 * are the laws' names and stay as they are in every language, as the answers' citations do.
 */
export const chatLaws: readonly LawLinkSource[] = [
  { label: 'Anambra Security Law', slug: null },
  { label: 'Constitution', slug: 'constitution' },
  { label: 'Police Act', slug: 'police-act' },
  { label: 'Electoral Act', slug: 'electoral-act' },
  { label: 'PIA', slug: 'pia' },
  { label: 'CAMA', slug: 'cama' },
  { label: 'Criminal Code', slug: 'criminal-code' },
  { label: 'Cybercrime Act', slug: 'cybercrime-act' },
  { label: 'EFCC Act', slug: 'efcc-act' },
  { label: 'Power Sector Act', slug: 'power-sector-act' },
  { label: 'ISA', slug: 'isa' },
  { label: 'Evidence Act', slug: 'evidence-act' },
];

export type LawLink =
  | { label: string; kind: 'pdf'; href: string; title: string }
  | { label: string; kind: 'reader'; href: string; title: string }
  | { label: string; kind: 'missing'; title: string };

/** The catalogue key of the note on a law the library does not hold. */
export const missingLawTitle = 'chat.laws.missingTitle';

/**
 * Where each law's link goes: the official PDF when the server names one, else the act in the law
 * reader (also when the library list could not be read). `t` words the titles.
 */
export function lawLinks(acts: readonly LawActSummary[], t: TFunction): LawLink[] {
  const bySlug = new Map(acts.map((act) => [act.slug, act]));
  return chatLaws.map(({ label, slug }): LawLink => {
    if (slug === null) return { label, kind: 'missing', title: t(missingLawTitle) };
    const act = bySlug.get(slug);
    const pdf = act?.pdf_url ? safeUrl(act.pdf_url) : '';
    const title = act?.title ?? label;
    if (pdf) return { label, kind: 'pdf', href: pdf, title: t('chat.laws.pdfTitle', { title }) };
    return { label, kind: 'reader', href: paths.lawReader(slug), title };
  });
}

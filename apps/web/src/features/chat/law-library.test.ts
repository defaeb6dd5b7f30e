import type { LawActSummary } from '@civicng/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { lawLinks } from './law-library';

const act = (slug: string, pdf_url: string | null): LawActSummary => ({
  slug,
  title: `The ${slug}`,
  short_title: slug,
  complete: true,
  section_count: 10,
  pdf_url,
  superseded_by: null,
});

describe('lawLinks', () => {
  it('lists the laws in the order of spec §2', () => {
    expect(lawLinks([], i18next.t).map((link) => link.label)).toEqual([
      'Anambra Security Law',
      'Constitution',
      'Police Act',
      'Electoral Act',
      'PIA',
      'CAMA',
      'Criminal Code',
      'Cybercrime Act',
      'EFCC Act',
      'Power Sector Act',
      'ISA',
      'Evidence Act',
    ]);
  });

  it('opens the official PDF when the library has one, else the law reader', () => {
    const links = lawLinks(
      [
        act('constitution', 'https://example.ng/constitution.pdf'),
        act('police-act', null),
        act('cama', 'javascript:alert(1)'),
      ],
      i18next.t,
    );
    expect(links[1]).toMatchObject({
      kind: 'pdf',
      href: 'https://example.ng/constitution.pdf',
      title: 'The constitution (official PDF)',
    });
    expect(links[2]).toMatchObject({ kind: 'reader', href: '/laws/police-act' });
    expect(links[5]).toMatchObject({ kind: 'reader', href: '/laws/cama' });
    // Not listed by the library (or the list could not be read): the reader still.
    expect(links[11]).toMatchObject({ kind: 'reader', href: '/laws/evidence-act' });
  });

  it('shows the Anambra law as not in the library', () => {
    expect(lawLinks([], i18next.t)[0]).toEqual({
      label: 'Anambra Security Law',
      kind: 'missing',
      title: 'Not in the library yet',
    });
  });
});

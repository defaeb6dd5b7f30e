import './law-reader.scss';
import { useEffect, useState } from 'react';
import { lawSectionAnchor, type LawAct, type LawSection } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { useAct } from './api/get-act';
import { groupByPart, paragraphsOf, sectionLabel, splitTitle, type PartGroup } from './law-text';

const noPart = 'Opening sections';

function SectionText({ body }: { body: string }) {
  return (
    <div className="law-text">
      {paragraphsOf(body).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The section's plain-language note, shown above the statute's own words. */
function PlainWords({ section }: { section: LawSection }) {
  if (!section.plain_words) return null;
  const anchor = lawSectionAnchor(section);
  return (
    <aside className="plain-words mb-2" aria-labelledby={`${anchor}-plain`}>
      <h4 id={`${anchor}-plain`} className="plain-words-title">
        In plain words
      </h4>
      {section.note_stale && (
        <p className="small text-warning-emphasis mb-1">
          The text of this section has changed since this explanation was written: rely on the text
          below.
        </p>
      )}
      <p className="mb-1">{section.plain_words}</p>
      {section.questions.length > 0 && (
        <details className="small">
          <summary className="text-body-secondary">Questions this section answers</summary>
          <ul className="mb-0 mt-1 ps-3">
            {section.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </details>
      )}
      <p className="plain-words-source small text-body-secondary mb-0">
        An explanation, not the law: the statute&apos;s words below decide.
      </p>
    </aside>
  );
}

function SectionArticle({ section, targeted }: { section: LawSection; targeted: boolean }) {
  const anchor = lawSectionAnchor(section);
  return (
    <article
      id={anchor}
      tabIndex={-1}
      aria-labelledby={`${anchor}-title`}
      className={`law-section${targeted ? ' law-section-target' : ''}`}
    >
      <h3 id={`${anchor}-title`} className="h6 fw-bold mb-2">
        <Link
          to={`#${anchor}`}
          className="badge rounded-pill section-chip me-2 text-decoration-none"
        >
          {sectionLabel(section)}
        </Link>
        {section.heading}
      </h3>
      <PlainWords section={section} />
      {section.incomplete ? (
        <>
          <p className="law-missing small mb-2">
            Text not available yet: the library&apos;s copy of this section is incomplete.
          </p>
          {section.body && (
            <details className="small">
              <summary className="text-body-secondary">Show the part we have</summary>
              <SectionText body={section.body} />
            </details>
          )}
        </>
      ) : section.body ? (
        <SectionText body={section.body} />
      ) : null}
    </article>
  );
}

function Contents({ groups, target }: { groups: PartGroup[]; target: string }) {
  // Open beside the text on wide screens; folded above it on phones.
  const [open] = useState(() => window.matchMedia('(min-width: 992px)').matches);
  const total = groups.reduce((n, g) => n + g.sections.length, 0);
  return (
    <details className="card border-0 shadow-sm law-contents" open={open}>
      <summary className="card-body py-3 fw-bold">Contents ({total})</summary>
      <nav aria-label="Contents of the act" className="px-3 pb-3">
        {groups.map((group, i) => {
          const holdsTarget = group.sections.some((s) => lawSectionAnchor(s) === target);
          return (
            <details key={i} open={groups.length === 1 || holdsTarget} className="mb-1">
              <summary className="small fw-semibold">{group.part ?? noPart}</summary>
              <ul className="list-unstyled small ms-3 mt-1 mb-2">
                {group.sections.map((section) => {
                  const anchor = lawSectionAnchor(section);
                  return (
                    <li key={anchor} className="mb-1">
                      <Link
                        to={`#${anchor}`}
                        aria-current={anchor === target ? 'location' : undefined}
                        className="text-decoration-none"
                      >
                        <span className="fw-semibold">{sectionLabel(section)}</span>
                        {section.heading && ` ${section.heading}`}
                        {section.incomplete && (
                          <span className="text-body-secondary"> (incomplete)</span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })}
      </nav>
    </details>
  );
}

function ActText({ act, target }: { act: LawAct; target: string }) {
  const groups = groupByPart(act.sections);
  const missing = act.sections.filter((s) => s.incomplete).length;
  return (
    <>
      {!act.complete && (
        <Alert variant="warning">
          <strong>Parts of this act are not in the library yet.</strong> {missing} of{' '}
          {act.sections.length} sections or items have no full text here; they are marked below.
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link to={paths.laws} className="btn btn-sm btn-outline-primary">
          All acts
        </Link>
        {act.pdf_url && (
          <a href={act.pdf_url} className="btn btn-sm btn-outline-primary" rel="noreferrer">
            Official PDF
          </a>
        )}
      </div>
      <Row className="g-3 g-lg-4">
        <Col lg={4} xl={3}>
          <Contents groups={groups} target={target} />
        </Col>
        <Col lg={8} xl={9}>
          {groups.map((group, i) => (
            <Card as="section" key={i} className="border-0 shadow-sm mb-3">
              <Card.Body className="p-3 p-sm-4">
                {group.part && (
                  <h2 className="h6 text-uppercase text-body-secondary mb-3">{group.part}</h2>
                )}
                {group.sections.map((section) => (
                  <SectionArticle
                    key={lawSectionAnchor(section)}
                    section={section}
                    targeted={lawSectionAnchor(section) === target}
                  />
                ))}
              </Card.Body>
            </Card>
          ))}
        </Col>
      </Row>
    </>
  );
}

/** /laws/{act}: the act's full text; /laws/{act}#s-35 lands on section 35 and marks it. */
export function LawReaderScreen() {
  const { act: slug = '' } = useParams();
  const act = useAct(slug);
  const location = useLocation();
  const target = decodeURIComponent(location.hash.replace(/^#/, ''));

  // The browser looks for #s-35 before the text has arrived: scroll once it is on the page.
  useEffect(() => {
    if (!act.data || !target) return;
    const element = document.getElementById(target);
    if (!element) return;
    // Instantly: a smooth scroll across a long act is cut short as the page settles.
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    element.focus({ preventScroll: true });
  }, [act.data, target, location.key]);

  if (act.isPending) {
    return (
      <PageContainer>
        <PageLoading label="Loading the act..." />
      </PageContainer>
    );
  }
  if (act.isError) {
    const missing = act.error instanceof ApiError && act.error.status === 404;
    return (
      <PageContainer title={missing ? 'Act not found' : 'Law reader'} narrow>
        {missing ? (
          <>
            <p className="text-body-secondary">This act is not in the law library.</p>
            <Link to={paths.laws} className="btn btn-primary">
              See the acts in the library
            </Link>
          </>
        ) : (
          <Alert
            variant="danger"
            className="d-flex flex-wrap align-items-center gap-2"
            role="alert"
          >
            <span className="me-auto">Could not load the act. Please try again.</span>
            <Button variant="outline-danger" size="sm" onClick={() => void act.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
      </PageContainer>
    );
  }
  const { main, note } = splitTitle(act.data.title);
  return (
    <PageContainer title={main} lead={note || undefined}>
      <ActText act={act.data} target={target} />
    </PageContainer>
  );
}

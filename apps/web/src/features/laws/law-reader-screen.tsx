import './law-reader.scss';
import { useEffect, useState } from 'react';
import { lawSectionAnchor, type LawAct, type LawSection } from '@civicng/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { useAct } from './api/get-act';
import { groupByPart, paragraphsOf, sectionLabel, splitTitle, type PartGroup } from './law-text';

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
  const { t, i18n } = useTranslation();
  if (!section.plain_words) return null;
  const anchor = lawSectionAnchor(section);
  const language = i18n.resolvedLanguage ?? 'en';
  const translated = section.plain_words_in[language];
  const onlyInEnglish = language !== 'en' && !translated;
  return (
    <aside className="plain-words mb-2" aria-labelledby={`${anchor}-plain`}>
      <h4 id={`${anchor}-plain`} className="plain-words-title">
        {t('laws.reader.plainWords')}
      </h4>
      {section.note_stale && (
        <p className="small text-warning-emphasis mb-1">{t('laws.reader.noteStale')}</p>
      )}
      {onlyInEnglish && (
        <p className="small text-body-secondary mb-1">{t('laws.reader.noteInEnglish')}</p>
      )}
      <p className="mb-1" lang={translated ? language : 'en'}>
        {translated ?? section.plain_words}
      </p>
      {section.questions.length > 0 && (
        <details className="small">
          <summary className="text-body-secondary">{t('laws.reader.questions')}</summary>
          <ul className="mb-0 mt-1 ps-3">
            {section.questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </details>
      )}
      <p className="plain-words-source small text-body-secondary mb-0">
        {t('laws.reader.notTheLaw')}
      </p>
    </aside>
  );
}

function SectionArticle({ section, targeted }: { section: LawSection; targeted: boolean }) {
  const { t } = useTranslation();
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
          {sectionLabel(section, t)}
        </Link>
        {section.heading}
      </h3>
      <PlainWords section={section} />
      {section.incomplete ? (
        <>
          <p className="law-missing small mb-2">{t('laws.reader.textMissing')}</p>
          {section.body && (
            <details className="small">
              <summary className="text-body-secondary">{t('laws.reader.showPart')}</summary>
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
  const { t } = useTranslation();
  // Open beside the text on wide screens; folded above it on phones.
  const [open] = useState(() => window.matchMedia('(min-width: 992px)').matches);
  const total = groups.reduce((n, g) => n + g.sections.length, 0);
  return (
    <details className="card border-0 shadow-sm law-contents" open={open}>
      <summary className="card-body py-3 fw-bold">{t('laws.reader.contents', { total })}</summary>
      <nav aria-label={t('laws.reader.contentsLabel')} className="px-3 pb-3">
        {groups.map((group, i) => {
          const holdsTarget = group.sections.some((s) => lawSectionAnchor(s) === target);
          return (
            <details key={i} open={groups.length === 1 || holdsTarget} className="mb-1">
              <summary className="small fw-semibold">
                {group.part ?? t('laws.reader.noPart')}
              </summary>
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
                        <span className="fw-semibold">{sectionLabel(section, t)}</span>
                        {section.heading && ` ${section.heading}`}
                        {section.incomplete && (
                          <span className="text-body-secondary">
                            {' '}
                            {t('laws.reader.incomplete')}
                          </span>
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
  const { t } = useTranslation();
  const groups = groupByPart(act.sections);
  const missing = act.sections.filter((s) => s.incomplete).length;
  return (
    <>
      {act.superseded_by && (
        <Alert variant="danger" className="law-repealed">
          {t('laws.reader.repealedBy', { replacement: act.superseded_by })}
        </Alert>
      )}
      {!act.complete && (
        <Alert variant="warning">
          <Trans
            i18nKey="laws.reader.partsMissing"
            values={{ missing, total: act.sections.length }}
            components={{ strong: <strong /> }}
          />
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link to={paths.laws} className="btn btn-sm btn-outline-primary">
          {t('laws.reader.allActs')}
        </Link>
        {act.pdf_url && (
          <a href={act.pdf_url} className="btn btn-sm btn-outline-primary" rel="noreferrer">
            {t('laws.officialPdf')}
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
  const { t } = useTranslation();
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
        <PageLoading label={t('laws.reader.loading')} />
      </PageContainer>
    );
  }
  if (act.isError) {
    const missing = act.error instanceof ApiError && act.error.status === 404;
    return (
      <PageContainer
        title={missing ? t('laws.reader.notFoundTitle') : t('laws.reader.title')}
        narrow
      >
        {missing ? (
          <>
            <p className="text-body-secondary">{t('laws.reader.notFound')}</p>
            <Link to={paths.laws} className="btn btn-primary">
              {t('laws.reader.seeActs')}
            </Link>
          </>
        ) : (
          <Alert
            variant="danger"
            className="d-flex flex-wrap align-items-center gap-2"
            role="alert"
          >
            <span className="me-auto">{t('laws.reader.loadFailed')}</span>
            <Button variant="outline-danger" size="sm" onClick={() => void act.refetch()}>
              {t('laws.tryAgain')}
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

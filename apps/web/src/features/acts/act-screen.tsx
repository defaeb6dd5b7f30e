import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { actPageSlugs, paths, type ActPageSlug } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { NotFoundScreen } from '../../components/not-found-screen';
import { actSummaries } from './act-summaries';

const isActSlug = (value: string | undefined): value is ActPageSlug =>
  actPageSlugs.some((slug) => slug === value);

export function ActScreen() {
  const { act } = useParams();
  const { t } = useTranslation();
  if (!isActSlug(act)) return <NotFoundScreen />;
  const summary = actSummaries[act];
  return (
    <PageContainer title={t(summary.titleKey)} lead={t(summary.introKey)}>
      <Row xs={1} md={2} lg={3} className="g-3">
        {summary.cards.map((card) => (
          <Col key={card.titleKey}>
            <Card className="h-100 border-0 shadow-sm">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h2" className="h6 fw-bold">
                  {t(card.titleKey)}
                </Card.Title>
                <Card.Text className="flex-grow-1">{t(card.summaryKey)}</Card.Text>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  {card.sections.map((section) => (
                    <span key={section} className="badge rounded-pill section-chip">
                      {t('acts.sectionChip', { section })}
                    </span>
                  ))}
                  <Link to={paths.chat} className="btn btn-sm btn-primary ms-auto">
                    {t('acts.readMore')}
                  </Link>
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <nav aria-label={t('acts.otherSummaries')} className="mt-4 d-flex flex-wrap gap-2">
        {actPageSlugs
          .filter((slug) => slug !== act)
          .map((slug) => (
            <Link key={slug} to={paths.read(slug)} className="btn btn-outline-primary btn-sm">
              {t(actSummaries[slug].shortTitleKey)}
            </Link>
          ))}
      </nav>
    </PageContainer>
  );
}

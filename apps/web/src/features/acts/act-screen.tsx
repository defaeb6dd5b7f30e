import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { actPageSlugs, paths, type ActPageSlug } from '../../app/paths';
import { PageContainer } from '../../components/page-container';
import { NotFoundScreen } from '../../components/not-found-screen';
import { actSummaries } from './act-summaries';

const isActSlug = (value: string | undefined): value is ActPageSlug =>
  actPageSlugs.some((slug) => slug === value);

export function ActScreen() {
  const { act } = useParams();
  if (!isActSlug(act)) return <NotFoundScreen />;
  const summary = actSummaries[act];
  return (
    <PageContainer title={summary.title} lead={summary.intro}>
      <Row xs={1} md={2} lg={3} className="g-3">
        {summary.cards.map((card) => (
          <Col key={card.title}>
            <Card className="h-100 border-0 shadow-sm">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h2" className="h6 fw-bold">
                  {card.title}
                </Card.Title>
                <Card.Text className="flex-grow-1">{card.summary}</Card.Text>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  {card.sections.map((section) => (
                    <span key={section} className="badge rounded-pill section-chip">
                      s. {section}
                    </span>
                  ))}
                  <Link to={paths.chat} className="btn btn-sm btn-primary ms-auto">
                    Read More
                  </Link>
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <nav aria-label="Other act summaries" className="mt-4 d-flex flex-wrap gap-2">
        {actPageSlugs
          .filter((slug) => slug !== act)
          .map((slug) => (
            <Link key={slug} to={paths.read(slug)} className="btn btn-outline-primary btn-sm">
              {actSummaries[slug].shortTitle}
            </Link>
          ))}
      </nav>
    </PageContainer>
  );
}

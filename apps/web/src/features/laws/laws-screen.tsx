import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useActs } from './api/get-acts';
import { splitTitle } from './law-text';

/** /laws: the acts of the law library, each opening in the reader. */
export function LawsScreen() {
  const acts = useActs();
  const { t } = useTranslation();
  let body;
  if (acts.isPending) body = <PageLoading label={t('laws.library.loading')} />;
  else if (acts.isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{t('laws.library.loadFailed')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void acts.refetch()}>
          {t('laws.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (acts.data.length === 0) {
    body = <p className="text-body-secondary">{t('laws.library.empty')}</p>;
  } else {
    body = (
      <Row xs={1} md={2} lg={3} className="g-3">
        {acts.data.map((act) => (
          <Col key={act.slug}>
            <Card className="h-100 border-0 shadow-sm">
              <Card.Body className="d-flex flex-column">
                <Card.Title as="h2" className="h6 fw-bold d-flex flex-wrap gap-2">
                  <span className="me-auto">{act.short_title}</span>
                  {act.superseded_by && (
                    <Badge bg="danger" title={act.superseded_by}>
                      {t('laws.library.repealed')}
                    </Badge>
                  )}
                  {!act.complete && (
                    <Badge bg="warning" text="dark">
                      {t('laws.library.incomplete')}
                    </Badge>
                  )}
                </Card.Title>
                <Card.Text className="small text-body-secondary flex-grow-1">
                  {t('laws.library.summary', {
                    title: splitTitle(act.title).main,
                    count: act.section_count,
                  })}
                </Card.Text>
                <div className="d-flex flex-wrap gap-2">
                  <Link to={paths.lawReader(act.slug)} className="btn btn-sm btn-primary">
                    {t('laws.library.read')}
                  </Link>
                  {act.pdf_url && (
                    <a
                      href={act.pdf_url}
                      className="btn btn-sm btn-outline-primary"
                      rel="noreferrer"
                    >
                      {t('laws.officialPdf')}
                    </a>
                  )}
                </div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <PageContainer title={t('laws.library.title')} lead={t('laws.library.lead')}>
      {body}
    </PageContainer>
  );
}

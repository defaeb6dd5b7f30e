import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { useCurrentMonthFaqs } from './api/get-current-month-faqs';
import { FaqAccordion } from './faq-accordion';
import { faqsFailedText, noFaqsText } from './faq-text';
import './engagement.scss';

export function CitizensEngagementScreen() {
  const token = useToken();
  const faqs = useCurrentMonthFaqs(token !== null);
  const { t } = useTranslation();

  // A 401 clears the stored token, which lands here too.
  if (!token) return <Navigate to={paths.login} replace />;

  let body;
  if (faqs.isPending) body = <PageLoading label={t('engagement.loading')} />;
  else if (faqs.isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{t(faqsFailedText)}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void faqs.refetch()}>
          {t('engagement.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (faqs.data.length === 0) {
    body = (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center text-body-secondary">{t(noFaqsText)}</Card.Body>
      </Card>
    );
  } else {
    body = <FaqAccordion faqs={faqs.data} />;
  }

  return (
    <PageContainer title={t('engagement.title')} lead={t('engagement.lead')} narrow>
      {body}
    </PageContainer>
  );
}

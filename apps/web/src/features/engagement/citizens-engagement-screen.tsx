import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate } from 'react-router';
import { paths } from '../../app/paths';
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

  // A 401 clears the stored token, which lands here too.
  if (!token) return <Navigate to={paths.login} replace />;

  let body;
  if (faqs.isPending) body = <PageLoading label="Loading the questions of the month..." />;
  else if (faqs.isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{faqsFailedText}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void faqs.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (faqs.data.length === 0) {
    body = (
      <Card className="border-0 shadow-sm">
        <Card.Body className="p-4 text-center text-body-secondary">{noFaqsText}</Card.Body>
      </Card>
    );
  } else {
    body = <FaqAccordion faqs={faqs.data} />;
  }

  return (
    <PageContainer
      title="Top Questions of the Month"
      lead="The questions citizens asked most this month, answered from Nigerian law. Follow a citation to read the section itself."
      narrow
    >
      {body}
    </PageContainer>
  );
}

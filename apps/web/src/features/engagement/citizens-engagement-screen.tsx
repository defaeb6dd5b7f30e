import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { RetryAlert } from '../../components/retry-alert';
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
      <RetryAlert
        text={t(faqsFailedText)}
        retryLabel={t('engagement.tryAgain')}
        onRetry={() => void faqs.refetch()}
      />
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

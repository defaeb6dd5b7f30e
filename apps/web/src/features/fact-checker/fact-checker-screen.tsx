import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../hooks/use-token';
import { useCheckFact } from './api/check-fact';
import { FactCheckForm } from './fact-check-form';
import { FactCheckResults } from './fact-check-results';
import { checkFailedText, resultCountText } from './fact-check-text';
import { HowItWorks } from './how-it-works';
import './fact-checker.scss';

export function FactCheckerScreen() {
  const token = useToken();
  const check = useCheckFact();
  const { t } = useTranslation();

  // A 401 clears the stored token, which lands here too.
  if (!token) return <Navigate to={paths.login} replace />;

  let outcome;
  // Said once the search ends, for those who cannot see the results appear.
  let status = '';
  if (check.isIdle) outcome = <HowItWorks />;
  else if (check.isPending) outcome = <PageLoading label={t('factcheck.screen.checking')} />;
  else if (check.isError) {
    outcome = (
      <Alert variant="danger" role="alert">
        <strong>{t('factcheck.screen.errorLabel')}</strong> {t(checkFailedText(check.error))}
      </Alert>
    );
  } else {
    outcome = <FactCheckResults response={check.data} />;
    const count = check.data.results.length;
    status = count > 0 ? resultCountText(count, t) : t('factcheck.results.noneTitle');
  }

  return (
    <PageContainer title={t('factcheck.screen.title')} lead={t('factcheck.screen.lead')} narrow>
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body className="p-3 p-sm-4">
          <FactCheckForm busy={check.isPending} onCheck={(query) => check.mutate(query)} />
        </Card.Body>
      </Card>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {outcome}
    </PageContainer>
  );
}

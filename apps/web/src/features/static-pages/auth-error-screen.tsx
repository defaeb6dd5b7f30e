import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { PageContainer } from '../../components/page-container';

export function AuthErrorScreen() {
  const { t } = useTranslation();
  return (
    <PageContainer narrow>
      <Alert variant="danger">
        <Alert.Heading as="h1" className="h3">
          {t('static.authError.heading')}
        </Alert.Heading>
        <p className="mb-0">{t('static.authError.message')}</p>
      </Alert>
      <Link to={paths.login} className="btn btn-primary">
        {t('static.authError.backToLogin')}
      </Link>
    </PageContainer>
  );
}

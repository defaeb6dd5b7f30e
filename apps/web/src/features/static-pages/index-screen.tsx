import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../../components/logo';
import { appConfig } from '../../lib/app-config';
import { getToken } from '../../lib/storage';

export function IndexScreen() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const enter = () => void navigate(getToken() ? paths.home : paths.login);
  return (
    <div className="splash d-flex flex-column align-items-center justify-content-center text-center px-4">
      <Logo size={112} className="splash-logo mb-4" />
      <h1 className="display-5 fw-bold mb-2">{appConfig.appName}</h1>
      <p className="lead mb-4 readable">{t('static.index.tagline')}</p>
      <Button variant="light" size="lg" className="px-5 fw-semibold text-brand" onClick={enter}>
        {t('static.index.enter')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageContainer } from './page-container';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('common.notFound.title')} narrow>
      <p className="text-body-secondary">{t('common.notFound.body')}</p>
      <Link to={paths.index} className="btn btn-primary">
        {t('common.notFound.home')}
      </Link>
    </PageContainer>
  );
}

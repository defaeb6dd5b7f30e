import { useTranslation } from 'react-i18next';
import { PageContainer } from './page-container';

/**
 * Shown when a screen fails to load or render, e.g. after an update replaced its code. Plain
 * Bootstrap markup: it is part of every screen's first download, and must show without the
 * network.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <PageContainer narrow>
      <div className="alert alert-warning" role="alert">
        <h1 className="h4 alert-heading">{t('common.routeError.title')}</h1>
        <p className="mb-0">{t('common.routeError.body')}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('common.routeError.reload')}
      </button>
    </PageContainer>
  );
}

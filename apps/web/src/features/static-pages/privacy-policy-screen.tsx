import { Trans, useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { appConfig } from '../../lib/app-config';

/** The day this policy took effect (written out in the reader's language). */
export const privacyEffectiveDate = '2024-08-10';

export function PrivacyPolicyScreen() {
  const { t, i18n } = useTranslation();
  const name = appConfig.appName;
  const provider = appConfig.companyName;
  const privacyContact = appConfig.contactEmail;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${privacyEffectiveDate}T00:00:00Z`));
  return (
    <PageContainer
      title={t('static.privacy.title')}
      lead={t('static.privacy.effectiveDate', { date })}
      narrow
    >
      <article className="bg-white rounded-3 shadow-sm p-4">
        <h2 className="h5">{t('static.privacy.whoWeAre.heading')}</h2>
        <p>{t('static.privacy.whoWeAre.body', { name })}</p>

        <h2 className="h5 mt-4">{t('static.privacy.collect.heading')}</h2>
        <p>{t('static.privacy.collect.body')}</p>

        <h2 className="h5 mt-4">{t('static.privacy.aiContent.heading')}</h2>
        <p>{t('static.privacy.aiContent.body', { name })}</p>

        <h2 className="h5 mt-4">{t('static.privacy.reporting.heading')}</h2>
        <p>{t('static.privacy.reporting.body')}</p>

        <h2 className="h5 mt-4">{t('static.privacy.deletion.heading')}</h2>
        <p>
          {privacyContact ? (
            <Trans
              i18nKey="static.privacy.deletion.withEmail"
              values={{ provider, email: privacyContact }}
              components={{ email: <a href={`mailto:${privacyContact}`} /> }}
            />
          ) : (
            // An operator who has named no address yet: say so rather than hide the gap.
            t('static.privacy.deletion.withoutEmail', { provider })
          )}
        </p>

        <h2 className="h5 mt-4">{t('static.privacy.rights.heading')}</h2>
        <p className="mb-0">{t('static.privacy.rights.body')}</p>
      </article>
    </PageContainer>
  );
}

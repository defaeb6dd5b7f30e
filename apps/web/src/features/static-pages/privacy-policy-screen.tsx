import { Trans, useTranslation } from 'react-i18next';
import { currentPrivacyPolicy, privacyPolicyVersions } from '@civicng/contracts/privacy-policy';
import { PageContainer } from '../../components/page-container';
import { useConsentPending, useToken } from '../../hooks/use-token';
import { appConfig } from '../../lib/app-config';
import { PolicyChanges } from './policy-changes';
import { PolicyConsentCard } from './policy-consent-card';

/** Each right under the Nigeria Data Protection Act 2023, and how to use it in the app. */
const rights = [
  ['static.privacy.rights.access.heading', 'static.privacy.rights.access.how'],
  ['static.privacy.rights.portability.heading', 'static.privacy.rights.portability.how'],
  ['static.privacy.rights.rectification.heading', 'static.privacy.rights.rectification.how'],
  ['static.privacy.rights.erasure.heading', 'static.privacy.rights.erasure.how'],
  ['static.privacy.rights.objection.heading', 'static.privacy.rights.objection.how'],
  ['static.privacy.rights.complaint.heading', 'static.privacy.rights.complaint.how'],
] as const;

export function PrivacyPolicyScreen() {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const consentPending = useConsentPending();
  const name = appConfig.appName;
  const provider = appConfig.companyName;
  const privacyContact = appConfig.contactEmail;
  const dateOf = (version: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${version}T00:00:00Z`));
  return (
    <PageContainer
      title={t('static.privacy.title')}
      lead={t('static.privacy.version', {
        version: currentPrivacyPolicy.version,
        date: dateOf(currentPrivacyPolicy.version),
      })}
      narrow
    >
      {token && consentPending && <PolicyConsentCard />}
      <article className="bg-white rounded-3 shadow-sm p-4">
        <h2 className="h5">{t('static.privacy.whoWeAre.heading')}</h2>
        <p>{t('static.privacy.whoWeAre.body', { name })}</p>

        <h2 className="h5 mt-4">{t('static.privacy.collect.heading')}</h2>
        <p>{t('static.privacy.collect.body')}</p>

        <h2 className="h5 mt-4">{t('static.privacy.retention.heading')}</h2>
        <p>
          {t('static.privacy.retention.body', {
            unverifiedDays: appConfig.retentionUnverifiedDays,
            chatDays: appConfig.retentionChatDays,
          })}
        </p>

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
        <p>{t('static.privacy.rights.body')}</p>
        <dl>
          {rights.map(([heading, how]) => (
            <div key={heading} className="mb-2">
              <dt>{t(heading)}</dt>
              <dd className="mb-0">{t(how)}</dd>
            </div>
          ))}
        </dl>

        <h2 className="h5 mt-4">{t('static.privacy.changes.heading')}</h2>
        {[...privacyPolicyVersions].reverse().map((version) => (
          <section key={version.version}>
            <h3 className="h6">
              {t('static.privacy.changes.of', { date: dateOf(version.version) })}
            </h3>
            <PolicyChanges version={version} />
          </section>
        ))}
      </article>
    </PageContainer>
  );
}

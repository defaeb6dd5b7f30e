import { useTranslation } from 'react-i18next';
import type { PrivacyPolicyVersion } from '@civicng/contracts/privacy-policy';

/** The words of each change, by its key in the policy's list (spelled out for the catalogue test). */
const changeWords: Record<PrivacyPolicyVersion['changes'][number], string> = {
  first: 'static.privacy.changes.first',
  rights: 'static.privacy.changes.rights',
  download: 'static.privacy.changes.download',
  sessions: 'static.privacy.changes.sessions',
  retention: 'static.privacy.changes.retention',
  adminReads: 'static.privacy.changes.adminReads',
  consent: 'static.privacy.changes.consent',
};

/** What one version of the policy changed, as a list. */
export function PolicyChanges({ version }: { version: PrivacyPolicyVersion }) {
  const { t } = useTranslation();
  return (
    <ul>
      {version.changes.map((change) => (
        <li key={change}>{t(changeWords[change])}</li>
      ))}
    </ul>
  );
}

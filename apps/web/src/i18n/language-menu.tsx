import { useTranslation } from 'react-i18next';
import { languages } from './languages';
import { useChooseLanguage } from './use-choose-language';

/**
 * The language menu in the navbar: a native select, which every phone renders with its own
 * picker; the choice applies at once, without a reload. No icon: an icon library in the navbar
 * would weigh on every first screen.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  return (
    <label className="language-menu d-flex align-items-center gap-1 mb-0">
      <span className="visually-hidden">{t('common.language.label')}</span>
      <select
        className="form-select form-select-sm"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => choose(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}

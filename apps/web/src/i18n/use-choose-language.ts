import { useTranslation } from 'react-i18next';
import { apiFetch } from '../lib/api-client';
import { getToken } from '../lib/storage';
import { isLanguageCode } from './languages';

/**
 * Switches the language on screen and keeps the choice on this device (detect-language.ts keeps it)
 * and, when signed in, on the account, so the mails and text messages follow it.
 */
export function useChooseLanguage() {
  const { i18n } = useTranslation();
  return (code: string) => {
    if (!isLanguageCode(code)) return;
    void i18n.changeLanguage(code);
    if (getToken()) {
      // The screen has switched already; an account that misses the change keeps its old
      // language for mail until the next switch.
      void apiFetch('/user/language', { method: 'PUT', body: { language: code } }).catch(
        () => undefined,
      );
    }
  };
}

import type { Faq } from '@civicng/contracts';
import Accordion from 'react-bootstrap/Accordion';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../lib/markdown';
import { dateLocale, postedOnText } from './faq-text';

/** The questions of the month, the first one open; answers cite laws as links into the reader. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const { t, i18n } = useTranslation();
  const locale = dateLocale(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Accordion defaultActiveKey="0" className="faq-accordion shadow-sm">
      {faqs.map((faq, index) => (
        <Accordion.Item key={`${String(index)}-${faq.question}`} eventKey={String(index)}>
          <Accordion.Header as="h2">{faq.question}</Accordion.Header>
          <Accordion.Body>
            <Markdown className="faq-answer">{faq.answer}</Markdown>
            <p className="small text-body-secondary mb-0 mt-3">
              {postedOnText(faq.created_at, t, locale)}
            </p>
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

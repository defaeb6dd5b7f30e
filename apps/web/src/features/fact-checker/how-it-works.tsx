import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';

const steps = [
  'factcheck.howItWorks.step1',
  'factcheck.howItWorks.step2',
  'factcheck.howItWorks.step3',
];

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm how-it-works">
      <Card.Body className="p-3 p-sm-4">
        <h2 className="h5 fw-bold mb-3">{t('factcheck.howItWorks.title')}</h2>
        <ol className="mb-3 ps-3">
          {steps.map((step) => (
            <li key={step} className="mb-2">
              {t(step)}
            </li>
          ))}
        </ol>
        <p className="small text-body-secondary mb-0">{t('factcheck.howItWorks.note')}</p>
      </Card.Body>
    </Card>
  );
}
